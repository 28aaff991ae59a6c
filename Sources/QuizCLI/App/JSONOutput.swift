import Foundation
import QuizPlatform

/// `--json` output: the one JSON dialect, pretty-printed for people and scripts alike.
enum JSONOutput {
    static func string(_ value: some Encodable) throws -> String {
        String(decoding: try JSONCoding.encoder(pretty: true).encode(value), as: UTF8.self)
    }
}

import FoundationEssentials
import QuizPlatform

/// `--json` output: the one JSON dialect, pretty-printed for people and scripts alike.
enum JSONOutput {
    static func string(_ value: some Encodable) throws -> String {
        String(decoding: try JSONCoding.encoder(pretty: true).encode(value), as: UTF8.self)
    }

    /// The same text from a value that writes itself (see `JSONWriter`):
    /// no JSONEncoder on the way out of a game.
    static func string(writing value: some JSONWritable) throws -> String {
        String(decoding: try JSONWriter.text(of: value, .pretty), as: UTF8.self)
    }
}

import DataFiles
import FoundationEssentials
import HTTPClient
import QuizPlatform
import QuizStore
import Synchronization

extension AppEnvironment {
    /// An environment for tests: the data folder `folder`, a clock that
    /// moves a second on each reading unless one is given, a seeded random
    /// source, an HTTP client that fails loudly (a test that needs the
    /// network passes its own), the scripted terminal, and notices kept in
    /// `notices`.
    static func test(
        folder: URL, terminal: ScriptedTerminal, variables: [String: String] = [:],
        clock: WallClock = .ticking(from: Date(timeIntervalSince1970: 1_800_000_000)),
        http: HTTPClient = .unimplemented, notices: NoticeLog = NoticeLog()
    ) -> AppEnvironment {
        let notifier = Notifier { notices.append($0) }
        let stores = DataStores(directory: DataDirectory(url: folder), clock: clock, onQuarantine: { notifier.notify($0.message) })
        return AppEnvironment(
            variables: variables, stores: stores, clock: clock, random: SplitMix64(seed: 42),
            http: http, terminal: terminal.terminal, notifier: notifier, language: .en
        )
    }
}

extension HTTPClient {
    /// A client for tests that must not touch the network: every request fails.
    static let unimplemented = HTTPClient { url, _ throws(HTTPError) in
        throw HTTPError(.notConnectedToInternet)
    }
}

/// The notices a test environment was told, in order.
final class NoticeLog: Sendable {
    private let messages = Mutex<[LocalizedText]>([])

    func append(_ message: LocalizedText) { messages.withLock { $0.append(message) } }
    var all: [LocalizedText] { messages.withLock { $0 } }
}

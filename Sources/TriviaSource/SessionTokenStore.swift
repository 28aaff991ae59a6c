import DataFiles
import FoundationEssentials
import QuizPlatform
import Synchronization

/// The Open Trivia DB session token, kept so questions do not repeat across games.
///
/// The API forgets a token after 6 hours without use, so one idle longer is
/// not offered again. The file (`opentdb-token.json` in the data folder) is a
/// cache, not user data: one that cannot be read or written is simply
/// ignored, and the worst outcome is a fresh token. Without a folder the token
/// lives as long as the process.
final class SessionTokenStore: Sendable {
    static let fileName = "opentdb-token.json"
    static let idleLifetime: TimeInterval = 6 * 60 * 60

    struct Saved: Codable, Equatable {
        var token: String
        var lastUsed: Date
    }

    private let file: URL?
    private let clock: WallClock
    /// nil until the file is first read; then what it holds.
    private let cache = Mutex<Saved??>(nil)

    init(folder: URL?, clock: WallClock) {
        self.file = folder?.appending(path: Self.fileName)
        self.clock = clock
    }

    /// The token to send, unless there is none or it has been idle too long.
    func current() -> String? {
        let now = clock.now()
        return cache.withLock { cached in
            let saved = cached ?? load()
            cached = .some(saved)
            guard let saved, now.timeIntervalSince(saved.lastUsed) < Self.idleLifetime else { return nil }
            return saved.token
        }
    }

    /// Records `token` as used now: a new one, a reset one, or one that just served questions.
    func use(_ token: String) {
        let saved = Saved(token: token, lastUsed: clock.now())
        cache.withLock { $0 = .some(saved) }
        guard let file, let data = try? JSONCoding.encoder().encode(saved) else { return }
        try? PrivateFile.write(data, to: file)
    }

    private func load() -> Saved? {
        guard let file, let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONCoding.decoder().decode(Saved.self, from: data)
    }
}

@preconcurrency import Glibc
import Synchronization

/// quizctl.db, opened on first use and kept open: a command that touches no
/// data (`--version`, `help`) never opens it, a command that only reads a
/// folder without one creates nothing, and one that fails to open it fails
/// at the first use, with the store's typed error.
final class OpenedStore: Sendable {
    /// Where the database is (nil for a client made already).
    private let path: String?
    /// Whether there is data to read without a database (a folder of the older format, to import).
    private let hasData: @Sendable () -> Bool
    private let open: @Sendable () throws -> QuizStoreClient
    private let state = Mutex<QuizStoreClient?>(nil)

    init(path: String?, hasData: @escaping @Sendable () -> Bool, open: @escaping @Sendable () throws -> QuizStoreClient) {
        self.path = path
        self.hasData = hasData
        self.open = open
    }

    /// The client, opening (and creating) the database the first time, again after a failed try.
    func client() throws -> QuizStoreClient {
        try state.withLock { state in
            if let state { return state }
            let client = try open()
            state = client
            return client
        }
    }

    /// The client when there is a database to read; nil when no file is
    /// there yet and nothing to import (nothing saved): the reader shows
    /// what an empty one holds.
    func existing() throws -> QuizStoreClient? {
        if let path, state.withLock({ $0 == nil }) {
            var status = stat()
            guard lstat(path, &status) == 0 || errno != ENOENT || hasData() else { return nil }
        }
        return try client()
    }
}

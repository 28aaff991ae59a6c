import FoundationEssentials
import Synchronization

/// Where a live client recovers from a damaged database: the database's
/// path, its daily backups, the clock that stamps the copy set aside, and
/// who tells the player. At most once a process: a restored backup passed
/// its check, so damage met again is not the file's own, and setting aside
/// copy after copy would only hide it.
final class DamageRecovery: Sendable {
    let path: String
    let backups: String
    private let now: @Sendable () -> Date
    private let report: @Sendable (DatabaseRecovery.Notice) -> Void
    private let used = Mutex(false)

    init(
        path: String, backups: String, now: @escaping @Sendable () -> Date,
        report: @escaping @Sendable (DatabaseRecovery.Notice) -> Void
    ) {
        self.path = path
        self.backups = backups
        self.now = now
        self.report = report
    }

    /// Sets the database aside, restores the newest sound backup (or leaves
    /// none, for an empty one to be made) and tells the player; false when
    /// this process has recovered once already, and nothing was done.
    func recover() throws -> Bool {
        let first = used.withLock { used in
            defer { used = true }
            return !used
        }
        guard first else { return false }
        report(try DatabaseRecovery.recover(path: path, backups: backups, now: now()))
        return true
    }
}

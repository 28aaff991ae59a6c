import Foundation
@preconcurrency import Glibc

/// The temporary files (`.NAME.tmp-PID-RANDOM`, and `.NAME.corrupt-….tmp-…`
/// for lines set aside) that `AtomicFile` leaves behind when its process is
/// killed before the rename. A killed `history delete` leaves a whole copy of
/// the history, so they must not pile up.
///
/// Only the holder of NAME's `FileLock` writes them, so under that lock one
/// whose writer is gone, or is this very process, is no longer being
/// written. One whose pid is alive in another process is left alone: the pid
/// may have been reused, and the file goes once that process ends.
struct StaleTemporaries {
    let folder: String
    let prefix: String

    init(of guarded: URL) {
        folder = guarded.deletingLastPathComponent().path
        prefix = ".\(guarded.lastPathComponent)."
    }

    /// Removes every stale temporary; best effort, since a leftover costs
    /// only space and the write that follows must not fail for it.
    func remove() {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in entries where isStale(name) {
            unlink("\(folder)/\(name)")
        }
    }

    func isStale(_ name: String) -> Bool {
        guard name.hasPrefix(prefix), let writer = Self.writer(of: name) else { return false }
        return writer == getpid() || !Self.isAlive(writer)
    }

    /// The pid in `….tmp-PID-RANDOM`, or nil when the name is not a temporary.
    static func writer(of name: String) -> pid_t? {
        guard let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, UInt32(parts[1]) != nil, let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }

    private static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}

import FoundationEssentials
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
        self.init(ofPath: guarded.filePath)
    }

    init(ofPath guarded: String) {
        let (folder, name) = guarded.folderAndName
        self.folder = folder
        prefix = ".\(name)."
    }

    /// Removes every stale temporary; best effort, since a leftover costs
    /// only space and the write that follows must not fail for it.
    ///
    /// The folder is read with `readdir`, and only names that start with
    /// `prefix` become strings: every save lists it three times (one per
    /// lock), and `FileManager` costs a hundred thousand instructions a list.
    func remove() {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let prefixBytes = Array(prefix.utf8)
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
                let bytes = raw.prefix(while: { $0 != 0 })
                guard bytes.starts(with: prefixBytes) else { return nil }
                return String(decoding: bytes, as: UTF8.self)
            }
            if let name, isStale(name) { stale.append(name) }
        }
        for name in stale { unlink("\(folder)/\(name)") }
    }

    func isStale(_ name: String) -> Bool {
        guard name.hasPrefix(prefix), let writer = Self.writer(of: name) else { return false }
        return writer == getpid() || !Self.isAlive(writer)
    }

    /// The pid in `….tmp-PID-RANDOM`, or nil when the name is not a temporary.
    static func writer(of name: String) -> pid_t? {
        guard let marker = name.lastRange(ofLiteral: ".tmp-") else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, UInt32(parts[1]) != nil, let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }

    private static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}

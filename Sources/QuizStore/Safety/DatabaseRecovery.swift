import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform
import Sqlite

/// A damaged database set aside and replaced by the newest daily backup
/// that opens and passes its check; nothing is deleted.
///
/// Callers open the database as usual; when that (or any later use) fails
/// with `SqliteError.corrupt`, they call `recover` and open again, and tell
/// the player what the notice says.
public enum DatabaseRecovery {
    /// What was done.
    public struct Notice: Sendable, Equatable {
        /// Where the damaged database (and its -wal and -shm) now is.
        public var setAsideTo: String
        /// The backup copied in, nil when no backup was sound (the next open starts an empty database).
        public var restoredFrom: String?
        /// The day of that backup ("2026-11-26").
        public var backupDay: String?

        public init(setAsideTo: String, restoredFrom: String?, backupDay: String?) {
            self.setAsideTo = setAsideTo
            self.restoredFrom = restoredFrom
            self.backupDay = backupDay
        }
    }

    /// Whether an error means the database file is damaged: the case to recover from.
    public static func isDamage(_ error: any Error) -> Bool {
        switch error {
        case QuizStoreError.database(.corrupt), SqliteError.corrupt, QuizStoreError.notQuizctlDatabase: true
        default: false
        }
    }

    /// Whether the database at `path` is an empty file, with no WAL, while
    /// daily backups of it exist: a new database has its first page written
    /// when it is made, and backups are only taken of one that was used, so
    /// an empty one beside them lost its contents (truncated by another
    /// program, or by a disk that lost it) and is treated as damaged.
    public static func wasEmptied(_ path: String, backups: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 else { return false }
        if lstat(path + "-wal", &info) == 0, info.st_size > 0 { return false }
        return ((try? DailyBackup.names(in: backups)) ?? []).contains(where: DailyBackup.isDailyCopy)
    }

    /// Moves the database at `path` (with its -wal and -shm) aside to
    /// `PATH.corrupt-STAMP`, then copies in the newest backup of `backups`
    /// (the daily copies, newest first) that opens and passes its check.
    public static func recover(path: String, backups: String, now: Date) throws -> Notice {
        let aside = path + ".corrupt-" + CivilStamp.text(now)
        try setAside(path, to: aside)
        let copies = ((try? DailyBackup.names(in: backups)) ?? []).filter(DailyBackup.isDailyCopy).sorted(by: >)
        for name in copies {
            let backup = backups + "/" + name
            guard isSound(backup) else { continue }
            try copy(backup, to: path)
            let day = String(name.dropFirst("quizctl-".count).prefix(10))
            return Notice(setAsideTo: aside, restoredFrom: backup, backupDay: day)
        }
        return Notice(setAsideTo: aside, restoredFrom: nil, backupDay: nil)
    }

    /// `quizctl data restore`: sets the database at `path` aside to
    /// `PATH.before-restore-STAMP` (with its -wal and -shm) and copies
    /// `backup` in; returns where the replaced database went.
    public static func replace(_ path: String, with backup: String, now: Date) throws -> String {
        let aside = path + ".before-restore-" + CivilStamp.text(now)
        try setAside(path, to: aside)
        try copy(backup, to: path)
        return aside
    }

    /// Renames the database and its -wal and -shm, those there are.
    static func setAside(_ path: String, to aside: String) throws {
        for suffix in ["", "-wal", "-shm"] where access(path + suffix, F_OK) == 0 {
            guard rename(path + suffix, aside + suffix) == 0 else {
                throw QuizStoreError.cannotWriteFile(path: path + suffix, errno: errno)
            }
        }
    }

    /// Whether a backup opens and its check finds nothing. It is opened
    /// through a copy, so checking never changes the backup.
    public static func isSound(_ backup: String) -> Bool {
        let probe = backup + ".probe-\(getpid())"
        defer {
            for suffix in ["", "-wal", "-shm"] { unlink(probe + suffix) }
        }
        guard (try? copy(backup, to: probe)) != nil, let client = try? QuizStoreClient.live(path: probe) else { return false }
        return (try? client.check())?.isEmpty ?? false
    }

    /// Copies a file to `target` (0600), synced, through a partial file renamed in.
    static func copy(_ source: String, to target: String) throws {
        let partial = target + ".partial"
        unlink(partial)
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw QuizStoreError.cannotWriteFile(path: source, errno: errno) }
        defer { close(input) }
        let output = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw QuizStoreError.cannotWriteFile(path: partial, errno: errno) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var failure: Int32 = 0
        while failure == 0 {
            let count = read(input, &buffer, buffer.count)
            if count == 0 { break }
            if count < 0 {
                if errno != EINTR { failure = errno }
                continue
            }
            var written = 0
            while written < count, failure == 0 {
                let result = buffer.withUnsafeBytes { write(output, $0.baseAddress! + written, count - written) }
                if result < 0, errno != EINTR { failure = errno } else if result > 0 { written += result }
            }
        }
        if failure == 0, fsync(output) != 0 { failure = errno }
        close(output)
        guard failure == 0, rename(partial, target) == 0 else {
            let code = failure == 0 ? errno : failure
            unlink(partial)
            throw QuizStoreError.cannotWriteFile(path: target, errno: code)
        }
    }
}

/// "20261127-093005": the moment a damaged file was set aside, in UTC.
enum CivilStamp {
    static func text(_ date: Date) -> String {
        let time = CivilTime(date)
        let second = ((Int(date.timeIntervalSince1970.rounded(.down)) % 60) + 60) % 60
        return time.isoDay.filter { $0 != "-" } + "-" + [time.hour, time.minute, second].map { CivilTime.digits($0, 2) }.joined()
    }
}

import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// Once a day, a copy of the database in `backups/quizctl-YYYY-MM-DD.db`,
/// the newest seven kept: what a damaged database is restored from.
///
/// The rule is a pure function of the day and the files there (`plan`); the
/// I/O (`run`) carries it out.
public enum DailyBackup {
    /// How many daily copies are kept.
    public static let kept = 7

    /// What to do today.
    public struct Plan: Equatable, Sendable {
        /// The file name of today's copy, nil when it is there already.
        public var take: String?
        /// Older copies to remove, oldest first.
        public var prune: [String]

        public init(take: String?, prune: [String]) {
            self.take = take
            self.prune = prune
        }
    }

    /// "quizctl-2026-11-27.db" for the day "2026-11-27".
    public static func fileName(day: String) -> String { "quizctl-\(day).db" }

    /// The day a date falls on in local time, as the backups are named: "2026-11-27".
    public static func day(of date: Date) -> String { CivilTime.local(date).isoDay }

    /// Today's copy unless it is among `names`, and the copies beyond the
    /// newest `kept` (today's counted) to prune. Names that are not a daily
    /// copy are left alone. ISO days sort as text, so the newest are last.
    public static func plan(day: String, existing names: [String], kept: Int = kept) -> Plan {
        let today = fileName(day: day)
        var copies = Set(names.filter(isDailyCopy))
        let take = copies.contains(today) ? nil : today
        copies.insert(today)
        let sorted = copies.sorted()
        return Plan(take: take, prune: Array(sorted.dropLast(kept)))
    }

    /// "quizctl-" + YYYY-MM-DD + ".db".
    static func isDailyCopy(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let prefix = Array("quizctl-".utf8)
        let suffix = Array(".db".utf8)
        guard bytes.count == prefix.count + 10 + suffix.count, bytes.starts(with: prefix), bytes.suffix(3).elementsEqual(suffix) else {
            return false
        }
        return bytes[prefix.count..<prefix.count + 10].enumerated().allSatisfy { offset, byte in
            offset == 4 || offset == 7 ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// Takes today's copy of `client`'s database into `folder` (made 0700)
    /// unless it is there, and prunes the old ones; returns what was done.
    ///
    /// The copy is written to a hidden partial file, 0600, synced, then
    /// renamed: `VACUUM INTO` does not sync, and a copy cut short by a crash
    /// must never carry a daily name, or a restore would pick it.
    @discardableResult
    public static func run(_ client: QuizStoreClient, folder: String, day: String) throws -> Plan {
        try DatabaseFile.refuseUnlessFolder(at: folder)
        try DatabaseFile.createFolder(folder)
        let plan = plan(day: day, existing: try names(in: folder))
        if let take = plan.take {
            let partial = folder + "/." + take + ".partial"
            try DatabaseFile.refuseIrregular(at: partial)
            unlink(partial)
            try createPrivate(partial)
            do {
                try client.backup(partial)
                try sync(partial)
                guard rename(partial, folder + "/" + take) == 0 else { throw QuizStoreError.cannotWriteFile(path: partial, errno: errno) }
            } catch {
                unlink(partial)
                throw error
            }
            try sync(folder)
        }
        for name in plan.prune {
            let path = folder + "/" + name
            guard unlink(path) == 0 || errno == ENOENT else { throw QuizStoreError.cannotRemoveFile(path: path, errno: errno) }
        }
        return plan
    }

    /// The names in `folder`, "." and ".." left out.
    static func names(in folder: String) throws(QuizStoreError) -> [String] {
        guard let directory = opendir(folder) else { throw .cannotReadFolder(path: folder, errno: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// An empty file, 0600 whatever the umask, that `VACUUM INTO` may fill.
    static func createPrivate(_ path: String) throws(QuizStoreError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWriteFile(path: path, errno: errno) }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else { throw .cannotWriteFile(path: path, errno: errno) }
    }

    /// fsync of a file or a folder.
    static func sync(_ path: String) throws(QuizStoreError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWriteFile(path: path, errno: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .cannotWriteFile(path: path, errno: errno) }
    }
}

import FoundationEssentials
@preconcurrency import Glibc

/// Moves undecodable data aside to `NAME.corrupt-TIMESTAMP` instead of
/// overwriting it: the player may want it back, and a bug must not destroy it.
///
/// Callers hold the data file's `FileLock`, so two processes never pick the
/// same name or move the same file twice.
struct Quarantine: Sendable {
    let clock: WallClock

    /// Renames the whole file aside.
    func moveAside(_ url: URL) throws -> QuarantineNotice {
        let destination = freeName(for: url)
        guard rename(url.path, destination.path) == 0 else {
            throw PersistenceError.cannotWrite(destination, .current)
        }
        // A file an older version wrote with a laxer mode stays private aside.
        chmod(destination.path, 0o600)
        // Best effort: the file has moved, and the player must hear where even
        // if the folder cannot be flushed.
        try? OpenFile.syncDirectory(url.deletingLastPathComponent().path)
        return QuarantineNotice(original: url, movedTo: destination)
    }

    /// Saves the unreadable lines of a line-per-record file aside, one per
    /// line, given where each lies in `file` (without its "\n"). Each is
    /// copied a piece at a time, so an oversized line is never held in
    /// memory whole.
    func setAside(lines: [Range<Int>], from file: OpenFile, of url: URL) throws -> QuarantineNotice {
        let destination = freeName(for: url)
        try AtomicFile.replace(destination) { output throws(SystemCallError) in
            let piece = 1 << 20
            for line in lines {
                var copied = 0
                while copied < line.count {
                    let bytes = try file.read(at: line.lowerBound + copied, count: min(piece, line.count - copied))
                    guard !bytes.isEmpty else { break }
                    try output.write(Data(bytes))
                    copied += bytes.count
                }
                try output.write(Data([UInt8(ascii: "\n")]))
            }
        }
        return QuarantineNotice(original: url, movedTo: destination, lineCount: lines.count)
    }

    /// `NAME.corrupt-20261122T041800Z`, then `-2`, `-3`… if taken.
    func freeName(for url: URL) -> URL {
        let base = "\(url.path).corrupt-\(Self.timestamp(clock.now()))"
        var candidate = base
        var number = 1
        var info = stat()
        while lstat(candidate, &info) == 0 {
            number += 1
            candidate = "\(base)-\(number)"
        }
        return URL(fileURLWithPath: candidate)
    }

    /// Compact ISO 8601 in UTC, safe in a file name on every system.
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let date = [(parts.tm_year + 1900, 4), (parts.tm_mon + 1, 2), (parts.tm_mday, 2)]
        let time = [(parts.tm_hour, 2), (parts.tm_min, 2), (parts.tm_sec, 2)]
        func digits(_ fields: [(Int32, Int)]) -> String {
            fields.map { DecimalText.padded(Int($0.0), width: $0.1) }.joined()
        }
        return digits(date) + "T" + digits(time) + "Z"
    }
}

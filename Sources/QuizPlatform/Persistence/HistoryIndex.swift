import FoundationEssentials
@preconcurrency import Glibc

/// `history.jsonl.index`: where each game's line starts, by id, so that
/// `history show ID` of the oldest of a million games reads a few hundred
/// bytes of the index and one line, instead of the whole history.
///
/// It is a cache, never the truth: lines are still checked against their id
/// when read, and a missing, damaged or stale index is rebuilt from the
/// history. `show` builds it by reading only ids; a delete builds it (or
/// carries on from `checked`) by checking every line by the one rule for
/// what a history line is (`GameLine.summary`), so that it knows which
/// lines are not games and the next delete sets those aside without
/// parsing any line again. Layout (little-endian):
///
/// - an 80-byte header: magic, the history's device and inode, `covered`
///   (the history's length when indexed, always just past a "\n"), the
///   entry count, the offset and id of the last line indexed, the count of
///   unreadable lines, and `checked`: the lines before it were checked by
///   the one rule, and every one that is not a game is listed;
/// - entries of 16 bytes sorted by (key, offset), one per line with an id
///   (before `checked`, only games): the key is the id's first 8 bytes
///   read big-endian, so keys sort as id strings do, and the offset is
///   where the line starts;
/// - the unreadable lines before `checked`, 16 bytes each in file order:
///   where the line starts and its length without its "\n".
///
/// Saving a game only appends to the history, so an index whose file is
/// still the same (device, inode) and still holds the last line indexed at
/// the same offset covers the history up to `covered`: the lines after it
/// are read directly, and once they are many the index is rewritten.
/// A delete writes the index of the file it renames in (see
/// `HistoryDeletion`); any other rewrite of the history removes the index
/// first, so it is rebuilt when next needed.
struct HistoryIndex {
    struct Entry: Comparable {
        var key: UInt64
        var offset: UInt64

        static func < (left: Entry, right: Entry) -> Bool {
            (left.key, left.offset) < (right.key, right.offset)
        }
    }

    struct Header: Equatable {
        var device: UInt64
        var inode: UInt64
        var covered: UInt64
        var count: UInt64
        /// The last line indexed: if it is still there, at the same offset,
        /// with the same id, the file was only appended to since.
        var lastOffset: UInt64
        var lastID: UUID?
        /// How many lines before `checked` are not games.
        var unreadableCount: UInt64 = 0
        /// The lines before this offset were checked by the one rule.
        var checked: UInt64 = 0
    }

    static let magic: UInt64 = 0x3244_4948_5A49_5551  // "QUIZHID2"
    static let headerSize = 80
    static let entrySize = 16
    /// How many bytes of appended lines are read directly before the
    /// index is rewritten to take them in.
    static let unindexedTailLimit = 1 << 20

    let url: URL
    /// The history reader's longest line: a longer one is no game.
    let lineLimit: Int

    init(history: String, lineLimit: Int = DataFileLimits.historyLine) {
        url = URL(fileURLWithPath: history + ".index", isDirectory: false)
        self.lineLimit = lineLimit
    }

    /// Removes the index before a rewrite that does not write a new one,
    /// so the file renamed in is never described by the old index (its
    /// inode may be reused); best effort, as the index is only a cache.
    func remove() {
        unlink(url.filePath)
    }

    /// `entries` as the index file holds them.
    static func encode(_ entries: some Collection<Entry>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * entrySize)
        for entry in entries {
            append(entry.key, to: &bytes)
            append(entry.offset, to: &bytes)
        }
        return bytes
    }

    /// The entries `bytes` holds (a whole number of them).
    static func decode(_ bytes: [UInt8]) -> [Entry] {
        stride(from: 0, to: bytes.count - bytes.count % entrySize, by: entrySize).map {
            Entry(key: word(bytes, $0), offset: word(bytes, $0 + 8))
        }
    }

    /// The little-endian word at `at`.
    static func word(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * $1) }
    }

    static func append(_ word: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: word.littleEndian) { bytes += $0 }
    }

    /// The key of an id: its first 8 bytes, big-endian.
    static func key(of id: UUID) -> UInt64 {
        withUnsafeBytes(of: id.uuid) { bytes in bytes.prefix(8).reduce(0) { $0 << 8 | UInt64($1) } }
    }

    /// The keys an id starting with `prefix` (as `uuidString` prints it,
    /// upper case) can have; nil when no id starts with `prefix`.
    static func keys(startingWith prefix: String) -> ClosedRange<UInt64>? {
        let layout = Array("XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX".utf8)
        let characters = Array(prefix.utf8)
        guard characters.count <= layout.count else { return nil }
        var low: UInt64 = 0
        var digits = 0
        for (character, expected) in zip(characters, layout) {
            if expected == UInt8(ascii: "-") {
                guard character == expected else { return nil }
                continue
            }
            guard let value = hexValue(character) else { return nil }
            if digits < 16 {
                low = low << 4 | UInt64(value)
                digits += 1
            }
        }
        let free = UInt64(4 * (16 - digits))
        guard free < 64 else { return 0...UInt64.max }
        low <<= free
        return low...(low | ((1 << free) - 1))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

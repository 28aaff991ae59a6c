import FoundationEssentials
@preconcurrency import Glibc

/// Reading a history line's id and mode without decoding the whole game.
///
/// JSONEncoder on Linux does not keep declaration order, so `id` is not
/// necessarily first; instead the line is searched for `"id":"`. That text
/// cannot occur inside a string value (its quotes would be escaped) and no
/// object nested in a game has an `id` key, so the first hit is the game's id.
/// Lines written differently (say, edited by hand with spaces) fall back to
/// decoding just the id.
enum GameLine {
    private static let idMarker = Array(#""id":""#.utf8)

    private struct IDOnly: Decodable { let id: UUID }

    /// The id text as written, up to its closing quote.
    static func rawID(in line: Data) -> String? {
        guard let start = offset(of: idMarker, in: line) else { return nil }
        let from = line.index(line.startIndex, offsetBy: start + idMarker.count)
        guard let end = line[from...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return String(decoding: line[from..<end], as: UTF8.self)
    }

    static func id(in line: Data, decoder: @autoclosure () -> JSONDecoder = JSONCoding.decoder()) -> UUID? {
        if let raw = rawID(in: line), let id = UUID(uuidString: raw) { return id }
        return try? decoder().decode(IDOnly.self, from: line).id
    }

    /// The one rule for what a history line is: a game when the whole line
    /// decodes as one and is no longer than the reader's limit. Every reader
    /// (`history`, `--json`, `show`, `delete`, `stats`) skips the same lines.
    /// `GameRecordReader` reads the lines quizctl writes many times faster
    /// and only ever agrees with the decoder; what it is unsure of, the
    /// decoder decides. The decoder is made only then: making one is
    /// 11,000 instructions and pages of Foundation that the lines quizctl
    /// writes never need (a tenth of `stats`' start-up made three).
    static func game(in line: Data, decoder: @autoclosure () -> JSONDecoder = JSONCoding.decoder()) -> GameRecord? {
        GameRecordReader.read(line) ?? (try? decoder().decode(GameRecord.self, from: line))
    }

    static func game(in line: FileLine) -> GameRecord? {
        line.isOversized ? nil : game(in: line.bytes)
    }

    /// The game on `line` without its answers (checked, not kept), by the
    /// same rule as `game(in:decoder:)`: for readers that need only the
    /// rest, such as the statistics and a rewrite that needs only ids.
    static func summary(in line: FileLine) -> GameRecord? {
        guard !line.isOversized else { return nil }
        if let game = GameRecordReader.readSummary(line.bytes) { return game }
        guard var game = try? JSONCoding.decoder().decode(GameRecord.self, from: line.bytes) else { return nil }
        game.answers = []
        return game
    }

    private static let modeMarker = Array(#""mode":""#.utf8)

    /// Whether the line may hold a game of `mode`: a quick test that never
    /// says no to a game of that mode, written by us or by hand. Callers
    /// still check the decoded game.
    static func mayBe(_ mode: ModeKind, _ line: Data) -> Bool {
        offset(of: Array(#""mode":"\#(mode.rawValue)""#.utf8), in: line) != nil
            || offset(of: modeMarker, in: line) == nil
    }

    /// Where `needle` first occurs: `memchr` for its first byte, then
    /// `memcmp` (Glibc's `memmem` is not visible to Swift).
    private static func offset(of needle: [UInt8], in line: Data) -> Int? {
        line.withUnsafeBytes { haystack -> Int? in
            guard let base = haystack.baseAddress, haystack.count >= needle.count else { return nil }
            var from = 0
            let last = haystack.count - needle.count
            while from <= last {
                guard let hit = memchr(base + from, Int32(needle[0]), last - from + 1) else { return nil }
                let at = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + at, needle, needle.count) == 0 { return at }
                from = at + 1
            }
            return nil
        }
    }
}

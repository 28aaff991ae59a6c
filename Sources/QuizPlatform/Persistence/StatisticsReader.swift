import FoundationEssentials

/// A hand-written decoder of statistics.json, the fast path of loading it:
/// `quizctl stats` reads the file at every start, and JSONDecoder's first
/// use of each type scans every protocol conformance in the binary, which
/// cost more than the rest of the command.
///
/// Like `GameRecordReader` it is sound, not complete: it returns statistics
/// only when JSONDecoder would decode the bytes to equal ones, and nil for
/// anything it does not fully handle (unknown or duplicate keys, escaped
/// keys, numbers or dates in other forms); the caller then asks JSONDecoder.
enum StatisticsReader {
    static func read(_ data: Data) -> Statistics? {
        data.withUnsafeBytes { bytes in
            var cursor = JSONByteCursor(bytes)
            guard let statistics = statistics(&cursor, in: bytes), cursor.isAtEnd() else { return nil }
            return statistics
        }
    }

    private enum Key: Int, CaseIterable {
        case overall, modes, recentAccuracy, lastGameID, dailyDays, players

        static let names: [[UInt8]] = [
            Array("overall".utf8), Array("modes".utf8), Array("recentAccuracy".utf8), Array("lastGameID".utf8),
            Array("dailyDays".utf8), Array("players".utf8),
        ]
        static let required =
            1 << overall.rawValue | 1 << modes.rawValue | 1 << recentAccuracy.rawValue
            | 1 << dailyDays.rawValue
    }

    private static func statistics(_ cursor: inout JSONByteCursor, in bytes: UnsafeRawBufferPointer) -> Statistics? {
        var statistics = Statistics()
        var seen = 0
        let complete = object(&cursor, keys: Key.names, seen: &seen) { cursor, key in
            switch Key(rawValue: key)! {
            case .overall:
                guard let tally = tally(&cursor) else { return false }
                statistics.overall = tally
            case .modes:
                guard let modes = dictionary(&cursor, value: tally) else { return false }
                var byMode: [ModeKind: Tally] = [:]
                for (name, tally) in modes {
                    guard let mode = ModeKind(rawValue: name) else { return false }
                    byMode[mode] = tally
                }
                statistics.modes = byMode
            case .recentAccuracy:
                guard let values = list(&cursor, element: { $0.double() }) else { return false }
                statistics.recentAccuracy = values
            case .lastGameID:
                if cursor.null() { return true }
                guard let id = cursor.uuid() else { return false }
                statistics.lastGameID = id
            case .dailyDays:
                guard let days = dailyDays(&cursor, in: bytes) else { return false }
                statistics.dailyDays = days
            case .players:
                if cursor.null() { return true }
                guard let players = dictionary(&cursor, value: playerBest) else { return false }
                statistics.players = players
            }
            return true
        }
        return complete && seen & Key.required == Key.required ? statistics : nil
    }

    /// The days of challenges, each read as its day number straight from
    /// its twelve bytes (quotes included) when it names one exactly; only
    /// other texts are scanned as strings.
    private static func dailyDays(_ cursor: inout JSONByteCursor, in bytes: UnsafeRawBufferPointer) -> DailyDays? {
        guard cursor.take(UInt8(ascii: "[")) else { return nil }
        var entries: [DailyDays.Entry] = []
        if cursor.take(UInt8(ascii: "]")) { return DailyDays(entries: entries) }
        // A day's text and its comma take 13 bytes: room for them all at once.
        entries.reserveCapacity((bytes.count - cursor.offset) / 13)
        var days = ISODayReader()
        repeat {
            let start = cursor.valueStart()
            if start + 12 <= bytes.count, bytes[start] == UInt8(ascii: "\""), bytes[start + 11] == UInt8(ascii: "\""),
                let day = days.day(UnsafeRawBufferPointer(rebasing: bytes[start + 1..<start + 11]))
            {
                cursor.rewind(to: start + 12)
                entries.append(.day(day))
            } else {
                // Escaped, or no day: read as text, which may still name one ("2026-11-2\u0033").
                guard let text = cursor.string() else { return nil }
                entries.append(DailyDays.Entry(text))
            }
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]")) ? DailyDays(entries: entries) : nil
    }

    private static let tallyKeys: [[UInt8]] = ["gamesPlayed", "totalCorrect", "totalQuestions", "best"].map { Array($0.utf8) }

    private static func tally(_ cursor: inout JSONByteCursor) -> Tally? {
        var tally = Tally()
        var seen = 0
        let complete = object(&cursor, keys: tallyKeys, seen: &seen) { cursor, key in
            if key == 3 {
                if cursor.null() { return true }
                tally.best = bestGame(&cursor)
                return tally.best != nil
            }
            guard let value = cursor.int() else { return false }
            switch key {
            case 0: tally.gamesPlayed = value
            case 1: tally.totalCorrect = value
            default: tally.totalQuestions = value
            }
            return true
        }
        return complete && seen & 0b111 == 0b111 ? tally : nil
    }

    private static let bestGameKeys: [[UInt8]] = ["correct", "total", "date", "mode"].map { Array($0.utf8) }

    private static func bestGame(_ cursor: inout JSONByteCursor) -> BestGame? {
        var correct = 0
        var total = 0
        var date: Date?
        var mode: ModeKind?
        var seen = 0
        let complete = object(&cursor, keys: bestGameKeys, seen: &seen) { cursor, key in
            switch key {
            case 0: correct = cursor.int() ?? -1
            case 1: total = cursor.int() ?? -1
            case 2: date = cursor.date()
            default: mode = cursor.string().flatMap(ModeKind.init(rawValue:))
            }
            // Counts are never negative as quizctl writes them: -1 means unread.
            return key == 0 ? correct >= 0 : key == 1 ? total >= 0 : key == 2 ? date != nil : mode != nil
        }
        guard complete, seen == 0b1111, let date, let mode else { return nil }
        return BestGame(correct: correct, total: total, date: date, mode: mode)
    }

    private static let playerKeys: [[UInt8]] = ["name", "gamesPlayed", "wins", "bestPoints", "bestCorrect", "bestDate"].map {
        Array($0.utf8)
    }

    private static func playerBest(_ cursor: inout JSONByteCursor) -> PlayerBest? {
        var name: String?
        var numbers = [0, 0, 0, 0]
        var date: Date?
        var seen = 0
        let complete = object(&cursor, keys: playerKeys, seen: &seen) { cursor, key in
            switch key {
            case 0:
                name = cursor.string()
                return name != nil
            case 5:
                date = cursor.date()
                return date != nil
            default:
                guard let value = cursor.int() else { return false }
                numbers[key - 1] = value
                return true
            }
        }
        guard complete, seen == 0b111111, let name, let date else { return nil }
        return PlayerBest(
            name: name, gamesPlayed: numbers[0], wins: numbers[1], bestPoints: numbers[2], bestCorrect: numbers[3],
            bestDate: date)
    }

    /// An object whose keys are all among `keys`, none twice, each value
    /// read by `value` (false: not sure); `seen` gets a bit per key met.
    private static func object(
        _ cursor: inout JSONByteCursor, keys: [[UInt8]], seen: inout Int,
        value: (inout JSONByteCursor, Int) -> Bool
    ) -> Bool {
        guard cursor.take(UInt8(ascii: "{")) else { return false }
        if cursor.take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let name = cursor.key(), let key = keys.firstIndex(where: { cursor.bytes(name, equal: $0) }),
                seen & 1 << key == 0
            else { return false }
            seen |= 1 << key
            guard value(&cursor, key) else { return false }
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "}"))
    }

    /// An object of any keys (plain, none twice) to values read by `value`.
    private static func dictionary<Value>(
        _ cursor: inout JSONByteCursor, value: (inout JSONByteCursor) -> Value?
    ) -> [String: Value]? {
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        var result: [String: Value] = [:]
        if cursor.take(UInt8(ascii: "}")) { return result }
        repeat {
            let start = cursor.valueStart()
            guard cursor.key() != nil else { return nil }
            cursor.rewind(to: start)
            guard let name = cursor.string(), cursor.take(UInt8(ascii: ":")), result[name] == nil,
                let element = value(&cursor)
            else { return nil }
            result[name] = element
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "}")) ? result : nil
    }

    private static func list<Element>(_ cursor: inout JSONByteCursor, element: (inout JSONByteCursor) -> Element?) -> [Element]? {
        guard cursor.take(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if cursor.take(UInt8(ascii: "]")) { return elements }
        repeat {
            guard let value = element(&cursor) else { return nil }
            elements.append(value)
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]")) ? elements : nil
    }
}

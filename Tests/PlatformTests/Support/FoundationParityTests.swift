import Foundation
import Testing

@testable import QuizPlatform

/// The shipped modules import FoundationEssentials only (full Foundation
/// drags ICU into the static binary); what they wrote with Foundation's
/// formatters and NSString methods they now write themselves. The tests,
/// which may link Foundation, hold each replacement to what it replaced.
@Suite struct FoundationParityTests {
    static let texts = [
        "", "a", "abc", "aaa", "aaaa", "ёлка Ёж ё", "\"quoted\" \"\"", "a+b+c", "++", "\r\n\r", "line\r\n", "snake_case-name",
        "x\u{1B}[2J\u{1B}[Hy\u{1B}[2J\u{1B}[H", "2026-11-23T22:50", "1,234,567", "8.4", "..", "it's \\ 'quoted'", "a:b::c",
        "deck\u{1F}sub\u{1F}leaf", "🎄+🎄", "Frank Darabont (dir.)._V1_.jpg", "line 3, line 12", "end.  More text.  ",
        "name.tmp-123-456.tmp-7-8", "前後 — dash – en - hyphen",
    ]

    static let patterns: [(target: String, replacement: String)] = [
        ("ё", "е"), ("\"", "\"\""), ("+", " "), ("_", " "), ("-", " "), ("\r", ""), ("\u{1F}", "::"), (",", ""),
        (".", ","), ("'", "'\\''"), ("\\", "\\\\"), (":", "\\:"), ("T", " "), ("\u{1B}[2J\u{1B}[H", "\n"), ("aa", "b"),
        ("._", "!"), ("line ", "L"), (".  ", "|"), (".tmp-", "~"), (" - ", "/"), (" — ", "/"), ("🎄", "tree"),
    ]

    @Test func replacingEveryIsReplacingOccurrences() {
        for text in Self.texts {
            for (target, replacement) in Self.patterns {
                #expect(
                    text.replacingEvery(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement),
                    "\(text.debugDescription): \(target.debugDescription)")
                let slice = ("<" + text + ">").dropFirst().dropLast()
                #expect(slice.replacingEvery(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
            }
        }
    }

    @Test func literalRangesAreRangeOfForwardsAndBackwards() {
        func offsets(_ range: Range<String.Index>?, in text: String) -> [Int]? {
            range.map {
                [text.utf8.distance(from: text.startIndex, to: $0.lowerBound), text.utf8.distance(from: $0.lowerBound, to: $0.upperBound)]
            }
        }
        for text in Self.texts {
            for (target, _) in Self.patterns {
                #expect(offsets(text.firstRange(ofLiteral: target), in: text) == offsets(text.range(of: target), in: text))
                #expect(
                    offsets(text.lastRange(ofLiteral: target), in: text) == offsets(text.range(of: target, options: .backwards), in: text),
                    "\(text.debugDescription): \(target.debugDescription)")
            }
        }
    }

    @Test func trimmingSpacesAndAlsoIsTrimmingAUnionOfCharacterSets() {
        let samples = [
            "", " 12 incorrect 3 ", "wrong2", "١٢wrong٣", "\u{A0}7 answer 8\u{3000}", "99", " : key. ", "...:", "a.b:c", "\t:Key:\t",
            "incorrect answer 10", "٣", "²wrong²",
        ]
        for text in samples {
            #expect(
                text.trimmingSpaces(andAlso: { $0.properties.generalCategory == .decimalNumber })
                    == text.trimmingCharacters(in: CharacterSet.decimalDigits.union(.whitespaces)), "\(text.debugDescription)")
            #expect(
                text.trimmingSpaces(andAlso: { $0 == ":" || $0 == "." })
                    == text.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ":."))))
        }
    }

    @Test func percentDecodingIsRemovingPercentEncoding() {
        var samples = [
            "", "plain", "a%20b", "%", "%2", "%zz", "%%41", "%C3%A9", "%C3", "%E2%82%AC", "100%25", "%2b+%2B", "%41%4a%4A",
            "%FF", "%F0%9F%8E%84", "trailing%", "%0", "%00", "ё%20ё",
        ]
        var generator = SplitMix64(seed: 3986)
        for _ in 0..<500 {
            let bytes = (0..<Int(generator.next() % 12)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            samples.append(
                bytes.map { $0 < 0x80 && $0 > 0x20 && $0 != 0x25 ? String(UnicodeScalar($0)) : "%" + String($0, radix: 16) }.joined())
        }
        for text in samples {
            // Foundation on Linux turns some lone continuation bytes ("%A9")
            // into U+FFFD where it refuses others ("%80"); bytes that are not
            // UTF-8 are refused here, always.
            if let foundations = text.removingPercentEncoding, foundations.contains("\u{FFFD}"), !text.uppercased().contains("%EF%BF%BD") {
                #expect(ResponseEncoding.percentDecoded(text) == nil)
                continue
            }
            #expect(ResponseEncoding.percentDecoded(text) == text.removingPercentEncoding, "\(text.debugDescription)")
        }
    }

    @Test func paddedIsPrintfsZeroPadding() {
        var values = Array(-1200...1200) + [Int(Int32.max), Int(Int32.min), 99_999, -99_999, 1_000_000]
        var generator = SplitMix64(seed: 42)
        for _ in 0..<2000 { values.append(Int(Int32(truncatingIfNeeded: generator.next()))) }
        for value in values {
            for width in 0...6 {
                #expect(DecimalText.padded(value, width: width) == String(format: "%0\(width)d", value))
            }
        }
    }

    /// Dates from 1600 to 9999, both sides of 1970, with fractions of a second.
    static func dates(count: Int, seed: UInt64) -> [Date] {
        var generator = SplitMix64(seed: seed)
        let fixed: [Double] = [0, -1, 0.5, -0.5, 59.999, 951_782_400, 951_868_799, 253_402_300_799, -11_676_096_000, 1_798_761_599.9]
        return (fixed + (0..<count).map { _ in Double(generator.next() % 264_000_000_000) - 11_600_000_000 + 0.25 })
            .map(Date.init(timeIntervalSince1970:))
    }

    @Test func utcTimesAreWhatTheFormattersWrote() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let iso = Date.ISO8601FormatStyle(timeZone: utc).year().month().day().dateSeparator(.dash)
            .time(includingFractionalSeconds: false).timeSeparator(.colon)
        for date in Self.dates(count: 4000, seed: 2026) {
            // ReviewDates, before: an ISO 8601 format style, cut to the minute.
            #expect(ReviewDates.text(date) == String(date.formatted(iso).prefix(16)).replacingOccurrences(of: "T", with: " ") + " UTC")
            // The movies' refresh date, before: a calendar and String(format:).
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let formatted = String(
                format: "%04d-%02d-%02d %02d:%02d UTC", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
                parts.minute ?? 0)
            #expect(CivilTime(date).utcMinute == formatted, "\(date.timeIntervalSince1970)")
            // `quizctl decks`' import day, before: ISO8601DateFormatter.
            #expect(CivilTime(date).isoDay == ISO8601DateFormatter.string(from: date, timeZone: utc, formatOptions: [.withFullDate]))
        }
    }

    /// Only FoundationEssentials is imported by what ships: one API of full
    /// Foundation, in any file, takes libFoundation, CoreFoundation and ICU
    /// (44 MB of the old 62 MB binary) into the static link.
    @Test func noShippedModuleImportsFoundation() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../../Sources").standardized
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@preconcurrency import ") }
            let full = imports.filter { $0.hasSuffix(" Foundation") || $0.contains("FoundationInternationalization") }
            #expect(full.isEmpty, "\(file) imports \(full)")
        }
    }
}

import Foundation
import Testing

@testable import QuizPlatform

/// The deck line is written and read by hand; JSONEncoder and JSONDecoder
/// with the settings the deck files always had are the reference.
@Suite struct DeckHeaderLineTests {
    static let names = [
        "Spanish", "", "a \"quoted\" name", "back\\slash", "path/with/slashes", "tab\there", "line\nbreak", "\u{1}control\u{1F}",
        "Русский", "emoji 🎉 and é", "Big::Vocabulary",
    ]

    static let dates = [
        Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_800_000_000.75), Date(timeIntervalSince1970: 951_782_400),
        Date(timeIntervalSince1970: 253_402_300_799),
    ]

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    @Test(arguments: names) func writesWhatJSONEncoderWrites(name: String) throws {
        for date in Self.dates {
            for count in [0, 1, 30_000] {
                let summary = DeckSummary(name: name, cardCount: count, importedAt: date)
                let written = DeckHeaderLine.bytes(of: summary)
                #expect(written == Array(try Self.encoder.encode(summary)), "\(name) \(date) \(count)")
            }
        }
    }

    @Test(arguments: names) func readsWhatItWritesAsJSONDecoderDoes(name: String) throws {
        for date in Self.dates {
            let line = Data(DeckHeaderLine.bytes(of: DeckSummary(name: name, cardCount: 7, importedAt: date)))
            let read = try #require(DeckHeaderLine.summary(from: line))
            #expect(read == (try Self.decoder.decode(DeckSummary.self, from: line)))
            #expect(read.name == name && read.cardCount == 7)
            #expect(read.importedAt == Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
        }
    }

    /// Lines written another way (by hand, another order, escapes) still
    /// read, through JSONDecoder; lines that are not a deck do not.
    @Test func otherSpellingsAreLeftToJSONDecoder() throws {
        let spellings = [
            #"{"name":"N","importedAt":"2027-01-15T00:00:00Z","cardCount":2}"#,
            #" { "cardCount" : 2 , "importedAt" : "2027-01-15T00:00:00Z" , "name" : "\u004E" } "#,
            #"{"cardCount":2.0,"importedAt":"2027-01-15T00:00:00Z","name":"N"}"#,
            #"{"cardCount":2,"importedAt":"2027-01-15T00:00:00+00:00","name":"N"}"#,
        ]
        let expected = DeckSummary(name: "N", cardCount: 2, importedAt: Date(timeIntervalSince1970: 1_799_971_200))
        for spelling in spellings {
            #expect(DeckHeaderLine.summary(from: Data(spelling.utf8)) == expected, "\(spelling)")
        }
        let notDecks = [
            "", "{}", #"{"cardCount":2,"name":"N"}"#, #"{"cardCount":"2","importedAt":"2027-01-15T00:00:00Z","name":"N"}"#,
            #"{"cardCount":2,"importedAt":"yesterday","name":"N"}"#, #"{"cardCount":2,"importedAt":"2027-01-15T00:00:00Z","name":"N"} x"#,
        ]
        for line in notDecks {
            #expect(DeckHeaderLine.summary(from: Data(line.utf8)) == nil, "\(line)")
        }
    }
}

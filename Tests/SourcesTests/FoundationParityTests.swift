import Foundation
import HTTPClient
import QuizPlatform
import Testing

@testable import MovieRatingSource

/// What the network sources said through Foundation's `URLError` and
/// formatters they now say with their own types, word for word.
@Suite struct SourcesFoundationParityTests {
    static let codes: [(HTTPError.Code, URLError.Code)] = [
        (.unknown, .unknown), (.badURL, .badURL), (.timedOut, .timedOut), (.unsupportedURL, .unsupportedURL),
        (.cannotFindHost, .cannotFindHost), (.cannotConnectToHost, .cannotConnectToHost),
        (.networkConnectionLost, .networkConnectionLost), (.dnsLookupFailed, .dnsLookupFailed),
        (.httpTooManyRedirects, .httpTooManyRedirects), (.notConnectedToInternet, .notConnectedToInternet),
        (.badServerResponse, .badServerResponse), (.fileDoesNotExist, .fileDoesNotExist),
        (.dataLengthExceedsMaximum, .dataLengthExceedsMaximum), (.secureConnectionFailed, .secureConnectionFailed),
        (.serverCertificateUntrusted, .serverCertificateUntrusted),
    ]

    /// Open Trivia DB's message names the number; the others show the words.
    @Test func httpErrorsHaveURLErrorsNumbersAndWords() {
        for (ours, foundations) in Self.codes {
            #expect(ours.rawValue == foundations.rawValue)
            #expect(HTTPError(ours).message == URLError(foundations).localizedDescription)
            let detail = "curl: (7) Failed to connect to 127.0.0.1 port 9"
            #expect(
                HTTPError(ours, detail: detail).message
                    == URLError(foundations, userInfo: [NSLocalizedDescriptionKey: detail]).localizedDescription)
        }
    }

    @Test func refreshDatesAreWhatCalendarAndStringFormatWrote() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var generator = SplitMix64(seed: 1123)
        for _ in 0..<3000 {
            let date = Date(timeIntervalSince1970: Double(generator.next() % 8_000_000_000) - 1_000_000_000 + 0.5)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let formatted = String(
                format: "%04d-%02d-%02d %02d:%02d UTC", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
                parts.minute ?? 0)
            #expect(Strings.refreshDate(date) == formatted)
        }
    }

    /// Sizes with one decimal: a point in English, a comma in Russian, as
    /// `replacingOccurrences(of: ".", with: ",")` made it.
    @Test func byteCountsKeepTheirDecimalCommaInRussian() {
        var sizes: [Int64] = [0, 999, 1000, 1049, 1050, 1051, 999_949, 999_950, 999_999, 1_000_000, 7_250_000, 1_250_000_000, -1]
        var generator = SplitMix64(seed: 5)
        for _ in 0..<2000 { sizes.append(Int64(generator.next() % 5_000_000_000_000)) }
        for size in sizes where size >= 1000 {
            let text = Strings.byteCount(size)
            let units = [("KB", "КБ"), ("MB", "МБ"), ("GB", "ГБ")]
            let russian = units.reduce(text.en.replacingOccurrences(of: ".", with: ",")) {
                $0.replacingOccurrences(of: $1.0, with: $1.1)
            }
            #expect(text.ru == russian)
        }
        #expect(Strings.byteCount(1_250_000).ru == "1,2 МБ")
        #expect(Strings.byteCount(7_250_000_000).en == "7.2 GB")
    }
}

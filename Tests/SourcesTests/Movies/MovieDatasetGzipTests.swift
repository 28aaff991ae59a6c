import Foundation
import MovieRatingSource
import QuizPlatform
import Testing

/// IMDb's datasets come gzipped, and quizctl inflates them itself (zlib):
/// a gzipped file gives exactly what the plain one does, tricky rows and
/// all, and a file that is not gzip, damaged or cut short is refused.
@Suite struct MovieDatasetGzipTests {
    typealias Files = MovieDatasetImporterTests

    /// Rows with `\N`s, quotes (IMDb's TSV has no quoting: a quote is a
    /// quote), non-ASCII titles, an adult film and films without a year.
    static let trickyBasics =
        Files.basics + [
            "tt0000101\tmovie\t\"Quoted\" Title\t\"Quoted\" Title\t0\t1999\t\\N\t\\N\t\\N",
            "tt0000102\tmovie\tAmélie — «Le Fabuleux»\tLe Fabuleux Destin\t0\t2001\t\\N\t122\tComedy,Romance",
            "tt0000103\tmovie\t\\N\t\\N\t0\t2003\t\\N\t\\N\tDrama",
            "tt0000104\ttvMovie\tNot a movie\tNot a movie\t0\t2004\t\\N\t\\N\tDrama",
        ]

    static let trickyRatings =
        Files.ratings + ["tt0000101\t7.7\t3000000", "tt0000102\t8.3\t2900000", "tt0000103\t5.0\t2950000", "tt0000104\t9.9\t4000000"]

    /// By votes: the tvMovie, the film without a title, the adult film and the series drop out.
    static let expectedTitles = [
        "\"Quoted\" Title", "Amélie — «Le Fabuleux»", "The Shawshank Redemption", "The Dark Knight", "The Godfather",
    ]

    static func gzipped(_ text: String, named name: String, in folder: URL) throws -> URL {
        let url = folder.appending(path: name)
        try DatasetFixtures.gzip(text).write(to: url)
        return url
    }

    static func text(_ lines: [String], lineEnd: String = "\n") -> String {
        lines.joined(separator: lineEnd) + lineEnd
    }

    @Test(arguments: ["\n", "\r\n"])
    func aGzippedFileGivesWhatThePlainOneGives(lineEnd: String) throws {
        let folder = try MovieFixtures.temporaryFolder()
        let plainRatings = try Files.write(Self.trickyRatings, named: "r.tsv", in: folder, lineEnd: lineEnd)
        let plainBasics = try Files.write(Self.trickyBasics, named: "b.tsv", in: folder, lineEnd: lineEnd)
        let ratings = try Self.gzipped(Self.text(Self.trickyRatings, lineEnd: lineEnd), named: "r.tsv.gz", in: folder)
        let basics = try Self.gzipped(Self.text(Self.trickyBasics, lineEnd: lineEnd), named: "b.tsv.gz", in: folder)
        let plain = try IMDbDatasetImporter(limit: 5).importMovies(ratings: plainRatings, basics: plainBasics)
        let inflated = try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics)
        #expect(inflated == plain)
        #expect(inflated.map(\.title) == Self.expectedTitles)
        #expect(inflated[0].genres.isEmpty && inflated[0].year == 1999 && inflated[0].votes == 3_000_000)
        #expect(inflated[1].genres == ["Comedy", "Romance"] && inflated[1].rating == 8.3)
    }

    /// `gzip -dc` reads every member of a file made of several (`cat a.gz b.gz`); so do we,
    /// even when a line starts in one member and ends in the next.
    @Test func readsEveryMemberOfAConcatenatedFile() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let whole = Self.text(Self.trickyBasics)
        let cut = whole.utf8.index(whole.utf8.startIndex, offsetBy: whole.utf8.count / 2)
        let members = try DatasetFixtures.gzip(String(whole[..<cut])) + DatasetFixtures.gzip(String(whole[cut...]))
        let basics = folder.appending(path: "b.tsv.gz")
        try members.write(to: basics)
        let ratings = try Self.gzipped(Self.text(Self.trickyRatings), named: "r.tsv.gz", in: folder)
        let movies = try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics)
        #expect(movies.map(\.title) == Self.expectedTitles)
    }

    /// A download's ".part" has no ".gz" to go by: its first bytes say it is gzip.
    @Test func aGzipFileWithoutTheSuffixIsRecognisedByItsFirstBytes() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.gzipped(Self.text(Self.trickyRatings), named: "title.ratings.tsv.gz.part", in: folder)
        let basics = try Self.gzipped(Self.text(Self.trickyBasics), named: "title.basics.tsv.gz.part", in: folder)
        #expect(try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics).map(\.title) == Self.expectedTitles)
    }

    /// Cut in the middle of the compressed data: the error says the file is
    /// cut short, not that its last (cut-off) line has too few fields.
    @Test func aCutGzipFileSaysItEndsEarly() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.gzipped(Self.text(Self.trickyRatings), named: "r.tsv.gz", in: folder)
        let data = try DatasetFixtures.gzip(Self.text(Self.trickyBasics))
        let basics = folder.appending(path: "b.tsv.gz")
        try data.prefix(data.count - 30).write(to: basics)
        let error = #expect(throws: IMDbDatasetError.decompressionFailed(path: basics.path, reason: Strings.datasetGzipTruncated)) {
            try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics)
        }
        #expect(
            error?.message.en
                == "\(basics.path): cannot decompress it: the file ends before its compressed data does (an interrupted download?)")
        // Only its trailer (CRC and length) missing: still cut short.
        try data.prefix(data.count - 4).write(to: basics)
        #expect(throws: IMDbDatasetError.decompressionFailed(path: basics.path, reason: Strings.datasetGzipTruncated)) {
            try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics)
        }
        try Data().write(to: basics)
        #expect(throws: IMDbDatasetError.decompressionFailed(path: basics.path, reason: Strings.datasetGzipTruncated)) {
            try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics)
        }
    }

    /// A changed byte fails zlib's checks (a bad code or the CRC); bytes after the last member are not gzip either.
    @Test func damagedGzipDataIsRefused() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.gzipped(Self.text(Self.trickyRatings), named: "r.tsv.gz", in: folder)
        let good = try DatasetFixtures.gzip(Self.text(Self.trickyBasics))
        var damaged = good
        damaged[damaged.count - 8] ^= 0xFF  // the CRC of the data
        let basics = folder.appending(path: "b.tsv.gz")
        for data in [damaged, good + Data("trailing text".utf8)] {
            try data.write(to: basics)
            let error = #expect(throws: IMDbDatasetError.self) {
                try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics)
            }
            guard case .decompressionFailed(basics.path, let reason) = error else {
                Issue.record("\(String(describing: error))")
                continue
            }
            #expect(reason.en.hasPrefix("the compressed data is damaged (zlib: "), "\(reason.en)")
            #expect(reason.ru.hasPrefix("сжатые данные повреждены (zlib: "), "\(reason.ru)")
        }
    }

    /// A field of 8 MB (the attack's was 300 MB, which took 544 MB of memory
    /// before its refusal) is refused as it is read, at its line, whether it
    /// ends in the chunk it starts in or many chunks later.
    @Test(arguments: [70 * 1024, 8 << 20])
    func aLineLongerThanAnyIMDbLineIsRefusedWhereItIs(fieldLength: Int) throws {
        let folder = try MovieFixtures.temporaryFolder()
        let basics = try Self.gzipped(Self.text(Self.trickyBasics), named: "b.tsv.gz", in: folder)
        let long = "tt0000105\t" + String(repeating: "9", count: fieldLength) + "\t1000"
        let ratings = try Self.gzipped(Self.text(Self.trickyRatings + [long]), named: "r.tsv.gz", in: folder)
        #expect(
            throws: IMDbDatasetError.badLine(
                path: ratings.path, line: Self.trickyRatings.count + 1, reason: Strings.datasetLineTooLong(limit: 64 * 1024))
        ) {
            try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics)
        }
    }

    @Test func aLineJustUnderTheLimitIsReadAsALine() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let basics = try Self.gzipped(Self.text(Self.trickyBasics), named: "b.tsv.gz", in: folder)
        let long = "tt0000105\t" + String(repeating: "9", count: 60 * 1024)
        let ratings = try Self.gzipped(Self.text(Self.trickyRatings + [long]), named: "r.tsv.gz", in: folder)
        #expect(
            throws: IMDbDatasetError.badLine(
                path: ratings.path, line: Self.trickyRatings.count + 1, reason: Strings.datasetFieldCount(expected: 3, found: 2))
        ) {
            try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics)
        }
    }
}

import Foundation
import MovieRatingSource
import QuizPlatform
import Testing

/// The IMDb dataset import on small files shaped like title.ratings.tsv and title.basics.tsv.
@Suite struct MovieDatasetImporterTests {
    static let ratings = [
        "tconst\taverageRating\tnumVotes",
        "tt0000001\t5.7\t2100",
        "tt0903747\t9.5\t2200000",
        "tt0111161\t9.3\t2800000",
        "tt0068646\t9.2\t1900000",
        "tt0468569\t9.0\t2700000",
        "tt7777777\t6.1\t2500000",
        "tt0099999\t7.0\t1500000",
        "tt0012345\t8.0\t1000",
    ]

    static let basics = [
        "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres",
        "tt0000001\tshort\tCarmencita\tCarmencita\t0\t1894\t\\N\t1\tDocumentary,Short",
        "tt0012345\tmovie\tObscure\tObscure\t0\t1921\t\\N\t\\N\t\\N",
        "tt0068646\tmovie\tThe Godfather\tThe Godfather\t0\t1972\t\\N\t175\tCrime,Drama",
        "tt0099999\tmovie\tUnreleased\tUnreleased\t0\t\\N\t\\N\t\\N\tDrama",
        "tt0111161\tmovie\tThe Shawshank Redemption\tThe Shawshank Redemption\t0\t1994\t\\N\t142\tDrama",
        "tt0468569\tmovie\tThe Dark Knight\tThe Dark Knight\t0\t2008\t\\N\t152\tAction,Crime,Drama",
        "tt0903747\ttvSeries\tBreaking Bad\tBreaking Bad\t0\t2008\t2013\t49\tCrime,Drama,Thriller",
        "tt7777777\tmovie\tAdult Title\tAdult Title\t1\t2015\t\\N\t90\tAdult",
    ]

    /// Writes lines to a file in a fresh folder, with CRLF line ends when asked.
    static func write(_ lines: [String], named name: String, in folder: URL, lineEnd: String = "\n") throws -> URL {
        let url = folder.appending(path: name)
        try Data((lines.joined(separator: lineEnd) + lineEnd).utf8).write(to: url)
        return url
    }

    static func gzip(_ url: URL) throws -> URL {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-kf", url.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return URL(fileURLWithPath: url.path + ".gz")
    }

    @Test func keepsTheMostVotedMoviesWithAYear() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.write(Self.ratings, named: "title.ratings.tsv", in: folder)
        let basics = try Self.write(Self.basics, named: "title.basics.tsv", in: folder, lineEnd: "\r\n")
        let movies = try IMDbDatasetImporter(limit: 3).importMovies(ratings: ratings, basics: basics)
        #expect(movies.map(\.title) == ["The Shawshank Redemption", "The Dark Knight", "The Godfather"])
        #expect(movies.map(\.rank) == [1, 2, 3])
        let godfather = movies[2]
        #expect(godfather.imdbID == "tt0068646" && godfather.year == 1972 && godfather.rating == 9.2 && godfather.votes == 1_900_000)
        #expect(godfather.genres == ["Crime", "Drama"])
        #expect(godfather.directors.isEmpty)
    }

    @Test func aLimitOutOfRangeIsClampedNotATrap() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.write(Self.ratings, named: "title.ratings.tsv", in: folder)
        let basics = try Self.write(Self.basics, named: "title.basics.tsv", in: folder)
        #expect(try IMDbDatasetImporter(limit: -5).importMovies(ratings: ratings, basics: basics).isEmpty)
        #expect(IMDbDatasetImporter(limit: .max).limit == IMDbDatasetImporter.largestLimit)
        #expect(try IMDbDatasetImporter(limit: .max).importMovies(ratings: ratings, basics: basics).count == 4)
    }

    @Test func aMissingGenreIsNoGenre() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.write(Self.ratings, named: "r.tsv", in: folder, lineEnd: "\r\n")
        let basics = try Self.write(Self.basics, named: "b.tsv", in: folder)
        let movies = try IMDbDatasetImporter().importMovies(ratings: ratings, basics: basics)
        #expect(movies.map(\.title) == ["The Shawshank Redemption", "The Dark Knight", "The Godfather", "Obscure"])
        #expect(movies.last?.genres == [])
    }

    @Test func readsGzippedFiles() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.gzip(Self.write(Self.ratings, named: "title.ratings.tsv", in: folder))
        let basics = try Self.gzip(Self.write(Self.basics, named: "title.basics.tsv", in: folder))
        let movies = try IMDbDatasetImporter(limit: 2).importMovies(ratings: ratings, basics: basics)
        #expect(movies.map(\.title) == ["The Shawshank Redemption", "The Dark Knight"])
    }

    @Test func aFileThatIsNotGzipSaysSo() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.write(Self.ratings, named: "title.ratings.tsv.gz", in: folder)
        let basics = try Self.write(Self.basics, named: "title.basics.tsv", in: folder)
        let error = #expect(throws: IMDbDatasetError.decompressionFailed(path: ratings.path, reason: Strings.datasetNotGzip)) {
            try IMDbDatasetImporter().importMovies(ratings: ratings, basics: basics)
        }
        #expect(
            error?.message.en == "\(ratings.path): cannot decompress it: it is not gzip data (a \".gz\" file starts with the bytes 1f 8b)")
    }

    @Test func aBadLineStopsTheImportWithFileAndLine() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.write(Self.ratings + ["tt0000002\tgood\t12"], named: "r.tsv", in: folder)
        let basics = try Self.write(Self.basics, named: "b.tsv", in: folder)
        let error = #expect(throws: IMDbDatasetError.self) {
            try IMDbDatasetImporter().importMovies(ratings: ratings, basics: basics)
        }
        #expect(error?.message.en == "\(ratings.path):10: averageRating has a bad value 'good'")
    }

    @Test func aShortCandidateRowIsABadLine() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.write(Self.ratings, named: "r.tsv", in: folder)
        let basics = try Self.write(Self.basics + ["tt0903747\tmovie\tCut short"], named: "b.tsv", in: folder)
        #expect(throws: IMDbDatasetError.badLine(path: basics.path, line: 10, reason: Strings.datasetFieldCount(expected: 9, found: 3))) {
            try IMDbDatasetImporter().importMovies(ratings: ratings, basics: basics)
        }
    }

    /// Was a crash: 18 digits before the point overflowed Int while scaling
    /// (the input is kept in Fuzz/Corpus/IMDbTSV).
    @Test func aRatingTooLongForANumberIsABadValueNotACrash() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.write(Self.ratings + ["tt0000002\t999999999999999999.5\t12"], named: "r.tsv", in: folder)
        let basics = try Self.write(Self.basics, named: "b.tsv", in: folder)
        let error = #expect(throws: IMDbDatasetError.self) {
            try IMDbDatasetImporter().importMovies(ratings: ratings, basics: basics)
        }
        #expect(error?.message.en == "\(ratings.path):10: averageRating has a bad value '999999999999999999.5'")
    }

    /// Was a crash: basics took the id from the first column, wherever tconst
    /// was, and a `\N` in tconst then failed a force-unwrap (input in Fuzz/Corpus/IMDbTSV).
    @Test func basicsReadsTheIdFromItsTconstColumnWhereverItIs() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.write(Self.ratings, named: "r.tsv", in: folder)
        let reordered = [
            "primaryTitle\ttitleType\tisAdult\tstartYear\tgenres\ttconst",
            "tt0903747\tmovie\t0\t1994\tDrama\ttt0111161",
            "The Godfather\tmovie\t0\t1972\tCrime,Drama\ttt0068646",
        ]
        let basics = try Self.write(reordered, named: "b.tsv", in: folder)
        let movies = try IMDbDatasetImporter().importMovies(ratings: ratings, basics: basics)
        #expect(movies.map(\.imdbID) == ["tt0111161", "tt0068646"])
        #expect(movies.map(\.title) == ["tt0903747", "The Godfather"])

        let missingID = try Self.write(reordered + ["tt0468569\tmovie\t0\t2008\tAction\t\\N"], named: "c.tsv", in: folder)
        #expect(
            throws: IMDbDatasetError.badLine(path: missingID.path, line: 4, reason: Strings.datasetBadValue(column: "tconst", value: "\\N"))
        ) {
            try IMDbDatasetImporter().importMovies(ratings: ratings, basics: missingID)
        }
    }

    @Test func swappedFilesLackTheirColumns() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Self.write(Self.ratings, named: "r.tsv", in: folder)
        let basics = try Self.write(Self.basics, named: "b.tsv", in: folder)
        #expect(throws: IMDbDatasetError.missingColumns(path: basics.path, columns: ["averageRating", "numVotes"])) {
            try IMDbDatasetImporter().importMovies(ratings: basics, basics: ratings)
        }
        #expect(throws: IMDbDatasetError.unreadable(path: folder.appending(path: "none.tsv").path, reason: "No such file or directory")) {
            try IMDbDatasetImporter().importMovies(ratings: folder.appending(path: "none.tsv"), basics: basics)
        }
    }

    /// 30,000 rows (1.8 MB) span several 256 KiB reads, so lines cross buffer
    /// boundaries; gzipped, they cross zlib's input reads too.
    @Test(arguments: [false, true])
    func streamsFilesLargerThanItsBuffer(gzipped: Bool) throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ids = 1...30_000
        let ratings = try Self.write(
            ["tconst\taverageRating\tnumVotes"]
                + ids.map { "tt\(String(format: "%07d", $0))\t\(Double($0 % 90 + 10) / 10)\t\($0 * 7 % 30_011)" },
            named: "r.tsv", in: folder
        )
        let basics = try Self.write(
            [Self.basics[0]]
                + ids.map {
                    "tt\(String(format: "%07d", $0))\t\($0 % 3 == 0 ? "tvSeries" : "movie")\tTitle number \($0)\t-\t0\t\(1900 + $0 % 120)\t\\N\t90\tDrama"
                },
            named: "b.tsv", in: folder
        )
        let (ratingsFile, basicsFile) = gzipped ? (try Self.gzip(ratings), try Self.gzip(basics)) : (ratings, basics)
        let expected = ids.filter { $0 % 3 != 0 }.sorted { ($0 * 7 % 30_011, -$0) > ($1 * 7 % 30_011, -$1) }.prefix(250).map {
            "Title number \($0)"
        }
        let movies = try IMDbDatasetImporter().importMovies(ratings: ratingsFile, basics: basicsFile)
        #expect(movies.map(\.title) == Array(expected))
        #expect(movies.first?.votes == movies.map(\.votes).max())
    }
}

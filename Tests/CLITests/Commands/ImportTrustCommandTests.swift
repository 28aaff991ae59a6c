import DataFiles
import Foundation
import QuizPlatform
import QuizStore
import Testing

@testable import QuizCLI

/// `quizctl import` and `questions` on files from other tools (issue 14):
/// a dry run writes nothing, an empty result changes nothing, options that
/// cannot go together are refused, and outside text prints safely.
@MainActor
@Suite struct ImportTrustCommandTests {
    private let folder = TestData.temporaryFolder()
    private let files = TestData.temporaryFolder()

    private func run(_ arguments: [String]) async -> (status: QuizCLI.ExitStatus, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: [])
        let status = await Application.run(arguments, in: AppEnvironment.test(folder: folder, terminal: terminal))
        return (status, terminal)
    }

    private func write(_ lines: [String], _ name: String) throws -> String {
        let url = files.appending(path: name)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        return url.path
    }

    private static let basicsHeader = "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres"

    /// title.ratings.tsv and title.basics.tsv for `count` movies.
    private func movieFiles(_ count: Int, prefix: String) throws -> (ratings: String, basics: String) {
        let ids = (0..<count).map { String(format: "tt%07d", 3_000_000 + $0) }
        let ratings = ["tconst\taverageRating\tnumVotes"] + ids.enumerated().map { "\($1)\t7.5\t\(90_000 - $0)" }
        let basics = [Self.basicsHeader] + ids.enumerated().map { "\($1)\tmovie\tFilm \($0)\tFilm \($0)\t0\t2001\t\\N\t90\tDrama" }
        return (try write(ratings, "\(prefix).ratings.tsv"), try write(basics, "\(prefix).basics.tsv"))
    }

    /// The movie list saved in the folder's quizctl.db; nil when there is none.
    private func savedMovies() throws -> [StoredMovie]? {
        let stores = DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in })
        return try stores.movieList() == nil ? nil : stores.movies()
    }

    @Test func theRatingsDatasetWithoutBasicsSaysToGiveBasics() async throws {
        let ratings = try write(["tconst\taverageRating\tnumVotes", "tt0000001\t5.7\t2000"], "ratings-copy.tsv")
        let (status, terminal) = await run(["import", ratings])
        #expect(status != .success)
        #expect(terminal.errors.contains("--basics title.basics.tsv.gz"), "\(terminal.errors)")
        #expect(!terminal.errors.contains("fields where a card has two"))
    }

    @Test func aMovieDryRunWritesNothing() async throws {
        let first = try movieFiles(11, prefix: "eleven")
        #expect(await run(["import", first.ratings, "--basics", first.basics]).status == .success)
        let before = try savedMovies()
        let one = try movieFiles(1, prefix: "one")
        let (status, terminal) = await run(["import", one.ratings, "--basics", one.basics, "--dry-run"])
        #expect(status == .success)
        #expect(terminal.output.contains("would import 1 movie (dry run: nothing saved)"))
        #expect(try savedMovies() == before)
    }

    @Test func aDryRunInAnEmptyFolderCreatesNoMovieList() async throws {
        let one = try movieFiles(1, prefix: "one")
        #expect(await run(["import", one.ratings, "--basics", one.basics, "--dry-run"]).status == .success)
        #expect(try savedMovies() == nil)
    }

    @Test func anImportMatchingNoMovieFailsAndKeepsTheList() async throws {
        let good = try movieFiles(11, prefix: "good")
        #expect(await run(["import", good.ratings, "--basics", good.basics]).status == .success)
        let before = try savedMovies()
        let series = try write([Self.basicsHeader, "tt3000000\ttvSeries\tShow\tShow\t0\t2001\t2005\t40\tDrama"], "series.tsv")
        let (status, terminal) = await run(["import", good.ratings, "--basics", series])
        #expect(status == .failure)
        #expect(terminal.errors.contains("nothing was changed"))
        #expect(!terminal.output.contains("Imported 0"))
        #expect(try savedMovies() == before)
    }

    @Test func fewerMoviesThanTheLimitSaysWhy() async throws {
        let files = try movieFiles(3, prefix: "three")
        let (status, terminal) = await run(["import", files.ratings, "--basics", files.basics, "--limit", "250"])
        #expect(status == .success)
        #expect(terminal.errors.contains("only 3 of the rated titles are movies"))
        #expect(terminal.errors.contains("--limit 250"))
    }

    @Test func formatWithBasicsIsAUsageError() async throws {
        let files = try movieFiles(2, prefix: "two")
        let (status, terminal) = await run(["import", files.ratings, "--basics", files.basics, "--format", "csv"])
        #expect(status == .usage)
        #expect(terminal.errors.contains("no --format with --basics"))
        #expect(try savedMovies() == nil)
    }

    @Test func repeatsWithinAPackAreNotCalledQuestionsYouHad() async throws {
        let pack = try write(["Q one?,A,B", "Q two?,A,B", "q two?,A,B"], "pack.csv")
        let first = await run(["import", pack])
        #expect(first.terminal.output == "added 2 questions; 1 repeated within the file was skipped\n")
        let again = await run(["import", pack, "--dry-run"])
        // Now all three ask questions you have.
        #expect(again.terminal.output.hasSuffix("would add 0 questions; 3 you already have would be skipped (dry run: nothing saved)\n"))
    }

    @Test func questionsPrintsAHandEditedCategorySafely() async throws {
        #expect(
            await run(["add", "--text", "Largest planet?", "--correct", "Jupiter", "--wrong", "Mars", "--category", "Space"]).status
                == .success)
        // Edited in quizctl.db behind quizctl's back (with sqlite3, say).
        let client = try QuizStoreClient.live(path: folder.appending(path: "quizctl.db").path)
        var question = try #require(try client.allQuestions().first)
        #expect(question.entry.category == "Space")
        question.entry.category = "Sp\u{1b}]0;pwned\u{07}a\u{200B}ce\u{2028}x"
        #expect(try client.replaceQuestion(question))
        let (status, terminal) = await run(["questions"])
        #expect(status == .success)
        #expect(terminal.output.contains("Largest planet?  Jupiter · Space x"))
        #expect(
            !terminal.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x200B || $0.value == 0x2028 })
    }
}

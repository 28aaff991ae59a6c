import Foundation
import MovieRatingSource
import Testing

/// `movies update --full` streams title.basics: a list rebuilt from forty
/// times the titles takes about the same memory.
@Suite(.serialized) struct MovieRebuildMemoryTests {
    /// IMDb's mix of title types (a tenth movies, then episodes, shorts,
    /// series), a year missing now and then, written through `gzip -1` as
    /// it is made so the test itself stays small. Every other title is rated.
    static func generate(titles: Int, into folder: URL) throws -> (ratings: Data, basics: Data) {
        let kinds = ["movie", "tvEpisode", "tvEpisode", "tvEpisode", "tvEpisode", "tvEpisode", "short", "tvSeries", "video", "tvMovie"]
        let genres = ["Drama", "Comedy", "Crime,Drama", "Action,Adventure,Sci-Fi", "\\N"]
        let basics = try GzipWriter(to: folder.appending(path: "basics.gz"))
        let ratings = try GzipWriter(to: folder.appending(path: "ratings.gz"))
        basics.write(DatasetFixtures.basicsHeader + "\n")
        ratings.write(DatasetFixtures.ratingsHeader + "\n")
        var basicsChunk = ""
        var ratingsChunk = ""
        for number in 0..<titles {
            let id = "tt\(10_000_000 + number)"
            let year = number % 13 == 0 ? "\\N" : String(1920 + number % 105)
            basicsChunk +=
                "\(id)\t\(kinds[number % 10])\tTitle \(number)\tTitle \(number)\t0\t\(year)\t\\N\t\(number % 180)\t\(genres[number % 5])\n"
            if number % 2 == 0 { ratingsChunk += "\(id)\t\(Double(number % 91 + 10) / 10)\t\((number &* 7919) % 2_000_000 + 5)\n" }
            if number % 10_000 == 9_999 {
                basics.write(basicsChunk)
                ratings.write(ratingsChunk)
                basicsChunk = ""
                ratingsChunk = ""
            }
        }
        basics.write(basicsChunk)
        ratings.write(ratingsChunk)
        return (try ratings.finish(), try basics.finish())
    }

    /// `gzip -1` from a pipe into a file.
    final class GzipWriter {
        let process = Process()
        let input = Pipe()
        let file: URL

        init(to file: URL) throws {
            self.file = file
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["gzip", "-1", "-c"]
            process.standardInput = input
            process.standardOutput = try FileHandle(forWritingTo: file)
            try process.run()
        }

        func write(_ text: String) { input.fileHandleForWriting.write(Data(text.utf8)) }

        func finish() throws -> Data {
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return try Data(contentsOf: file)
        }
    }

    /// A full rebuild from `titles` titles: how quizctl ended, its peak
    /// memory in kilobytes, and the films in the list it saved. Blocking,
    /// and without expectations: it runs off the test's task.
    static func rebuild(titles: Int) throws -> (status: Int32, kilobytes: Int, errors: String, movies: Int?) {
        let folder = try MovieFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try generate(titles: titles, into: folder)
        let server = try DatasetFixtures.server(files: [
            IMDbDatasetHost.ratingsFile: files.ratings, IMDbDatasetHost.basicsFile: files.basics,
        ])
        defer { server.stop() }
        var environment = QuizctlProcess().environment
        environment["QUIZCTL_HOME"] = folder.appending(path: "home").path
        environment[IMDbDatasetHost.environmentVariable] = server.baseURL.absoluteString
        let run = try PeakMemory.of(["movies", "update", "--full", "--limit", "250", "--json"], environment: environment)
        let saved = try? SavedMovieList.read(folder.appending(path: "home"))
        return (run.status, run.kilobytes, run.errors, saved?.movies.count)
    }

    /// 24,000 and 1,000,000 titles (the million; about 13 s in a
    /// debug build on an idle machine). A million titles are about 70 MB of
    /// text, so a rebuild that held the file would pass the 10 MB margin
    /// many times over.
    @Test func aRebuildFromAMillionTitlesTakesAboutTheMemoryOf24000() async throws {
        let small = try await OffThePool.run { try Self.rebuild(titles: 24_000) }
        let large = try await OffThePool.run { try Self.rebuild(titles: 1_000_000) }
        for run in [small, large] {
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.movies == 250)
            #expect(run.kilobytes > 0)
        }
        #expect(large.kilobytes < small.kilobytes + 10 * 1024, "24k titles: \(small.kilobytes) KB, 1M titles: \(large.kilobytes) KB")
    }
}

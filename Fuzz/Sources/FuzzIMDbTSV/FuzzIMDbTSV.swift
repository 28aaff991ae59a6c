import Foundation
import FuzzSupport
import MovieRatingSource
import QuizPlatform

/// The two files the importer reads, one pair per fuzzing process.
let folder = FileManager.default.temporaryDirectory.appending(path: "quizctl-fuzz-imdb-\(getpid())")
let ratingsFile = folder.appending(path: "title.ratings.tsv")
let basicsFile = folder.appending(path: "title.basics.tsv")

/// libFuzzer's entry: the input up to its first NUL byte is title.ratings.tsv,
/// the rest title.basics.tsv (all of it is both when there is no NUL),
/// imported with a limit of 3 movies.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIMDbTSV(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    let limit = 3
    let split = bytes.firstIndex(of: 0)
    let ratings = split.map { bytes[..<$0] } ?? bytes[...]
    let basics = split.map { bytes[($0 + 1)...] } ?? bytes[...]
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(ratings).write(to: ratingsFile)
        try Data(basics).write(to: basicsFile)
    } catch {
        fatalError("cannot write the fuzz input: \(error)")
    }
    do {
        let movies = try IMDbDatasetImporter(limit: limit).importMovies(ratings: ratingsFile, basics: basicsFile)
        invariant(movies.count <= limit, "\(movies.count) movies for a limit of \(limit)")
        invariant(movies.map(\.rank) == Array(1..<movies.count + 1), "ranks \(movies.map(\.rank))")
        for movie in movies {
            invariant((1...10).contains(movie.rating), "rating \(movie.rating)")
            invariant(movie.imdbID.hasPrefix("tt"), "id \(movie.imdbID.debugDescription)")
            for text in [movie.title, movie.imdbID] + movie.genres {
                invariant(text.hasNoControlCharacters, "not terminal-safe: \(text.debugDescription)")
            }
        }
        invariant(zip(movies, movies.dropFirst()).allSatisfy { $0.votes >= $1.votes }, "not most-voted first")
    } catch let error as IMDbDatasetError {
        invariant(error.message.en.hasNoControlCharacters, "control character in \(error.message.en.debugDescription)")
    } catch {
        fatalError("an error that is not IMDbDatasetError: \(error)")
    }
    return 0
}

/// The program's entry (see `runLibFuzzer`).
@_cdecl("FuzzIMDbTSV_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, fuzzIMDbTSV)
}

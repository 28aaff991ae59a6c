import Foundation
import MovieRatingSource
import Synchronization
import Testing

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The two IMDb files are read at once, so two gzip processes decompress side by side.
@Suite struct MovieDatasetConcurrencyTests {
    /// Both files are FIFOs, and the writer feeds title.basics first, only
    /// once the importer has opened it: an importer that read the ratings
    /// first would leave it waiting. After ten seconds the writer gives up
    /// waiting and feeds the ratings first, so such an importer still ends
    /// and the test fails instead of hanging.
    @Test func theBasicsAreReadWhileTheRatingsAreStillToCome() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = folder.appending(path: "title.ratings.tsv")
        let basics = folder.appending(path: "title.basics.tsv")
        #expect(mkfifo(ratings.path, 0o600) == 0 && mkfifo(basics.path, 0o600) == 0)
        let basicsFirst = Mutex<Bool?>(nil)
        let feeder = Thread {
            func feed(_ descriptor: Int32, _ lines: [String]) {
                let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
                _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
            let deadline = Date().addingTimeInterval(10)
            var descriptor: Int32 = -1
            while descriptor < 0, Date() < deadline {
                descriptor = open(basics.path, O_WRONLY | O_NONBLOCK)
                if descriptor < 0 { usleep(10_000) }
            }
            basicsFirst.withLock { $0 = descriptor >= 0 }
            if descriptor >= 0 {
                feed(descriptor, MovieDatasetImporterTests.basics)
                feed(open(ratings.path, O_WRONLY), MovieDatasetImporterTests.ratings)
            } else {
                feed(open(ratings.path, O_WRONLY), MovieDatasetImporterTests.ratings)
                feed(open(basics.path, O_WRONLY), MovieDatasetImporterTests.basics)
            }
        }
        feeder.start()
        let movies = try IMDbDatasetImporter(limit: 3).importMovies(ratings: ratings, basics: basics)
        #expect(movies.map(\.title) == ["The Shawshank Redemption", "The Dark Knight", "The Godfather"])
        #expect(basicsFirst.withLock { $0 } == true)
    }

    /// Two megabytes of movie lines come before the ratings, far more than the
    /// basics pass may hold: it holds what fits, waits for the ratings, and
    /// still finds the films at the start, in the middle and at the end.
    @Test func moreMovieLinesThanMayBeHeldAreWaitedForNotLost() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = folder.appending(path: "title.ratings.tsv")
        let basics = folder.appending(path: "title.basics.tsv")
        #expect(mkfifo(ratings.path, 0o600) == 0 && mkfifo(basics.path, 0o600) == 0)
        let count = 20_000
        let padding = String(repeating: "p", count: 60)
        let basicsText =
            MovieDatasetImporterTests.basics[0] + "\n"
            + (0..<count).map { "tt\(1_000_000 + $0)\tmovie\tFilm \($0) \(padding)\t-\t0\t2001\t\\N\t90\tDrama\n" }.joined()
        #expect(basicsText.utf8.count > 2 * (1 << 20))
        let ratingsText = "tconst\taverageRating\tnumVotes\ntt1000000\t7.0\t300\ntt1010000\t8.0\t200\ntt1019999\t9.0\t100\n"
        let written = Mutex(0)
        let stalledAt = Mutex(Int.max)
        let basicsWriter = Thread {
            let descriptor = open(basics.path, O_WRONLY)
            let bytes = Array(basicsText.utf8)
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].prefix(64 * 1024).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                offset += count
                written.withLock { $0 = offset }
            }
            close(descriptor)
        }
        // The ratings only once the basics stop flowing: the pass holds all it
        // may and waits for them (or after ten seconds, so a pass that never
        // waits still ends).
        let ratingsWriter = Thread {
            let deadline = Date().addingTimeInterval(10)
            var seen = -1
            while Date() < deadline {
                let now = written.withLock { $0 }
                if now == seen && now > 0 {
                    stalledAt.withLock { $0 = now }
                    break
                }
                seen = now
                usleep(200_000)
            }
            let descriptor = open(ratings.path, O_WRONLY)
            _ = Array(ratingsText.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        basicsWriter.start()
        ratingsWriter.start()
        let movies = try IMDbDatasetImporter(limit: 3).importMovies(ratings: ratings, basics: basics)
        #expect(movies.map(\.imdbID) == ["tt1000000", "tt1010000", "tt1019999"])
        #expect(movies.map(\.title) == ["Film 0 \(padding)", "Film 10000 \(padding)", "Film 19999 \(padding)"])
        #expect(written.withLock { $0 } == basicsText.utf8.count)
        // The pass stopped reading at its limit, long before the end of basics.
        #expect(stalledAt.withLock { $0 } < basicsText.utf8.count, "the basics pass held every line")
    }
}

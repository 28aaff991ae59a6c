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
}

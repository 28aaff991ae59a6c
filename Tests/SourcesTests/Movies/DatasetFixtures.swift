import Foundation
import MovieRatingSource
import Synchronization
import Testing

/// IMDb-shaped dataset files for `movies update`: the real header lines and
/// column layouts, `\N` for a missing value, gzip-compressed by the system's
/// gzip as IMDb's own are, and a loopback server that serves them by name
/// with HTTP ranges (or, when asked, without).
enum DatasetFixtures {
    static let ratingsHeader = "tconst\taverageRating\tnumVotes"
    static let basicsHeader = "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres"

    struct Rating {
        var id: String
        var rating: Double
        var votes: Int
    }

    /// title.ratings: the given rows, then `filler` rated titles of no list
    /// (episodes and shorts, with few votes), so the file passes the check
    /// that a real file lists many titles.
    static func ratings(_ rows: [Rating], filler: Int = MovieDatasetUpdate.defaultMinimumRatings) -> String {
        var text = ratingsHeader + "\n"
        for row in rows { text += "\(row.id)\t\(String(format: "%.1f", row.rating))\t\(row.votes)\n" }
        for number in 0..<filler { text += "tt\(90_000_000 + number)\t\(Double(number % 91 + 10) / 10)\t\(number % 400 + 5)\n" }
        return text
    }

    /// The text compressed by `gzip -c`.
    static func gzip(_ text: String) throws -> Data {
        let folder = try MovieFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appending(path: "file.tsv")
        try Data(text.utf8).write(to: plain)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-c", plain.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return data
    }

    /// Counts requests, so a server can misbehave once.
    final class Counter: Sendable {
        private let value = Mutex(0)
        /// The count before this call: 0 for the first.
        func next() -> Int {
            value.withLock { count in
                defer { count += 1 }
                return count
            }
        }
    }

    /// Serves `files` by name (see `answer`). With `cutFirstAfter`, the
    /// first answer stops after that many bytes of its body and the
    /// connection closes.
    static func server(files: [String: Data], ranges: Bool = true, cutFirstAfter: Int? = nil) throws -> LoopbackHTTPServer {
        let counter = Counter()
        return try LoopbackHTTPServer { request in
            var response = answer(request, files: files, ranges: ranges)
            if counter.next() == 0 { response.cutAfter = cutFirstAfter }
            return response
        }
    }

    /// A file by the request's last path component: 206 with Content-Range
    /// for a Range request when `ranges` (416 past the end), else the whole
    /// file (200); 404 for another name.
    static func answer(_ request: RecordedRequest, files: [String: Data], ranges: Bool = true) -> StubResponse {
        let name = String(request.path.split(separator: "/").last ?? "")
        guard let file = files[name] else {
            return StubResponse(status: 404, headers: ["Content-Type": "text/html"], body: Data("<h1>Not Found</h1>".utf8))
        }
        guard ranges, let range = request.headers["range"], range.hasPrefix("bytes="), let start = Int(range.dropFirst(6).dropLast()) else {
            return StubResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: file)
        }
        guard start < file.count else {
            return StubResponse(status: 416, headers: ["Content-Range": "bytes */\(file.count)"], body: Data())
        }
        return StubResponse(
            status: 206,
            headers: ["Content-Type": "application/octet-stream", "Content-Range": "bytes \(start)-\(file.count - 1)/\(file.count)"],
            body: file.subdata(in: start..<file.count))
    }
}

import Foundation
import HTTPClient
import MovieRatingSource
import QuizPlatform
import Testing

/// Every download into a file is bounded whatever the server does: a body
/// that never ends stops at the cap, a trickle at the deadline, and no
/// download takes the disk's reserve. Through the system's curl against a
/// loopback server; each case stops by itself if its bound does not hold
/// (the server's body is finite), so a regression fails, never fills a disk.
@Suite struct DownloadLimitsTests {
    static let megabyte: Int64 = 1 << 20

    static func download(_ server: LoopbackHTTPServer, limits: DownloadLimits) async throws(DownloadError) -> (URL, DownloadResult) {
        let folder = (try? MovieFixtures.temporaryFolder()) ?? FileManager.default.temporaryDirectory
        let part = folder.appending(path: "file.part")
        let result = try await HTTPClient.live.download(server.baseURL.appending(path: "file"), part, limits) { _ in }
        return (part, result)
    }

    static func size(of url: URL) -> Int64? {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int).map(Int64.init)
    }

    static func limits(maxBytes: Int64 = 64_000_000, deadline: Duration = .seconds(120), reserve: Int64 = 0) -> DownloadLimits {
        DownloadLimits(maxBytes: maxBytes, deadline: deadline, diskReserve: reserve)
    }

    /// Before, a body with no length was written for as long as it came
    /// (80 GB in 163 s, until the disk was full).
    @Test func aBodyThatNeverEndsStopsAtTheCapAndLeavesNoFile() async throws {
        // 256 MB without a Content-Length: far past the 1 MB cap, and finite, so a broken cap ends the test anyway.
        let server = try LoopbackHTTPServer { _ in StubResponse(body: Data(repeating: 0x61, count: 64 * 1024), streamedBytes: 256 << 20) }
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let part = folder.appending(path: "file.part")
        await #expect(throws: DownloadError.tooLarge(limit: Self.megabyte)) {
            _ = try await HTTPClient.live.download(server.baseURL.appending(path: "file"), part, Self.limits(maxBytes: Self.megabyte)) {
                #expect($0.received <= Self.megabyte)
            }
        }
        #expect(Self.size(of: part) == nil, "nothing over the cap is worth keeping")
    }

    @Test func aDeclaredLengthOverTheCapIsRefusedBeforeItsFirstByte() async throws {
        let body = Data(repeating: 0x62, count: 2 << 20)
        let server = try LoopbackHTTPServer { _ in StubResponse(body: body) }
        defer { server.stop() }
        do {
            _ = try await Self.download(server, limits: Self.limits(maxBytes: Self.megabyte))
            Issue.record("a 2 MB file passed a 1 MB cap")
        } catch {
            #expect(error == .tooLarge(limit: Self.megabyte))
        }
    }

    @Test func aFileAtTheCapIsWhole() async throws {
        let body = Data(repeating: 0x63, count: Int(Self.megabyte))
        let server = try LoopbackHTTPServer { _ in StubResponse(body: body) }
        defer { server.stop() }
        let (part, result) = try await Self.download(server, limits: Self.limits(maxBytes: Self.megabyte))
        #expect(result.size == Self.megabyte)
        #expect(Self.size(of: part) == Self.megabyte)
    }

    /// A byte a second passes curl's own speed rule for ever; the deadline
    /// ends it and keeps what came, for the next run to resume after.
    @Test func aTrickleIsCutAtTheDeadlineAndWhatCameIsKept() async throws {
        // 120 bytes at one every 50 ms: six seconds if the 1 s deadline did not hold.
        let server = try LoopbackHTTPServer { _ in StubResponse(body: Data(repeating: 0x64, count: 120), trickle: 0.05) }
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let part = folder.appending(path: "file.part")
        do {
            _ = try await HTTPClient.live.download(server.baseURL.appending(path: "file"), part, Self.limits(deadline: .seconds(1))) { _ in
            }
            Issue.record("the trickle finished: the deadline did not cut it")
        } catch {
            guard case .deadlineExceeded(let after, let received) = error else {
                Issue.record("expected the deadline, got \(error)")
                return
            }
            #expect(after == .seconds(1))
            // curl buffers what it hands on, so a few bytes may still be in it when it is killed.
            #expect(received < 120 && (Self.size(of: part) ?? 0) == received)
        }
    }

    @Test func aDownloadThatWouldTakeTheDisksReserveStopsAndSaysHowMuchIsFree() async throws {
        // No disk has an exabyte free: the reserve cannot be kept.
        let reserve: Int64 = 1 << 60
        for declared in [true, false] {
            let server = try LoopbackHTTPServer { _ in
                declared
                    ? StubResponse(body: Data(repeating: 0x65, count: 4096))
                    : StubResponse(body: Data(repeating: 0x65, count: 4096), streamedBytes: 4096)
            }
            defer { server.stop() }
            do {
                _ = try await Self.download(server, limits: Self.limits(reserve: reserve))
                Issue.record("the download took the disk's reserve (declared length: \(declared))")
            } catch {
                guard case .noSpace(_, let available, let kept) = error else {
                    Issue.record("expected no space, got \(error)")
                    continue
                }
                #expect(kept == reserve && available > 0 && available < reserve)
            }
        }
    }

    @Test func theMessagesSayWhatHappenedAndWhatToDo() {
        let url = URL(string: "https://datasets.imdbws.com/title.ratings.tsv.gz")!
        let tooLarge = MovieUpdateError.download(url: url, .tooLarge(limit: 64_000_000)).message
        #expect(tooLarge(.en).contains("passed 64.0 MB") && tooLarge(.en).contains("deleted"))
        #expect(tooLarge(.ru).contains("больше 64,0 МБ"))
        let late = MovieUpdateError.download(url: url, .deadlineExceeded(after: .seconds(300), received: 1_500_000)).message
        #expect(late(.en).contains("300 s (--timeout), 1.5 MB so far"))
        #expect(late(.ru).contains("300 с (--timeout), получено 1,5 МБ"))
        let full = MovieUpdateError.download(url: url, .noSpace(path: "/d/x.part", available: 500_000_000, reserve: 1_000_000_000)).message
        #expect(full(.en).contains("500.0 MB free") && full(.en).contains("at least 1.0 GB"))
        #expect(full(.ru).contains("свободно 500,0 МБ") && full(.ru).contains("не меньше 1,0 ГБ"))
    }

    @Test func theDatasetsAreCappedBySize() {
        #expect(IMDbDatasetHost.byteCap(of: IMDbDatasetHost.ratingsFile) == 64_000_000)
        #expect(IMDbDatasetHost.byteCap(of: IMDbDatasetHost.basicsFile) == 1_000_000_000)
    }
}

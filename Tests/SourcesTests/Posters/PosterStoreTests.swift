import Foundation
import HTTPClient
import Testing

@testable import MovieRatingSource

/// Posters downloaded from a loopback server into the data folder's cache:
/// JPEG and PNG only, size-limited, http(s) only, the oldest evicted past the cap.
@Suite struct PosterStoreTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../Fixtures/Posters")
    static func fixture(_ name: String) throws -> Data { try Data(contentsOf: fixtures.appending(path: name)) }

    private func server() throws -> LoopbackHTTPServer {
        let jpeg = try Self.fixture("tiny-poster.jpg")
        let png = try Self.fixture("tiny-poster.png")
        return try LoopbackHTTPServer { request in
            switch request.path {
            case let path where path.hasSuffix(".jpg"): StubResponse(headers: ["Content-Type": "image/jpeg"], body: jpeg)
            case let path where path.hasSuffix(".png"): StubResponse(headers: ["Content-Type": "image/png"], body: png)
            case "/big.jpg.bin": StubResponse(body: jpeg + Data(repeating: 0, count: 4096))
            case "/page.html": StubResponse(headers: ["Content-Type": "text/html"], body: Data("<html></html>".utf8))
            default: StubResponse(status: 404)
            }
        }
    }

    @Test func aPosterIsDownloadedOnceAndKeptPrivately() async throws {
        let server = try server()
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let store = PosterStore(dataFolder: folder, http: .live)
        let url = server.baseURL.appending(path: "a.jpg")
        let image = try #require(await store.image(for: url))
        let fixture = try Self.fixture("tiny-poster.jpg")
        #expect(image.format == .jpeg && image.data == fixture)
        #expect(await store.image(for: url) == image)
        #expect(server.requests.count == 1, "the second time comes from the cache")
        #expect(store.cachedImage(for: url) == image)

        let files = try FileManager.default.contentsOfDirectory(at: store.folder, includingPropertiesForKeys: nil)
        #expect(files.count == 1)
        let permissions = try FileManager.default.attributesOfItem(atPath: try #require(files.first).path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try #require(await store.image(for: server.baseURL.appending(path: "b.png"))).format == .png)
    }

    @Test func whatIsNotAPosterIsRefused() async throws {
        let server = try server()
        defer { server.stop() }
        let store = PosterStore(dataFolder: try MovieFixtures.temporaryFolder(), http: .live, imageLimit: 1024)
        #expect(await store.image(for: server.baseURL.appending(path: "page.html")) == nil, "not JPEG or PNG bytes")
        #expect(await store.image(for: server.baseURL.appending(path: "missing")) == nil, "404")
        #expect(await store.image(for: server.baseURL.appending(path: "big.jpg.bin")) == nil, "over the image limit")
        #expect(await store.image(for: URL(string: "file:///etc/hostname")!) == nil, "not http(s)")
        #expect(server.requests.count == 3)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: store.folder.path))?.isEmpty ?? true)
    }

    @Test func theOldestPostersGoPastTheCap() async throws {
        let server = try server()
        defer { server.stop() }
        let size = try Self.fixture("tiny-poster.jpg").count
        let store = PosterStore(dataFolder: try MovieFixtures.temporaryFolder(), http: .live, capacity: 3 * size)
        let urls = (1...4).map { server.baseURL.appending(path: "\($0).jpg") }
        for (index, url) in urls.enumerated() {
            #expect(await store.image(for: url) != nil)
            // Downloaded a minute apart, so that "oldest" does not rest on one clock tick.
            let file = store.fileURL(for: url)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(index - 10) * 60)], ofItemAtPath: file.path)
        }
        let kept = urls.map { store.cachedImage(for: $0) != nil }
        #expect(kept == [false, true, true, true], "the first, oldest, poster was evicted")
    }

    @Test func aRoundsPostersArePrefetchedTogether() async throws {
        let server = try server()
        defer { server.stop() }
        let store = PosterStore(dataFolder: try MovieFixtures.temporaryFolder(), http: .live)
        let urls = (1...6).map { server.baseURL.appending(path: "\($0).jpg") }
        await store.prefetch(urls + urls)
        #expect(server.requests.count == 6)
        #expect(urls.allSatisfy { store.cachedImage(for: $0) != nil })
    }
}

import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import HTTPClient
import QuizPlatform

/// Downloaded posters, kept in the data folder's `posters/` under a size cap
/// (the oldest go first), so a film seen again shows its poster at once.
///
/// Only http(s) addresses are fetched, only JPEG and PNG bytes are kept
/// (checked by their signature: the transport does not pass the
/// Content-Type on), and a poster over `imageLimit` is refused. A cache:
/// files are replaced atomically (0600), a failure is simply no poster.
public struct PosterStore: Sendable {
    public static let folderName = "posters"
    /// OMDb's posters (300 pixels wide) are 20–60 KB: 20 MB holds hundreds.
    public static let defaultCapacity = 20 << 20
    public static let defaultImageLimit = 1 << 20

    public let folder: URL
    public let capacity: Int
    public let imageLimit: Int
    public let timeout: TimeInterval
    private let http: HTTPClient

    public init(
        dataFolder: URL, http: HTTPClient, capacity: Int = PosterStore.defaultCapacity, imageLimit: Int = PosterStore.defaultImageLimit,
        timeout: TimeInterval = 5
    ) {
        folder = dataFolder.appending(path: Self.folderName)
        self.http = http
        self.capacity = capacity
        self.imageLimit = imageLimit
        self.timeout = timeout
    }

    /// The cached poster of `url`, without touching the network.
    public func cachedImage(for url: URL) -> PosterImage? {
        guard let data = try? Data(contentsOf: fileURL(for: url)), data.count <= imageLimit else { return nil }
        return PosterImage(data: data)
    }

    /// The poster of `url`, from the cache or downloaded into it.
    public func image(for url: URL) async -> PosterImage? {
        if let cached = cachedImage(for: url) { return cached }
        guard Self.isFetchable(url), let answer = try? await http.get(url, timeout), (200..<300).contains(answer.status),
            answer.data.count <= imageLimit, let image = PosterImage(data: answer.data)
        else { return nil }
        try? PrivateFile.write(answer.data, to: fileURL(for: url))
        evict()
        return image
    }

    /// Downloads the posters a round will show, a few at a time, before it starts.
    public func prefetch(_ urls: [URL]) async {
        var pending = Array(Set(urls).filter { cachedImage(for: $0) == nil })[...]
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            while true {
                while running < 4, let url = pending.popFirst() {
                    running += 1
                    group.addTask { _ = await image(for: url) }
                }
                guard await group.next() != nil else { return }
                running -= 1
            }
        }
    }

    static func isFetchable(_ url: URL) -> Bool {
        ["http", "https"].contains(url.scheme?.lowercased() ?? "") && url.host != nil
    }

    /// One file per address: a digest of it, so no part of a URL becomes a path.
    func fileURL(for url: URL) -> URL {
        folder.appending(path: FNV1a.hex(url.absoluteString) + ".poster")
    }

    /// Removes the oldest posters until the folder is within `capacity`.
    func evict() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        var entries = names.compactMap { name -> (url: URL, size: Int, date: Date)? in
            let file = folder.appending(path: name)
            var status = stat()
            guard file.pathExtension == "poster", lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
            return (file, Int(status.st_size), Date(timeIntervalSince1970: modified))
        }
        entries.sort { $0.date < $1.date }
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries where total > capacity {
            try? FileManager.default.removeItem(at: entry.url)
            total -= entry.size
        }
    }
}

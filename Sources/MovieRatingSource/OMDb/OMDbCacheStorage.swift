import FoundationEssentials
import Synchronization

/// Where `OMDbCache` keeps its contents, as closures: the source does not
/// know the store (QuizCLI builds this on a document of quizctl.db). Both
/// swallow failures, as a cache may: a read that fails is a miss, a write
/// that fails costs requests later.
public struct OMDbCacheStorage: Sendable {
    /// The contents last saved; nil when none are, or they cannot be read.
    public var load: @Sendable () -> OMDbCache.Contents?
    public var save: @Sendable (OMDbCache.Contents) -> Void

    public init(load: @escaping @Sendable () -> OMDbCache.Contents?, save: @escaping @Sendable (OMDbCache.Contents) -> Void) {
        self.load = load
        self.save = save
    }

    /// Contents kept in memory, for as long as the value (and its copies) lives.
    public static func inMemory() -> OMDbCacheStorage {
        let contents = Mutex<OMDbCache.Contents?>(nil)
        return OMDbCacheStorage(load: { contents.withLock { $0 } }, save: { new in contents.withLock { $0 = new } })
    }
}

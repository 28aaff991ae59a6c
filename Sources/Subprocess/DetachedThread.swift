@preconcurrency import Glibc

/// A plain detached pthread running one closure: a blocking wait that must
/// start now, whatever else is waiting, or work beside the caller's.
public enum DetachedThread {
    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes (nil:
    /// the system's default), or here when no thread can be had.
    public static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        var thread = pthread_t()
        let started = pthread_create(
            &thread, &attributes,
            { raw in
                Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
                return nil
            }, work)
        guard started == 0 else {
            // No thread to be had: run here rather than never.
            Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }
}

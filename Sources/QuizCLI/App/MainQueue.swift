import CMainQueue
@preconcurrency import Glibc

/// The main thread's loop: it runs the main queue, where the main actor's
/// work is queued, for as long as the process lives.
///
/// Swift's own loop for an async `main` is `dispatch_main`, which leaves the
/// main thread through `pthread_exit`. In the static binary that exit's
/// unwinding reads and sorts every frame table of the program first: 22 ms
/// and 3 MB on any command that ever waits (a game waits for each answer).
/// This loop is the one CoreFoundation's run loop keeps, without the rest of
/// the run loop; the process ends when the program calls `exit`.
enum MainQueue {
    static func run() -> Never {
        let handle = _dispatch_get_main_queue_handle_4CF()
        var wake = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        var signals: UInt64 = 0
        while true {
            _dispatch_main_queue_callback_4CF(nil)
            // Interrupted by a signal or not, the queue is looked at again.
            _ = poll(&wake, 1, -1)
            _ = read(handle, &signals, MemoryLayout<UInt64>.size)
        }
    }
}

@preconcurrency import Glibc
import Synchronization

/// The run loop's one queue of events that do not come from the keyboard:
/// effects finishing, messages from the network, ticks taken while effects
/// run. `post` may be called from any thread; a loop waiting in `poll` for
/// a key wakes through `wakeDescriptor`, a loop awaiting `next()` resumes.
final class EventQueue: Sendable {
    private struct State {
        var events: [Event] = []
        var waiter: CheckedContinuation<Event, Never>?
    }

    private let state = Mutex(State())
    /// The read end of a self-pipe that holds a byte while events wait:
    /// poll it beside the keyboard.
    let wakeDescriptor: Int32
    private let pokeDescriptor: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        wakeDescriptor = ends[0]
        pokeDescriptor = ends[1]
    }

    deinit {
        if wakeDescriptor >= 0 { close(wakeDescriptor) }
        if pokeDescriptor >= 0 { close(pokeDescriptor) }
    }

    /// Adds an event from anywhere: the entry point for effects and for the
    /// network host. Never blocks.
    func post(_ event: Event) {
        let waiter = state.withLock { state -> CheckedContinuation<Event, Never>? in
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.events.append(event)
            return nil
        }
        if let waiter {
            waiter.resume(returning: event)
        } else if pokeDescriptor >= 0 {
            var byte: UInt8 = 1
            _ = write(pokeDescriptor, &byte, 1)
        }
    }

    /// The oldest waiting event, or nil when there is none.
    func take() -> Event? {
        state.withLock { state in
            guard !state.events.isEmpty else {
                InputWait.drain(wakeDescriptor)
                return nil
            }
            return state.events.removeFirst()
        }
    }

    /// The next event, waiting for one to be posted.
    func next() async -> Event {
        if let event = take() { return event }
        return await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Event? in
                if !state.events.isEmpty { return state.events.removeFirst() }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}

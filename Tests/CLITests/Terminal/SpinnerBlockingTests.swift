@preconcurrency import Glibc
import Testing

@testable import QuizCLI

/// `Spinner.runBlocking`: off a terminal the work runs on the caller's
/// thread, so the main task never suspends (and the main thread never exits
/// through `dispatch_main`). On a terminal the spinner is drawn as ever: that
/// test is in `TerminalSessionTests`, which owns the process-wide cursor state.
@Suite struct SpinnerBlockingTests {
    @MainActor private static func terminal(error: Int32, interactive: Bool) -> Terminal {
        var terminal = Terminal.live(variables: [:], error: error)
        terminal.isTerminal = { _ in interactive }
        return terminal
    }

    @Test @MainActor func offATerminalTheWorkRunsOnTheCallersThread() async throws {
        let pipe = try TestPipe()
        let caller = pthread_self()
        let worker = await Spinner.runBlocking(message: "Reading", on: Self.terminal(error: pipe.writeEnd, interactive: false)) {
            pthread_self()
        }
        #expect(pthread_equal(worker, caller) != 0)
        #expect(pipe.drain() == "")
    }
}

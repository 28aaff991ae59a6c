@preconcurrency import Glibc
import Testing

@testable import QuizCLI

/// `Spinner.runBlocking`: off a terminal the work runs on the caller's
/// thread, so the main task never suspends (and the main thread never exits
/// through `dispatch_main`); on a terminal the spinner is drawn as ever.
@Suite(.serialized) struct SpinnerBlockingTests {
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

    @Test @MainActor func onATerminalTheSpinnerIsDrawnAndErased() async throws {
        let pipe = try TestPipe()
        let value = await Spinner.runBlocking(message: "Reading", on: Self.terminal(error: pipe.writeEnd, interactive: true)) { 42 }
        #expect(value == 42)
        let drawn = pipe.drain()
        #expect(drawn.hasPrefix(Screen.hideCursor), "\(drawn)")
        // The line is erased and the cursor shown again (in whichever order the spinner's own tests pin down).
        #expect(drawn.contains(Screen.clearLine) && drawn.contains(Screen.showCursor), "\(drawn)")
    }
}

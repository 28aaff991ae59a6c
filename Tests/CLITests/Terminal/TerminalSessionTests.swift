@preconcurrency import Glibc
import Testing

@testable import QuizCLI

/// Everything that touches the process-wide terminal state, one test at a time.
extension TerminalStateSuites {
    @Suite struct TerminalSessionTests {
        private func bytes(of settings: termios) -> [UInt8] {
            withUnsafeBytes(of: settings) { Array($0) }
        }

        @Test func restoreIsSafeWhenNothingWasChanged() {
            TerminalSession.restore()
            TerminalSession.showCursor()
            #expect(!TerminalSession.isInCBreak)
            #expect(!TerminalSession.isCursorHidden)
        }

        @Test func cbreakClearsEchoAndCanonicalButKeepsSignals() throws {
            let terminal = try PseudoTerminal()
            #expect(TerminalSession.enterCBreak(descriptor: terminal.secondary))
            defer { TerminalSession.restore() }
            let cbreak = terminal.settings()
            #expect(cbreak.c_lflag & tcflag_t(ECHO) == 0)
            #expect(cbreak.c_lflag & tcflag_t(ICANON) == 0)
            #expect(cbreak.c_lflag & tcflag_t(ISIG) != 0)
            let controls = withUnsafeBytes(of: cbreak.c_cc) { Array($0) }
            #expect(controls[Int(VMIN)] == 1)
            #expect(controls[Int(VTIME)] == 0)
        }

        @Test func restorePutsBackTheExactSettings() throws {
            let terminal = try PseudoTerminal()
            let original = terminal.settings()
            #expect(TerminalSession.enterCBreak(descriptor: terminal.secondary))
            #expect(TerminalSession.enterCBreak(descriptor: terminal.secondary), "entering twice is harmless")
            TerminalSession.restore()
            #expect(!TerminalSession.isInCBreak)
            #expect(bytes(of: terminal.settings()) == bytes(of: original))
        }

        @Test func cbreakRefusesAPipe() throws {
            let pipe = try TestPipe()
            #expect(!TerminalSession.enterCBreak(descriptor: pipe.readEnd))
            #expect(!TerminalSession.isInCBreak)
        }

        @Test func hiddenCursorIsShownAgainOnRestore() throws {
            let pipe = try TestPipe()
            TerminalSession.hideCursor(on: pipe.writeEnd)
            #expect(TerminalSession.isCursorHidden)
            TerminalSession.restore()
            TerminalSession.showCursor()
            #expect(!TerminalSession.isCursorHidden)
            #expect(pipe.drain() == Screen.hideCursor + Screen.showCursor)
        }

        @Test func spinnerDrawsWhileWorkingThenErasesItsLine() async throws {
            let pipe = try TestPipe()
            let readEnd = pipe.readEnd
            // The work lasts until two frames have been drawn, however slow the machine
            // (this wait holds a thread of the shared pool, and so may other tests).
            let drawnMeanwhile = await Spinner.run(message: "Loading", on: Self.terminal(error: pipe.writeEnd, interactive: true)) {
                var seen: [UInt8] = []
                while !String(decoding: seen, as: UTF8.self).contains(Spinner.frame(1, message: "Loading")) {
                    guard InputWait.readable(readEnd, milliseconds: 30_000) == .ready,
                        let bytes = InputWait.read(readEnd), !bytes.isEmpty
                    else { break }
                    seen += bytes
                }
                return String(decoding: seen, as: UTF8.self)
            }
            #expect(!TerminalSession.isCursorHidden)
            #expect(drawnMeanwhile.hasPrefix(Screen.hideCursor + Spinner.frame(0, message: "Loading")))
            #expect(drawnMeanwhile.contains(Spinner.frame(1, message: "Loading")))
            #expect((drawnMeanwhile + pipe.drain()).hasSuffix(Screen.clearLine + Screen.showCursor))
        }

        @Test func disabledSpinnerDrawsNothing() async throws {
            let pipe = try TestPipe()
            let value = await Spinner.run(message: "Loading", on: Self.terminal(error: pipe.writeEnd, interactive: false)) { "done" }
            #expect(value == "done")
            #expect(pipe.drain() == "")
        }

        @Test func spinnerPassesErrorsOnAndStillErases() async throws {
            struct Failure: Error {}
            let pipe = try TestPipe()
            await #expect(throws: Failure.self) {
                try await Spinner.run(message: "Loading", on: Self.terminal(error: pipe.writeEnd, interactive: true)) {
                    () async throws -> Int in
                    throw Failure()
                }
            }
            #expect(pipe.drain().hasSuffix(Screen.clearLine + Screen.showCursor))
        }

        @Test @MainActor func aMenuPicksWithKeysOnTheLiveTerminalAndRedrawsOnlyTheRowsThatMoved() throws {
            let input = try TestPipe()
            let output = try TestPipe()
            let menu = MenuPicker(title: "Menu", items: [MenuItem("One"), MenuItem("Two")], style: .plain)
            input.send("\u{1B}[B\r")
            let terminal = Terminal.live(variables: [:], input: input.readEnd, output: output.writeEnd)
            let console = Console(language: .en, style: .plain, terminal: terminal)
            #expect(ChoiceScreen.ask(ChoiceState(picker: menu), on: console, clock: .live) == 1)
            let size = TerminalSize.fallback
            let frames = [0, 1].map { Frame(size: size, styled: menu.lines(selected: $0, size: size)) }
            let drawn = FrameDiff.bytes(from: nil, to: frames[0]) + FrameDiff.bytes(from: frames[0], to: frames[1])
            // What is written after the choice starts on the line under the menu.
            #expect(output.drain() == Screen.hideCursor + drawn + FrameDiff.lineUnder(frames[1]) + Screen.showCursor)
        }

        @Test @MainActor func aMenuIsLeftWhenInputEnds() throws {
            let input = try TestPipe()
            let output = try TestPipe()
            let menu = MenuPicker(title: "Menu", items: [MenuItem("One")], style: .plain)
            input.closeWriting()
            let console = Console(
                language: .en, style: .plain, terminal: Terminal.live(variables: [:], input: input.readEnd, output: output.writeEnd))
            #expect(ChoiceScreen.ask(ChoiceState(picker: menu), on: console, clock: .live) == nil)
            #expect(!TerminalSession.isCursorHidden)
        }

        /// The live terminal on pipes, counted as a terminal or not as the test needs.
        @MainActor
        private static func terminal(error: Int32, interactive: Bool) -> Terminal {
            var terminal = Terminal.live(variables: [:], error: error)
            terminal.isTerminal = { _ in interactive }
            return terminal
        }
    }
}

import Foundation
@preconcurrency import Glibc
import QuizPlatform
import Testing

@testable import QuizCLI

extension TerminalStateSuites {
    /// The full-screen machinery on a real pseudo-terminal and on the scripted
    /// one: the alternate screen, redraws on a resize without a key, menus that
    /// name their keys and answer a bad one with a hint.
    @MainActor
    @Suite struct ScreenMachineryTests {
        private static let variables = ["TERM": "xterm-256color"]

        /// The whole frames drawn (each after a clear-screen, a row at a
        /// time), as rows without colours.
        private func wholeFrames(_ output: String) -> [[String]] {
            output.components(separatedBy: Screen.clearScreen).dropFirst().map { drawn in
                drawn.split(separator: /\u{1B}\[\d+;1H/).map { Style.plainText(String($0)).trimmingCharacters(in: .newlines) }
            }
        }

        @Test func theAlternateScreenIsTakenAndGivenBackOnATerminal() throws {
            let pty = try PseudoTerminal()
            let terminal = Terminal.live(variables: Self.variables, output: pty.secondary)
            terminal.useAlternateScreen(true)
            #expect(TerminalSession.isOnAlternateScreen)
            terminal.useAlternateScreen(false)
            #expect(!TerminalSession.isOnAlternateScreen)
            #expect(pty.read() == Screen.enterAlternateScreen + Screen.leaveAlternateScreen)
        }

        @Test func aPipeNeverGetsTheAlternateScreen() throws {
            let pipe = try TestPipe()
            let terminal = Terminal.live(variables: Self.variables, output: pipe.writeEnd)
            terminal.useAlternateScreen(true)
            #expect(!TerminalSession.isOnAlternateScreen)
            terminal.useAlternateScreen(false)
            #expect(pipe.drain() == "")
        }

        @Test func aResizeRedrawsTheQuestionForTheNewSizeWithoutAKey() throws {
            let pty = try PseudoTerminal()
            pty.resize(columns: 100, rows: 32)
            let input = try TestPipe()
            let terminal = Terminal.live(variables: Self.variables, input: input.readEnd, output: pty.secondary)
            let question = ScreenFitTests.fourOptionQuestion()
            let progress = GameProgress(questionNumber: 1, questionCount: 10, answered: 0, correct: 0)
            let card = QuestionCard(question: question, format: .choice, progress: progress, feedback: nil, language: .en)
            let screen = QuestionScreen(card: card, style: .plain, language: .en, footer: "1–4 to answer · q = quit")
            let program = ScreenProgram<Character?>(
                step: { answer, event, _ in
                    guard case .key(.character(let digit)) = event else { return ScreenStep(state: answer) }
                    return ScreenStep(state: digit)
                },
                draw: { _, _, size in Frame(size: size, styled: screen.lines(for: size)) },
                isDone: { $0 != nil })
            let console = Console(language: .en, style: .plain, terminal: terminal)

            // The window shrinks while a key is awaited; the key comes much later.
            let primary = pty.primary
            let inputEnd = input.writeEnd
            let worker = Thread {
                usleep(200_000)
                var size = winsize(ws_row: 15, ws_col: 40, ws_xpixel: 0, ws_ypixel: 0)
                _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
                kill(getpid(), SIGWINCH)
                usleep(600_000)
                var key = UInt8(ascii: "2")
                _ = write(inputEnd, &key, 1)
            }
            worker.start()
            // The key, read after the resize, proves the resize did not swallow it.
            let answer = program.run(nil, on: console, clock: .live)
            #expect(answer == "2")

            let frames = wholeFrames(pty.read())
            #expect(frames.first.map { $0.map(Style.displayWidth).max() ?? 0 > 40 } == true, "drawn for 100 columns first")
            let after = try #require(frames.last)
            #expect(after.count <= 15)
            #expect(after.allSatisfy { Style.displayWidth($0) <= 40 }, "\(after)")
            let words = after.joined(separator: " ").replacingOccurrences(of: "│", with: " ").split(separator: " ").joined(separator: " ")
            #expect(words.contains(question.text))
            for option in question.options { #expect(words.contains(option), "\(option)") }
        }

        @Test func theScriptedTerminalRedrawsOnAResizeToo() async throws {
            let terminal = ScriptedTerminal(typing: "y")
            terminal.columns = 100
            terminal.rows = 32
            terminal.beforeKey = { [unowned terminal] _ in
                if terminal.columns == 100 { terminal.resize(columns: 40, rows: 15) }
            }
            let question = ScreenFitTests.movieQuestion()
            let bench = RoundBench(.yesno, questions: [question, question])
            let loop = AppLoop(program: bench.program, terminal: terminal.terminal, clock: bench.clock.wallClock) { _ in .endOfInput }
            _ = await loop.run(bench.state)
            let wide = try #require(terminal.frames.first)
            #expect(wide.size.columns == 100 && wide.text.contains("#7 in the list"), "the poster card beside the question at 100 columns")
            let small = try #require(terminal.frames.first { $0.size == TerminalSize(columns: 40, rows: 15) })
            #expect(small.lines.count <= 15 && small.lines.allSatisfy { $0.columns <= 40 })
            let words = small.text.replacingOccurrences(of: "│", with: " ").split(whereSeparator: { $0 == " " || $0 == "\n" })
                .joined(separator: " ")
            #expect(words.contains(question.text) && words.contains("[y] Yes") && words.contains("[n] No"), "\(small.text)")
        }

        @Test func aMenuNamesItsKeysAndAnswersABadKeyWithAHint() {
            let terminal = ScriptedTerminal(typing: "x2")
            var screens: [String] = []
            terminal.beforeKey = { [unowned terminal] _ in screens.append(terminal.screen) }
            var menu = MenuPicker(title: "Menu", items: [MenuItem("One"), MenuItem("Two")], style: .plain)
            menu.language = .en
            let console = Console(language: .en, style: .plain, terminal: terminal.terminal)
            #expect(ChoiceScreen.ask(ChoiceState(picker: menu), on: console, clock: .live) == 1)
            #expect(screens[0].contains("↑↓ move · Enter pick · Esc/q back"))
            #expect(!screens[0].contains("does nothing"))
            #expect(screens[1].contains("“x” does nothing here"))
            #expect(!terminal.screen.contains("does nothing"), "the hint goes with the next key")
        }

        @Test func escapeAndQMeanBackInAMenuAndQuitOnlyOnTheMainOne() async throws {
            for key in ["q", "\u{1B}"] {
                let terminal = ScriptedTerminal(typing: key)
                let console = Console(language: .ru, style: .plain, terminal: terminal.terminal)
                #expect(Prompt(console: console).choose(Strings.chooseMode, [MenuItem("A"), MenuItem("B")]) == nil)
                #expect(terminal.screen.contains(Strings.footerBack(.ru)))
            }
            let terminal = ScriptedTerminal(typing: "\u{1B}")
            let environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
            var mainMenu = MainMenu(environment: environment)
            try await mainMenu.run()
            #expect(terminal.screen.contains(Strings.footerQuit(.en)))
            #expect(terminal.keys.isEmpty, "Escape left the app")
        }

        @Test func theRecoveryMenuSpeaksThePlayersLanguage() {
            let terminal = ScriptedTerminal(typing: "o")
            let console = Console(language: .ru, style: .plain, terminal: terminal.terminal)
            #expect(Prompt(console: console).recovery(offlineAvailable: true, heading: ["Сеть недоступна"]) == .offline)
            #expect(terminal.screen.contains(Strings.footerBack(.ru)))
            #expect(terminal.screen.contains("Сеть недоступна"), "what failed, over the menu")
        }

        @Test func theInteractiveAppRunsOnTheAlternateScreenAndLeavesIt() async throws {
            let terminal = ScriptedTerminal(typing: "q")
            let environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
            _ = await Application.run([], in: environment)
            #expect(terminal.output.hasPrefix(Screen.enterAlternateScreen))
            #expect(terminal.output.hasSuffix(Screen.leaveAlternateScreen))
        }
    }
}

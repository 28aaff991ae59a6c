@preconcurrency import Glibc
import Testing

@testable import QuizCLI

/// What the environment claims and what the terminal answers to the query.
@Suite struct GraphicsSupportTests {
    @Test(arguments: [
        (["TERM_PROGRAM": "iTerm.app"], ImageProtocol?.some(.inlineImages)),
        (["TERM_PROGRAM": "WezTerm"], .inlineImages),
        (["LC_TERMINAL": "iTerm2", "TERM": "xterm-256color"], .inlineImages),
        (["TERM": "xterm-kitty"], .kitty),
        (["TERM": "xterm-256color"], nil),
        (["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/tmux-0/default,1,0"], nil),
        (["TERM": "screen-256color", "LC_TERMINAL": "iTerm2"], nil),
        ([:], nil),
    ])
    func theEnvironmentNamesACandidate(environment: [String: String], expected: ImageProtocol?) {
        #expect(GraphicsSupport.candidate(environment: environment) == expected)
    }

    @Test func theQueriesEndWithDA1() {
        #expect(GraphicsSupport.query(for: .kitty) == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
        #expect(GraphicsSupport.query(for: .inlineImages) == "\u{1B}[>0q\u{1B}[c")
    }

    @Test func kittysOKConfirmsAndDA1AloneDenies() {
        let ok = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c".utf8)
        #expect(GraphicsSupport.interpret(ok, for: .kitty) == .supported)
        #expect(GraphicsSupport.interpret(Array(ok.prefix(12)), for: .kitty) == .incomplete, "wait for DA1: the rest is still coming")
        #expect(GraphicsSupport.interpret(Array("\u{1B}[?64;1;2;6;22c".utf8), for: .kitty) == .unsupported)
        let error = Array("\u{1B}_Gi=31;ENOTSUPPORTED:x\u{1B}\\\u{1B}[?62;c".utf8)
        #expect(GraphicsSupport.interpret(error, for: .kitty) == .unsupported)
    }

    @Test func xtversionNamesITermOrWezTerm() {
        #expect(GraphicsSupport.interpret(Array("\u{1B}P>|iTerm2 3.5.4\u{1B}\\\u{1B}[?62;4c".utf8), for: .inlineImages) == .supported)
        #expect(
            GraphicsSupport.interpret(Array("\u{1B}P>|WezTerm 20240203\u{1B}\\\u{1B}[?65;4;6;18;22c".utf8), for: .inlineImages)
                == .supported)
        #expect(GraphicsSupport.interpret(Array("\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}[?65;1c".utf8), for: .inlineImages) == .unsupported)
        #expect(GraphicsSupport.interpret(Array("\u{1B}P>|iTerm2 3.5".utf8), for: .inlineImages) == .incomplete)
    }
}

/// The query and its reply over a real pseudo-terminal, in raw mode.
@Suite struct GraphicsQueryTests {
    private func rawTerminal() throws -> PseudoTerminal {
        let terminal = try PseudoTerminal()
        var settings = terminal.settings()
        cfmakeraw(&settings)
        try #require(tcsetattr(terminal.secondary, TCSANOW, &settings) == 0)
        return terminal
    }

    @Test func kittyConfirmsAndTheQueryIsWhatWasSent() throws {
        let terminal = try rawTerminal()
        terminal.type("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c")
        let answer = GraphicsSupport.ask(.kitty, input: terminal.secondary, output: terminal.secondary, timeout: 2)
        #expect(answer == .kitty)
        #expect(terminal.read(quiet: 0.1) == GraphicsSupport.query(for: .kitty))
    }

    @Test func aTerminalThatOnlyAnswersDA1SaysNo() throws {
        let terminal = try rawTerminal()
        terminal.type("\u{1B}[?62;22c")
        #expect(GraphicsSupport.ask(.inlineImages, input: terminal.secondary, output: terminal.secondary, timeout: 2) == nil)
    }

    @Test func silenceEndsAtTheTimeout() throws {
        let terminal = try rawTerminal()
        let start = ContinuousClock.now
        #expect(GraphicsSupport.ask(.inlineImages, input: terminal.secondary, output: terminal.secondary, timeout: 0.15) == nil)
        let waited = ContinuousClock.now - start
        #expect(waited >= .milliseconds(140) && waited < .seconds(2), "a terminal that never answers costs the timeout, not a game")
    }
}

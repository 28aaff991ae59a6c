@preconcurrency import Glibc
import Testing

@testable import QuizCLI

/// `KeyReader.discardTypedAhead`: keys read but not handed out, half a
/// sequence, and what the terminal holds unread are all dropped.
@Suite struct TerminalTypeAheadTests {
    @Test func keysAlreadyReadAndStillInThePipeAreDropped() throws {
        let pipe = try TestPipe()
        let reader = KeyReader(descriptor: pipe.readEnd)
        pipe.send("ny")
        #expect(reader.next(timeout: 1) == .key(.character("n")))
        pipe.send("yy\u{1B}[")
        reader.discardTypedAhead()
        pipe.send("a")
        #expect(reader.next(timeout: 1) == .key(.character("a")))
    }

    @Test func aTerminalsUnreadInputIsFlushed() throws {
        let terminal = try PseudoTerminal()
        let reader = KeyReader(descriptor: terminal.secondary)
        var settings = terminal.settings()
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON)
        _ = tcsetattr(terminal.secondary, TCSANOW, &settings)
        _ = write(terminal.primary, "yyy", 3)
        #expect(InputWait.readable(terminal.secondary, milliseconds: 1000) == .ready)
        reader.discardTypedAhead()
        _ = write(terminal.primary, "n", 1)
        #expect(reader.next(timeout: 1) == .key(.character("n")))
    }

    @Test func nothingTypedAheadKeepsTheNextKey() throws {
        let pipe = try TestPipe()
        let reader = KeyReader(descriptor: pipe.readEnd)
        reader.discardTypedAhead()
        pipe.send("y")
        #expect(reader.next(timeout: 1) == .key(.character("y")))
    }
}

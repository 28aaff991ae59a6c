import QuizPlatform
import Testing

@testable import QuizCLI

@Suite struct TerminalInfoTests {
    @Test func widthPrefersColumns() {
        #expect(TerminalInfo.width(environment: ["COLUMNS": "120"], windowColumns: 100) == 120)
    }

    @Test func widthFallsBackToTheWindowThenEighty() {
        #expect(TerminalInfo.width(environment: [:], windowColumns: 100) == 100)
        #expect(TerminalInfo.width(environment: ["COLUMNS": "wide"], windowColumns: 100) == 100)
        #expect(TerminalInfo.width(environment: ["COLUMNS": "0"], windowColumns: nil) == 80)
        #expect(TerminalInfo.width(environment: [:], windowColumns: 0) == 80)
    }

    @Test func aPipeIsNotATerminal() throws {
        let pipe = try TestPipe()
        #expect(!TerminalInfo.isTerminal(pipe.readEnd, environment: ["TERM": "xterm"]))
        #expect(TerminalInfo.windowColumns(of: pipe.readEnd) == nil)
    }

    @Test(arguments: [
        (ColorChoice.auto, true, true), (.auto, false, false),
        (.always, false, true), (.always, true, true),
        (.never, true, false), (.never, false, false),
    ])
    func colorChoice(_ choice: ColorChoice, _ stdoutIsTerminal: Bool, _ expected: Bool) {
        #expect(TerminalInfo.colorsEnabled(choice: choice, environment: [:], stdoutIsTerminal: stdoutIsTerminal) == expected)
    }

    @Test(arguments: ColorChoice.allCases)
    func noColorSwitchesColoursOffWhateverTheChoice(_ choice: ColorChoice) {
        #expect(!TerminalInfo.colorsEnabled(choice: choice, environment: ["NO_COLOR": "1"], stdoutIsTerminal: true))
    }

    @Test func emptyNoColorIsIgnoredAsNoColorOrgSays() {
        #expect(TerminalInfo.colorsEnabled(choice: .auto, environment: ["NO_COLOR": ""], stdoutIsTerminal: true))
    }
}

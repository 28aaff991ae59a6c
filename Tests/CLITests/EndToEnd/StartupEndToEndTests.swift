import Foundation
import Testing

/// What start-up does before any command: for `--version`, nothing at all.
@Suite struct StartupEndToEndTests {
    /// A damaged settings file would be moved aside and reported if
    /// `--version` read the settings; it must not even look.
    @Test func versionReadsNoSettings() throws {
        let quizctl = QuizctlProcess()
        let damaged = Data("{ not json".utf8)
        try damaged.write(to: quizctl.file("settings.json"))
        let result = try quizctl.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("quizctl ") && result.stdout.hasSuffix("\n"))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(try Data(contentsOf: quizctl.file("settings.json")) == damaged)
        let names = try FileManager.default.contentsOfDirectory(atPath: quizctl.home.path)
        #expect(names == ["settings.json"], "\(names)")
    }
}

import Foundation
import Testing

/// `import --front N --back M` with the built binary (issue 30): in both
/// languages' help, and a legacy text export of 11 columns refused in one
/// line, then imported with the columns chosen.
@Suite struct AnkiColumnsEndToEndTests {
    @Test(arguments: [("C.UTF-8", "the column of a text file"), ("ru_RU.UTF-8", "столбец текстового файла")])
    func helpNamesTheColumnsInEachLanguage(_ language: String, _ phrase: String) throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = language
        let help = try quizctl.run(["import", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--front N"), "\(help.stdout)")
        #expect(help.stdout.contains("--back N"))
        #expect(help.stdout.contains(phrase))
    }

    @Test func aWideExportIsOneProblemThenImportsWithItsColumns() throws {
        let quizctl = QuizctlProcess()
        let file = FileManager.default.temporaryDirectory.appending(path: "legacy-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let rows = (1...1_000).map { "word\($0)\tmeaning\($0)\tx\ty\tz\t\t\t\t\t\ttag" }.joined(separator: "\n")
        try Data(rows.utf8).write(to: file)
        let refused = try quizctl.run(["import", file.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.split(separator: "\n").count <= 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("--front 1 --back 2"))
        let imported = try quizctl.run(["import", file.path, "--front", "1", "--back", "2"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("1000 cards"), "\(imported.stdout)")
        let lonely = try quizctl.run(["import", file.path, "--front", "1"])
        #expect(lonely.status != 0)
        #expect(lonely.stderr.contains("--back"))
    }
}

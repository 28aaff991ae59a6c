import Foundation
import Testing

/// `quizctl import` reads a deck card by card: a deck ten times larger
/// takes about the same memory (issue 17: a 30,000-card deck within twice
/// the floor's memory). Before streaming, 30,000 cards took 7 MB (a
/// Quizlet list) to 12 MB (an Anki export) more than 3,000 in the release
/// build, and more in this debug one.
@Suite(.serialized) struct DeckImportMemoryTests {
    /// `count` cards as a Quizlet list or an Anki plain-text export, some
    /// of them quoted across lines.
    static func deck(_ count: Int, anki: Bool, in folder: URL) throws -> URL {
        var text = anki ? "#separator:tab\n#html:true\n#guid column:1\n#deck column:2\n" : ""
        for number in 0..<count {
            let definition = number % 5 == 0 ? "\(1000 + number)" : "meaning number \(number) of a long word list"
            if anki {
                text += "g\(number)\tBig::\(number % 2)\t<b>term \(number)</b>\t\(definition)&nbsp;\n"
            } else {
                text += number % 97 == 0 ? "term \(number)\t\"\(definition),\nwith\ta tab\"\n" : "term \(number)\t\(definition)\n"
            }
        }
        let url = folder.appending(path: "deck-\(count).\(anki ? "txt" : "tsv")")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Imports `count` cards twice (the second time every card is matched
    /// to the old deck's) into a fresh folder; the higher peak.
    static func importPeak(_ count: Int, anki: Bool) throws -> PeakMemory.Run {
        let quizctl = QuizctlProcess()
        defer { try? FileManager.default.removeItem(at: quizctl.home) }
        let file = try deck(count, anki: anki, in: quizctl.home)
        let first = try PeakMemory.of(["import", file.path], environment: quizctl.environment)
        guard first.status == 0 else { return first }
        let again = try PeakMemory.of(["import", file.path], environment: quizctl.environment)
        return again.status == 0 && again.kilobytes > first.kilobytes
            ? again : PeakMemory.Run(status: again.status, kilobytes: first.kilobytes, errors: again.errors)
    }

    @Test(arguments: [false, true]) func thirtyThousandCardsTakeAboutTheMemoryOfThreeThousand(anki: Bool) async throws {
        let small = try await OffThePool.run { try Self.importPeak(3_000, anki: anki) }
        let large = try await OffThePool.run { try Self.importPeak(30_000, anki: anki) }
        for run in [small, large] {
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.kilobytes > 0)
        }
        #expect(large.kilobytes < small.kilobytes + 3 * 1024, "3,000 cards: \(small.kilobytes) KB, 30,000 cards: \(large.kilobytes) KB")
    }
}

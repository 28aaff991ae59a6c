import DataFiles
import Foundation
import QuizPlatform
import QuizStore
import Testing

@testable import QuizCLI

/// `accessible` and `accessible-timer` are settings like the others, and
/// `--plain` is accepted by every command.
@MainActor
@Suite struct AccessibleSettingsTests {
    private func run(_ arguments: [String], _ terminal: ScriptedTerminal, folder: URL) async -> QuizCLI.ExitStatus {
        await Application.run(arguments, in: .test(folder: folder, terminal: terminal))
    }

    @Test func settingsSetAndGetAccessibleAndItsTimer() async throws {
        let folder = TestData.temporaryFolder()
        let terminal = ScriptedTerminal(isInteractive: false)
        #expect(await run(["settings", "set", "accessible", "on"], terminal, folder: folder) == .success)
        #expect(await run(["settings", "set", "accessible-timer", "off"], terminal, folder: folder) == .success)
        #expect(await run(["settings", "set", "accessible-timer", "triple"], terminal, folder: folder) == .usage)
        #expect(terminal.errors.contains("off, double or same") || terminal.errors.contains("off, double, same"), "\(terminal.errors)")
        #expect(await run(["settings", "get", "accessible"], terminal, folder: folder) == .success)
        #expect(await run(["settings"], terminal, folder: folder) == .success)
        let rows = terminal.output.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(rows.contains(["accessible", "on"]), "\(terminal.output)")
        #expect(rows.contains(["accessible-timer", "off"]), "\(terminal.output)")
        let settings = try DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in }).settings.load()
        #expect(settings.accessible && settings.accessibleTimer == .off)
    }

    @Test func theHelpOfSettingsNamesBothKeysInBothLanguages() {
        for language in Language.allCases {
            let help = Strings.Commands.settingsKeys(language)
            #expect(help.contains("accessible  on") && help.contains("accessible-timer  off"))
        }
    }

    @Test func theSettingsScreenStepsThroughTheTimerValues() {
        #expect(SettingsScreen.next(after: "double", for: .accessibleTimer) == "same")
        #expect(SettingsScreen.next(after: "off", for: .accessible) == "on")
    }

    /// Every command in the tree, as a path of names.
    private static func paths(_ command: any Command.Type = RootCommand.self, prefix: [String] = []) -> [[String]] {
        let configuration = command.configuration
        let path = command == RootCommand.self ? [] : prefix + [configuration.name]
        return [path] + configuration.subcommands.flatMap { paths($0, prefix: path) }
    }

    @Test func plainIsAcceptedByEveryCommand() throws {
        for path in Self.paths() {
            do {
                _ = try ArgumentParser.parse(path + ["--plain"])
            } catch {
                if case .unknownOption = error { Issue.record("\(path): \(error)") }
            }
        }
    }

    @Test func everyCommandThatRunsWithoutATerminalRunsPlainly() async throws {
        let folder = TestData.temporaryFolder()
        let play = ScriptedTerminal(lines: ["1", "2"])
        #expect(await run(["play", "classic", "--offline", "--count", "2", "--seed", "4", "--plain"], play, folder: folder) == .success)
        let id = try #require(
            try DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in }).history.all().first?.id.uuidString)
        let commands: [[String]] = [
            ["history"], ["history", "show", String(id.prefix(8))], ["stats"], ["review"], ["settings"], ["questions"],
            ["sources"], ["help", "play"], ["--help"],
            ["add", "--text", "Largest planet?", "--correct", "Jupiter", "--wrong", "Mars"],
        ]
        for command in commands {
            let terminal = ScriptedTerminal(isInteractive: false)
            let status = await run(command + ["--plain"], terminal, folder: folder)
            #expect(status == .success, "\(command): \(terminal.errors)")
            AccessibleOutput.expectPlain(terminal.output + terminal.errors)
        }
        let sources = ScriptedTerminal(isInteractive: false)
        #expect(await run(["sources", "--plain"], sources, folder: folder) == .success)
        #expect(sources.output.contains("Reachable: custom") && sources.output.contains("Not reachable: trivia"), "\(sources.output)")
    }
}

/// The review forecast: a sentence in accessible mode, ASCII heights in a C locale.
@MainActor
@Suite struct AccessibleReviewTests {
    private func review(_ arguments: [String], variables: [String: String]) async throws -> String {
        let folder = TestData.temporaryFolder()
        let add = ScriptedTerminal(isInteractive: false)
        let adding = ["add", "--text", "Largest planet?", "--correct", "Jupiter", "--wrong", "Mars"]
        #expect(await Application.run(adding, in: .test(folder: folder, terminal: add)) == .success)
        let terminal = ScriptedTerminal(isInteractive: false)
        #expect(await Application.run(arguments, in: .test(folder: folder, terminal: terminal, variables: variables)) == .success)
        return terminal.output
    }

    /// A new card is not in the forecast: thirty days of nothing to review.
    @Test func theForecastIsASentenceInAccessibleMode() async throws {
        let output = try await review(["review", "--plain"], variables: ["LANG": "en_GB.UTF-8"])
        AccessibleOutput.expectPlain(output)
        #expect(output.contains("Reviews to expect on each of the next 30 days, from today: 0, 0, 0"), "\(output)")
        let russian = try await review(["review", "--plain"], variables: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.contains("Сколько повторений ждать в каждый из 30 дней, начиная с сегодняшнего: 0, 0"), "\(russian)")
    }

    @Test func theForecastIsASCIIInACLocale() async throws {
        let output = try await review(["review"], variables: ["LANG": "C"])
        AccessibleOutput.expectPlain(output)
        #expect(output.contains("\n  " + String(repeating: "_", count: 30) + "\n"), "thirty empty days in ASCII: \(output)")
    }
}

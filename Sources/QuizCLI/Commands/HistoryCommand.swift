import FoundationEssentials
import QuizPlatform

/// `quizctl history`: finished games, newest first, as a table or as JSON.
struct HistoryCommand: Command {
    static let limit = Option<Int>.integer("limit", in: 1...Int.max, default: 20, help: Strings.Commands.limitOption)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "history",
            summary: Strings.Commands.historySummary,
            options: [limit, CommonOptions.modeFilter, CommonOptions.json],
            subcommands: [HistoryShowCommand.self, HistoryDeleteCommand.self, HistoryClearCommand.self],
            discussion: Strings.Commands.historyDiscussion
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let history = environment.stores.history
        let limit = arguments[Self.limit]
        let mode = arguments[CommonOptions.modeFilter]
        if arguments[CommonOptions.json] {
            // A page at a time: a hundred thousand games list in the memory of a thousand.
            var listed = 0
            console.stream("[", to: .output)
            try history.forEachRecent(limit: limit, mode: mode) { page in
                var text: [UInt8] = []
                for element in page.compactMap(GameSummary.jsonElement(of:)) {
                    text += Array((listed == 0 ? "\n" : ",\n").utf8) + element
                    listed += 1
                }
                console.stream(String(decoding: text, as: UTF8.self), to: .output)
            }
            console.stream(listed == 0 ? "\n\n]\n" : "\n]\n", to: .output)
            return
        }
        let games = try history.recent(limit: limit, mode: mode, answers: false)
        guard !games.isEmpty else {
            console.print(Strings.historyEmpty)
            return
        }
        for line in HistoryTable(games: games, style: console.style).lines(console.language) { console.print(line) }
    }
}

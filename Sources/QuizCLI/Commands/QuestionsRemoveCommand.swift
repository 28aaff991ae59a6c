import QuizPlatform
import QuizStore

/// `quizctl questions remove ID` (alias `rm`): removes one of your own
/// questions, named by an unambiguous prefix of its ID.
struct QuestionsRemoveCommand: Command {
    static let id = Argument<String>.required("ID", help: Strings.Commands.questionID).completing(.dynamic(.questionIDs))

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "remove", aliases: ["rm"],
            summary: Strings.Commands.questionsRemoveSummary,
            arguments: [id]
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let removed = try Self.remove(idPrefix: arguments[Self.id], from: environment.stores)
        environment.console.print(Strings.questionRemoved(removed.entry.text.terminalSafe))
    }

    /// Removes the one question whose ID starts with `idPrefix`; the menus'
    /// question list removes through this too.
    static func remove(idPrefix: String, from stores: DataStores) throws -> CustomQuestion {
        let store = stores.questions
        let matches = idPrefix.isEmpty ? [] : try store.withIDPrefix(idPrefix)
        guard let removed = matches.first else { throw CommandFailure(Strings.questionNotFound(idPrefix)) }
        guard matches.count == 1 else { throw CommandFailure(Strings.questionIDAmbiguous(idPrefix, matches.count)) }
        // Removed by its whole id: a question added meanwhile cannot be taken instead.
        guard try store.remove(removed.id) else { throw CommandFailure(Strings.questionNotFound(idPrefix)) }
        return removed
    }
}

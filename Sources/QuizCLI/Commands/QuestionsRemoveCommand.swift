import QuizPlatform

/// `quizctl questions remove ID` (alias `rm`): removes one of your own
/// questions, named by an unambiguous prefix of its ID.
struct QuestionsRemoveCommand: Command {
    static let id = Argument<String>.required("ID", help: Strings.Commands.questionID)

    static let configuration = CommandConfiguration(
        "remove", aliases: ["rm"],
        summary: Strings.Commands.questionsRemoveSummary,
        arguments: [id]
    )

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let removed = try Self.remove(idPrefix: arguments[Self.id], from: environment.stores)
        environment.console.print(Strings.questionRemoved(removed.entry.text.terminalSafe))
    }

    /// Removes the one question whose ID starts with `idPrefix`, under the
    /// file's lock; the menus' question list removes through this too.
    static func remove(idPrefix: String, from stores: DataStores) throws -> CustomQuestion {
        try stores.questions.update { bank -> CustomQuestion in
            let matches = bank.questions.filter { $0.id.uuidString.lowercased().hasPrefix(idPrefix.lowercased()) }
            guard !idPrefix.isEmpty, let match = matches.first else { throw CommandFailure(Strings.questionNotFound(idPrefix)) }
            guard matches.count == 1 else { throw CommandFailure(Strings.questionIDAmbiguous(idPrefix, matches.count)) }
            bank.questions.removeAll { $0.id == match.id }
            return match
        }
    }
}

import QuizPlatform

/// `quizctl __complete KIND [WORD...]`: the hidden command completion
/// scripts call for values only quizctl knows, one `VALUE<tab>DESCRIPTION`
/// a line. Never in help; it reads, never writes, and never fails loudly.
struct CompleteCommand: Command {
    static let kind = Argument<DynamicValues>.requiredChoice("KIND", as: DynamicValues.self, help: Strings.Commands.completeKind)
    static let words = Argument<[String]>.variadic("WORD", help: Strings.Commands.completeWords)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "__complete",
            summary: Strings.Commands.completeSummary,
            arguments: [kind, words],
            isHidden: true
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let candidates = DynamicCandidates(environment: environment).candidates(arguments[Self.kind], arguments: arguments[Self.words])
        environment.console.write(candidates.map { $0.text + "\t" + $0.description + "\n" }.joined(), to: .output)
    }
}

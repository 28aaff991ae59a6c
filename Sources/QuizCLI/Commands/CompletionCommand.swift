import QuizPlatform

/// `quizctl completion bash|zsh|fish`: prints a completion script generated
/// from the command declarations, so it always matches the quizctl that wrote it.
struct CompletionCommand: Command {
    static let shell = Argument<ShellKind>.requiredChoice("SHELL", as: ShellKind.self, help: Strings.Commands.completionShell)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "completion",
            summary: Strings.Commands.completionSummary,
            arguments: [shell],
            discussion: Strings.Commands.completionDiscussion,
            examples: LocalizedText(
                verbatim: """
                    source <(quizctl completion bash)
                    quizctl completion zsh > ~/.zfunc/_quizctl
                    quizctl completion fish > ~/.config/fish/completions/quizctl.fish
                    """)
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        console.write(arguments[Self.shell].script(for: CompletionTree(language: console.language)), to: .output)
    }
}

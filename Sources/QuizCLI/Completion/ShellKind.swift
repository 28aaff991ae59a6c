/// The shells `quizctl completion SHELL` writes a script for.
enum ShellKind: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish

    /// The completion script for this shell, generated from `tree`.
    func script(for tree: CompletionTree) -> String {
        switch self {
        case .bash: BashCompletion(tree: tree).script
        case .zsh: ZshCompletion(tree: tree).script
        case .fish: FishCompletion(tree: tree).script
        }
    }
}

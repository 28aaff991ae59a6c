/// The pieces of a completion script every shell's generator shares: how a
/// way of completing is spelled for the script's engine, and quoting.
enum ShellWords {
    /// What the engine of a script does for a value: `words A B C` offers
    /// those, `files` paths, `dynamic KIND` what `quizctl __complete KIND`
    /// prints, `none` nothing (free text; the option still takes a value).
    static func action(_ completion: ValueCompletion, commandNames: [String]) -> String {
        switch completion {
        case .none: "none"
        case .choices(let values): (["words"] + values).joined(separator: " ")
        case .files: "files"
        case .commands: (["words"] + commandNames).joined(separator: " ")
        case .dynamic(let kind): "dynamic " + kind.rawValue
        }
    }

    /// `text` in single quotes for sh, bash and zsh: a quote inside becomes `'\''`.
    static func posixQuoted(_ text: String) -> String {
        "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }

    /// `text` in single quotes for fish, where a backslash and a quote are escaped with a backslash.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingEvery("\\", with: "\\\\").replacingEvery("'", with: "\\'") + "'"
    }

    /// The `(pattern, value)` rows for each argument of `node`, keyed `PATH,INDEX`;
    /// a variadic last argument matches every index from its own on.
    static func argumentRows(_ node: CompletionTree.Node, commandNames: [String]) -> [(pattern: String, action: String)] {
        node.arguments.enumerated().map { index, completion in
            let isOpenEnded = node.lastIsVariadic && index == node.arguments.count - 1
            return (isOpenEnded ? "\(node.key),*" : "\(node.key),\(index)", action(completion, commandNames: commandNames))
        }
    }
}

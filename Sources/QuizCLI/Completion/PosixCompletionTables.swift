/// The command tree as shell functions in the `case` syntax bash and zsh
/// share. The lookups set `REPLY`; the lists set `REPLY` to words (bash) or
/// the array `reply` to `word:description` pairs (zsh's `_describe`).
struct PosixCompletionTables {
    let tree: CompletionTree

    /// Which subcommand a word names, how an option's value and an argument complete.
    var lookups: [PosixCaseFunction] {
        let names = tree.commandNames
        return [
            PosixCaseFunction(
                name: "_quizctl_subcommand", comment: "The own name of subcommand $2 of command $1 (an alias gives its command).",
                subject: "\"$1,$2\"",
                rows: tree.nodes.flatMap { node in
                    node.subcommandNames.map { ("\(node.key),\($0.typed)", "REPLY=" + ShellWords.posixQuoted($0.name)) }
                },
                otherwise: "REPLY=''"),
            PosixCaseFunction(
                name: "_quizctl_option_value", comment: "How option $2 of command $1 completes its value; nothing for a flag.",
                subject: "\"$1,$2\"",
                rows: tree.nodes.flatMap { node in
                    node.optionValues.map {
                        (
                            "\(node.key),\($0.spelling)",
                            "REPLY=" + ShellWords.posixQuoted(ShellWords.action($0.completion, commandNames: names))
                        )
                    }
                },
                otherwise: "REPLY=''"),
            PosixCaseFunction(
                name: "_quizctl_argument", comment: "How argument $2 (from 0) of command $1 completes.", subject: "\"$1,$2\"",
                rows: tree.nodes.flatMap { node in
                    ShellWords.argumentRows(node, commandNames: names).map { ($0.pattern, "REPLY=" + ShellWords.posixQuoted($0.action)) }
                },
                otherwise: "REPLY=''"),
        ]
    }

    /// The subcommands and the options of each command as words in `REPLY`.
    var wordLists: [PosixCaseFunction] {
        [
            PosixCaseFunction(
                name: "_quizctl_subcommands", comment: "The subcommands of command $1.", subject: "\"$1\"",
                rows: tree.nodes.filter { !$0.subcommands.isEmpty }.map { node in
                    (node.key, "REPLY=" + ShellWords.posixQuoted(node.subcommands.map(\.text).joined(separator: " ")))
                },
                otherwise: "REPLY=''"),
            PosixCaseFunction(
                name: "_quizctl_options", comment: "The options of command $1, long and short.", subject: "\"$1\"",
                rows: tree.nodes.map { node in
                    (node.key, "REPLY=" + ShellWords.posixQuoted(node.options.map(\.text).joined(separator: " ")))
                },
                otherwise: "REPLY=''"),
        ]
    }

    /// The subcommands and the options of each command, described, in the array `reply`.
    var describedLists: [PosixCaseFunction] {
        [
            PosixCaseFunction(
                name: "_quizctl_subcommands", comment: "The subcommands of command $1, described.", subject: "\"$1\"",
                rows: tree.nodes.filter { !$0.subcommands.isEmpty }.map { node in (node.key, Self.describedArray(node.subcommands)) },
                otherwise: "reply=()"),
            PosixCaseFunction(
                name: "_quizctl_options", comment: "The options of command $1, long and short, described.", subject: "\"$1\"",
                rows: tree.nodes.map { node in (node.key, Self.describedArray(node.options)) },
                otherwise: "reply=()"),
        ]
    }

    /// `reply=('word:description' …)` with the colons of each word escaped, as `_describe` reads them.
    private static func describedArray(_ words: [CompletionTree.Word]) -> String {
        let items = words.map { word in
            ShellWords.posixQuoted(word.text.replacingEvery(":", with: "\\:") + ":" + word.description)
        }
        return "reply=(" + items.joined(separator: " ") + ")"
    }
}

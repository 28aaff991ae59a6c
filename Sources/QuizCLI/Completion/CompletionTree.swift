import QuizPlatform

/// quizctl's command tree as completion scripts need it, read from the same
/// declarations the parser and the help read: a command, option or value
/// added anywhere appears in every shell's script with no work of its own.
/// Hidden commands are left out.
struct CompletionTree {
    /// A word a shell offers, with the help text shells that show one display beside it.
    struct Word: Sendable, Hashable {
        let text: String
        let description: String
    }

    /// One command: what may follow it.
    struct Node: Sendable {
        /// The command's path joined by spaces: "" for quizctl, "history show".
        let key: String
        /// The visible subcommands, by their own names.
        let subcommands: [Word]
        /// Each name a subcommand answers to (its own and its aliases) with its own name.
        let subcommandNames: [(typed: String, name: String)]
        /// Every spelling of every option, long and short.
        let options: [Word]
        /// How each spelling of an option that takes a value completes it.
        let optionValues: [(spelling: String, completion: ValueCompletion)]
        /// How each positional argument completes, in order.
        let arguments: [ValueCompletion]
        /// Whether the last argument takes every remaining word.
        let lastIsVariadic: Bool
    }

    /// Every visible command, quizctl itself first, each before its subcommands.
    let nodes: [Node]
    /// The names of quizctl's visible commands, for `help COMMAND...`.
    let commandNames: [String]

    init(root: any Command.Type = RootCommand.self, language: Language) {
        let configuration = root.configuration
        commandNames = configuration.visibleSubcommands.map { $0.configuration.name }
        var nodes: [Node] = []
        Self.collect(configuration, path: [], language: language, commandNames: commandNames, into: &nodes)
        self.nodes = nodes
    }

    private static func collect(
        _ command: CommandConfiguration, path: [String], language: Language, commandNames: [String], into nodes: inout [Node]
    ) {
        let visible = command.visibleSubcommands.map { $0.configuration }
        let options = ArgumentParser.options(of: command)
        let resolve = { (completion: ValueCompletion) in completion == .commands ? .choices(commandNames) : completion }
        nodes.append(
            Node(
                key: path.joined(separator: " "),
                subcommands: visible.map { Word(text: $0.name, description: oneLine($0.summary(language))) },
                subcommandNames: visible.flatMap { sub in ([sub.name] + sub.aliases).map { (typed: $0, name: sub.name) } },
                options: options.flatMap { option in
                    spellings(of: option).map { Word(text: $0, description: oneLine(option.help(language))) }
                },
                optionValues: options.filter { !$0.isFlag }.flatMap { option in
                    spellings(of: option).map { (spelling: $0, completion: resolve(option.valueCompletion)) }
                },
                arguments: command.arguments.map { resolve($0.valueCompletion) },
                lastIsVariadic: command.arguments.last?.isVariadic ?? false
            ))
        for sub in visible {
            collect(sub, path: path + [sub.name], language: language, commandNames: commandNames, into: &nodes)
        }
    }

    private static func spellings(of option: OptionSpec) -> [String] {
        [option.longSpelling] + (option.short.map { ["-\($0)"] } ?? [])
    }

    /// Help text on one line, short enough to sit beside a word in a menu of completions.
    static func oneLine(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard flat.count > 70 else { return flat }
        return String(flat.prefix(69)) + "…"
    }
}

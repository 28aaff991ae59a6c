import QuizPlatform

/// A command of quizctl as data: what it is called, what it takes, how it is
/// explained. The parser and the help formatter both read the same tree, so
/// help can never disagree with what is accepted.
struct CommandSpec: Sendable, Hashable {
    let name: String
    let aliases: [String]
    let summary: LocalizedText
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let subcommands: [CommandSpec]
    /// Paragraphs after the options; a paragraph whose first line is indented is kept as written.
    let discussion: LocalizedText?
    /// Example command lines, one a line.
    let examples: LocalizedText?

    init(
        _ name: String,
        aliases: [String] = [],
        summary: LocalizedText,
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        subcommands: [CommandSpec] = [],
        discussion: LocalizedText? = nil,
        examples: LocalizedText? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.discussion = discussion
        self.examples = examples
    }

    /// The subcommand called `name` or one of its aliases.
    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The commands along `path`, starting with this one; stops at the first name it does not know.
    func chain(along path: [String]) -> [CommandSpec] {
        var chain = [self]
        for name in path {
            guard let next = chain[chain.count - 1].subcommand(named: name) else { break }
            chain.append(next)
        }
        return chain
    }
}

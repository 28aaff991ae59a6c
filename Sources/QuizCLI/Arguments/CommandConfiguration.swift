import QuizPlatform

/// What a command is called, what it takes and how it is explained. The
/// parser and the help formatter both read it, so help can never disagree
/// with what is accepted.
struct CommandConfiguration: Sendable {
    let name: String
    let aliases: [String]
    /// Declared, not built: a command's words, arguments and options are
    /// made when asked for, so that matching a word against the names of
    /// the commands listed before it (`subcommand(named:)`) builds none of
    /// theirs: that was a seventh of `quizctl stats`, and joining `play`'s
    /// two discussions still cost every command its pages.
    private let declaredSummary: @Sendable () -> LocalizedText
    private let declaredArguments: @Sendable () -> [any DeclaredArgument]
    private let declaredOptions: @Sendable () -> [any DeclaredOption]
    private let declaredDiscussion: @Sendable () -> LocalizedText?
    private let declaredExamples: @Sendable () -> LocalizedText?
    let subcommands: [any Command.Type]
    /// A command for quizctl's own machinery (shell completion asks one):
    /// it runs, but help, suggestions, completions and the manual never show it.
    let isHidden: Bool

    init(
        _ name: String,
        aliases: [String] = [],
        summary: @autoclosure @escaping @Sendable () -> LocalizedText,
        arguments: @autoclosure @escaping @Sendable () -> [any DeclaredArgument] = [],
        options: @autoclosure @escaping @Sendable () -> [any DeclaredOption] = [],
        subcommands: [any Command.Type] = [],
        discussion: @autoclosure @escaping @Sendable () -> LocalizedText? = nil,
        examples: @autoclosure @escaping @Sendable () -> LocalizedText? = nil,
        isHidden: Bool = false
    ) {
        self.name = name
        self.aliases = aliases
        declaredSummary = summary
        declaredArguments = arguments
        declaredOptions = options
        self.subcommands = subcommands
        declaredDiscussion = discussion
        declaredExamples = examples
        self.isHidden = isHidden
    }

    var summary: LocalizedText { declaredSummary() }
    var arguments: [ArgumentSpec] { declaredArguments().map(\.spec) }
    var options: [OptionSpec] { declaredOptions().map(\.spec) }
    /// Paragraphs after the options; a paragraph whose first line is indented is kept as written.
    var discussion: LocalizedText? { declaredDiscussion() }
    /// Example command lines, one a line.
    var examples: LocalizedText? { declaredExamples() }

    /// The subcommand called `name` or one of its aliases.
    func subcommand(named name: String) -> (any Command.Type)? {
        subcommands.first {
            let configuration = $0.configuration
            return configuration.name == name || configuration.aliases.contains(name)
        }
    }

    /// The subcommands people are told about: all but the hidden ones.
    var visibleSubcommands: [any Command.Type] {
        subcommands.filter { !$0.configuration.isHidden }
    }

    /// Every name a visible subcommand answers to, for suggestions.
    var subcommandNames: [String] {
        visibleSubcommands.flatMap { [$0.configuration.name] + $0.configuration.aliases }
    }
}

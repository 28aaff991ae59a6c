/// What a command line asks quizctl to do.
enum Invocation: Sendable, Hashable {
    /// Run the command at `path` (`[]` is quizctl alone: the menu on a terminal).
    case run(path: [String], arguments: ParsedArguments)
    /// Print the help of the command at `path`.
    case help(path: [String])
    case version
}

/// Turns `CommandLine.arguments.dropFirst()` into an `Invocation`, walking the
/// command tree from `RootCommand`. Every value is checked against its
/// declaration (type, range, allowed values) as it is read. Rules, in the spirit of git and kubectl:
/// - a subcommand is recognised as the first positional of its parent;
///   options given before it must be accepted by the subcommand too;
/// - `--name value`, `--name=value`, `-h`; after `--` everything is positional;
/// - an option that takes a value takes the next word whatever it looks like,
///   so `--text "-5 degrees"` works; a bare negative number is positional;
/// - `--help` anywhere wins, even over a mistake elsewhere on the line,
///   except a command that does not exist (`hots --help` is a typo).
struct ArgumentParser {
    private let root: CommandConfiguration
    private var command: CommandConfiguration
    /// `command`'s arguments and options (then those of every command),
    /// built once for each command the line descends into.
    private var arguments: [ArgumentSpec]
    private var options: [OptionSpec]
    private var path: [String] = []
    private var parsed = ParsedArguments(path: [])
    private var wantsHelp = false
    private var wantsVersion = false
    private var endOfOptions = false

    private init(root: CommandConfiguration) {
        self.root = root
        self.command = root
        arguments = root.arguments
        options = Self.options(of: root)
    }

    static func parse(_ args: [String], root: any Command.Type = RootCommand.self) throws(UsageError) -> Invocation {
        var parser = ArgumentParser(root: root.configuration)
        do throws(UsageError) {
            return try parser.read(args)
        } catch {
            // A command that does not exist has no help to give: `hots --help` is a typo (issue 28).
            if case .unknownCommand = error { throw error }
            if parser.wantsHelp || asksForHelp(args) { return .help(path: parser.path) }
            throw error
        }
    }

    private static func asksForHelp(_ args: [String]) -> Bool {
        args.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    private mutating func read(_ args: [String]) throws(UsageError) -> Invocation {
        var words = args[...]
        while let word = words.popFirst() {
            if endOfOptions || !Self.isOption(word) {
                try readPositional(word)
            } else if word == "--" {
                endOfOptions = true
            } else {
                try readOption(word, rest: &words)
                if wantsVersion { return .version }
            }
        }
        if wantsHelp { return .help(path: path) }
        // `help --man` runs: the manual is a page of its own, not a command's help.
        if path == [HelpCommand.configuration.name], !parsed.givenOptions.contains(HelpCommand.manual.spec.name) {
            return try helpRequest()
        }
        let given = parsed.positionals.count
        if let missing = arguments.dropFirst(given).first(where: { !$0.isOptional }) {
            throw .missingArgument(name: missing.name, path: path)
        }
        return .run(path: path, arguments: parsed)
    }

    // MARK: Positionals and subcommands

    private mutating func readPositional(_ word: String) throws(UsageError) {
        if !endOfOptions, parsed.positionals.isEmpty, !command.subcommands.isEmpty {
            if let subcommand = command.subcommand(named: word) {
                return try descend(into: subcommand.configuration)
            }
            if arguments.isEmpty {
                let names = command.subcommandNames
                throw .unknownCommand(name: word, suggestion: Suggestion.closest(to: word, among: names), path: path)
            }
        }
        let index = parsed.positionals.count
        guard
            let spec = index < arguments.count
                ? arguments[index]
                : arguments.last.flatMap({ $0.isVariadic ? $0 : nil })
        else {
            throw .unexpectedArgument(value: word, path: path)
        }
        if let expected = spec.expected, !spec.accepts(word) {
            throw .invalidValue(option: spec.name, value: word, expected: expected, path: path)
        }
        parsed.record(positional: word, for: spec.name)
    }

    private mutating func descend(into subcommand: CommandConfiguration) throws(UsageError) {
        let newPath = path + [subcommand.name]
        let options = Self.options(of: subcommand)
        // Most command lines give no option before the command's name.
        if parsed.hasOptions,
            let stray = parsed.givenOptions.subtracting(options.map(\.name)).sorted().first
        {
            throw .unknownOption(option: "--" + stray, suggestion: nil, path: newPath)
        }
        path = newPath
        command = subcommand
        arguments = subcommand.arguments
        self.options = options
        parsed = parsed.moved(to: newPath)
    }

    /// `help [COMMAND...]`: the words name a command path, checked like any command.
    private func helpRequest() throws(UsageError) -> Invocation {
        var resolved: [String] = []
        var current = root
        for name in parsed.positionals {
            // The words after a command without subcommands are its arguments: `help play yesno` is play's help.
            if current.subcommands.isEmpty, !resolved.isEmpty { break }
            guard let next = current.subcommand(named: name) else {
                let names = current.visibleSubcommands.map { $0.configuration.name }
                throw .unknownCommand(name: name, suggestion: Suggestion.closest(to: name, among: names), path: resolved)
            }
            current = next.configuration
            resolved.append(current.name)
        }
        return .help(path: resolved)
    }

    // MARK: Options

    private mutating func readOption(_ word: String, rest: inout ArraySlice<String>) throws(UsageError) {
        let spelling: String
        let inlineValue: String?
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            spelling = String(word[..<equals])
            inlineValue = String(word[word.index(after: equals)...])
        } else {
            spelling = word
            inlineValue = nil
        }
        let available = options
        guard let spec = Self.option(spelled: spelling, in: available) else {
            let bare = String(spelling.drop { $0 == "-" })
            let suggestion = Suggestion.closest(to: bare, among: available.map(\.name)).map { "--" + $0 }
            throw .unknownOption(option: spelling, suggestion: suggestion, path: path)
        }
        if spec.name == GlobalOption.help.spec.name {
            wantsHelp = true
            return
        }
        if spec.name == GlobalOption.version.spec.name {
            wantsVersion = true
            return
        }
        if spec.isFlag {
            if let inlineValue {
                throw .invalidValue(option: spec.longSpelling, value: inlineValue, expected: .noValue, path: path)
            }
            parsed.record(flag: spec.name)
            return
        }
        guard let value = inlineValue ?? rest.popFirst() else {
            throw .missingValue(option: spec.longSpelling, path: path)
        }
        if let expected = spec.expected, !spec.accepts(value) {
            throw .invalidValue(option: spec.longSpelling, value: value, expected: expected, path: path)
        }
        parsed.record(option: spec.name, value: value)
    }

    /// A command's own options, then those every command accepts.
    static func options(of command: CommandConfiguration) -> [OptionSpec] {
        command.options + GlobalOption.everywhere
    }

    private static func option(spelled spelling: String, in options: [OptionSpec]) -> OptionSpec? {
        if spelling.hasPrefix("--") {
            let name = spelling.dropFirst(2)
            return options.first { $0.name == name }
        }
        guard spelling.count == 2, let letter = spelling.last else { return nil }
        return options.first { $0.short == letter }
    }

    /// Whether a word is an option: it starts with a dash, and is neither a
    /// lone `-` (conventionally standard input) nor a negative number.
    private static func isOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        let body = word.dropFirst()
        let isNumber =
            body.first.map(\.isASCIIDigit) == true
            && body.allSatisfy { $0.isASCIIDigit || $0 == "." || $0 == "," }
        return !isNumber
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

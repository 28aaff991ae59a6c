/// One command of quizctl as a type: it says what it is called and what it
/// takes (`configuration`, read by the parser and the help alike), and runs
/// with what the parser accepted. The command tree is `RootCommand`'s
/// subcommands, and theirs; adding a command is one type and one entry in its
/// parent's `subcommands`.
///
/// A command's options are static declarations on its type (`Option`,
/// `Argument`), each naming its type, range and help once; `run` reads them
/// back typed: `arguments[Self.count]`.
protocol Command: Sendable {
    /// Computed, not stored: building one is a few stores (its words and
    /// options are made only when asked for), while a stored `static let`
    /// is a `swift_once` and a page of its file's .bss, and the parser reads
    /// the name of every command listed before the one it matches.
    static var configuration: CommandConfiguration { get }

    /// A command holds what its command line said, already checked against its declarations.
    init(arguments: ParsedArguments)

    /// Checks that need more than one value at a time; called before `run`.
    func validate() throws(UsageError)

    /// Does the work, reaching the world only through `environment`.
    @MainActor func run(in environment: AppEnvironment) async throws
}

extension Command {
    func validate() throws(UsageError) {}

    /// The command types along `path`, starting with this one; stops at the first name it does not know.
    static func chain(along path: [String]) -> [any Command.Type] {
        var chain: [any Command.Type] = [self]
        for name in path {
            guard let next = chain[chain.count - 1].configuration.subcommand(named: name) else { break }
            chain.append(next)
        }
        return chain
    }

    /// The command at `path`, or the last one known along it.
    static func command(at path: [String]) -> any Command.Type {
        let chain = chain(along: path)
        return chain[chain.count - 1]
    }
}

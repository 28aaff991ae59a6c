import FoundationEssentials
import QuizPlatform

/// An external program as a question source: quizctl runs
/// `quizctl-source-NAME --count N [--difficulty D] [--category C]` and reads
/// a pack (the JSON of CLI.md) from its standard output.
public struct PluginSource: QuestionSource {
    public let plugin: DiscoveredPlugin
    private let runner: PluginRunner

    public init(plugin: DiscoveredPlugin, runner: PluginRunner = PluginRunner()) {
        self.plugin = plugin
        self.runner = runner
    }

    public var name: String { plugin.name }
    public var summary: LocalizedText { Strings.pluginSourceSummary(plugin.executable.lastPathComponent) }
    /// A plugin may print any kind of question; the game keeps those that fit.
    public var formats: Set<QuestionFormat> { [.yesNo, .choice, .fourOptions] }

    /// The plugin applies the filters; questions that do not fit the mode's
    /// shape are left out. Plugins are local programs, so `--offline` does
    /// not stop them.
    public func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        let output = try await runner.run(plugin.executable, arguments: Self.arguments(for: query))
        let program = plugin.executable.lastPathComponent
        let pack: PackImport
        do {
            pack = try PackImporter().parse(output.standardOutput, fileName: program, format: .json)
        } catch {
            throw PluginError.badOutput(plugin: program, problems: error.problems.map(\.text), stderr: output.standardError)
        }
        return pack.entries.compactMap { $0.question.shaped(as: query.format) }
    }

    /// `--count N [--difficulty D] [--category C]`.
    static func arguments(for query: QuestionQuery) -> [String] {
        var arguments = ["--count", String(query.count)]
        if let difficulty = query.difficulty { arguments += ["--difficulty", difficulty.rawValue] }
        if let category = query.category { arguments += ["--category", category] }
        return arguments
    }

    public func status(offline: Bool) async -> SourceStatus {
        SourceStatus(
            reachable: FileManager.default.isExecutableFile(atPath: plugin.executable.path),
            details: [Strings.pluginLocation(plugin.executable.path.terminalSafe)]
        )
    }
}

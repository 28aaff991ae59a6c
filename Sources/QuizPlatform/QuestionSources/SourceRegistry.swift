/// The sources a process knows, by name. The CLI registers the built-in ones
/// and any plugins it finds; games look them up here.
public struct SourceRegistry: Sendable {
    public private(set) var sources: [any QuestionSource] = []

    public init(_ sources: [any QuestionSource] = []) {
        for source in sources { register(source) }
    }

    /// Adds a source; a later one with the same name replaces the earlier.
    public mutating func register(_ source: any QuestionSource) {
        sources.removeAll { $0.name == source.name }
        sources.append(source)
    }

    public func source(named name: String) throws -> any QuestionSource {
        // Exact first (a pack's path keeps its case), then regardless of case.
        guard
            let source = sources.first(where: { $0.name == name })
                ?? sources.first(where: { $0.name.lowercased() == name.lowercased() })
        else {
            throw SourceError.unknownSource(name)
        }
        return source
    }

    public var names: [String] { sources.map(\.name) }
}

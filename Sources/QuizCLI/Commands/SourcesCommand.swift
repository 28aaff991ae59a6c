import QuizPlatform

/// `quizctl sources`: every source, what it feeds, whether it is reachable.
struct SourcesCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "sources",
            summary: Strings.Commands.sourcesSummary,
            options: [CommonOptions.json],
            discussion: Strings.Commands.sourcesDiscussion
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let registry = SourceCatalog.registry(in: environment)
        var listings: [SourceListing] = []
        for source in registry.sources {
            let status = await source.status(offline: false)
            listings.append(
                SourceListing(
                    name: source.name, summary: console.text(source.summary),
                    modes: Self.modes(for: source.formats), reachable: status.reachable,
                    details: status.details.map(console.text),
                    collections: status.collections.map {
                        SourceListing.Collection(
                            key: $0.key, title: console.text($0.title), questions: $0.count, categories: $0.categories,
                            attributions: $0.attributions.map(console.text))
                    }
                ))
        }
        if arguments[CommonOptions.json] {
            console.print((try? JSONOutput.string(listings)) ?? "[]")
            return
        }
        for listing in listings {
            let mark = listing.reachable ? console.style.green(console.reachableMark) : console.style.red(console.unreachableMark)
            // A plugin names and describes itself: outside text.
            console.print(
                "\(mark) \(console.style.bold(listing.name.terminalSafe))  \(listing.summary.terminalSafe)  "
                    + console.style.dim("(\(listing.modes.joined(separator: ", ")))"))
            for detail in listing.details { console.print("    " + detail.terminalSafe) }
        }
    }

    static func modes(for formats: Set<QuestionFormat>) -> [String] {
        var modes: [ModeKind] = []
        if formats.contains(.yesNo) { modes.append(.yesno) }
        if formats.contains(.choice) { modes.append(.classic) }
        if formats.contains(.fourOptions) { modes.append(.millionaire) }
        return modes.map(\.rawValue)
    }
}

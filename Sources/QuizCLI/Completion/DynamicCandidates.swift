import QuizImport
import QuizPlatform

/// What `quizctl __complete KIND` lists: the values only quizctl knows when
/// the user presses Tab. Everything is read from the data folder and `PATH`;
/// nothing is run and nothing goes over the network, so completion is quick
/// whatever the sources are. A damaged file lists nothing rather than fail:
/// a completion must never print an error into the user's command line.
@MainActor
struct DynamicCandidates {
    let environment: AppEnvironment

    /// How many recent games `history-ids` offers; older IDs can still be typed.
    static let recentGames = 100

    /// The candidates of `kind`; `arguments` are the command's arguments typed before (KEY for a setting's values).
    func candidates(_ kind: DynamicValues, arguments: [String]) -> [CompletionTree.Word] {
        let words: [CompletionTree.Word]
        switch kind {
        case .sources: words = sources()
        case .historyIDs: words = historyIDs()
        case .questionIDs: words = questionIDs()
        case .settingValues: words = settingValues(key: arguments.first)
        }
        // Outside text (pack and plugin names, question texts) never carries a
        // tab, a line break or a control character into a shell's menu.
        return words.map {
            CompletionTree.Word(text: $0.text.terminalSafe, description: CompletionTree.oneLine($0.description.terminalSafe))
        }
    }

    private func text(_ localized: LocalizedText) -> String { environment.console.text(localized) }

    /// Built-in sources, your questions and each pack you imported (alone and
    /// mixed with the built-in ones), each deck, and each plugin on disk.
    private func sources() -> [CompletionTree.Word] {
        let live = !(environment.variables["IMDB_API_KEY"] ?? "").isEmpty
        let bank = (try? environment.stores.questions.load()) ?? QuestionBank()
        var words = [
            CompletionTree.Word(text: "movies", description: text(Strings.sourceMovies(live: live))),
            CompletionTree.Word(text: "trivia", description: text(Strings.sourceOpenTrivia)),
            CompletionTree.Word(text: CustomQuestionSource.allName, description: text(Strings.sourceYours(bank.questions.count))),
            CompletionTree.Word(text: MixSource.allName, description: text(Strings.sourceMix)),
        ]
        for pack in bank.packs() {
            let label = text(Strings.sourcePack(pack.name, count: pack.count))
            words.append(CompletionTree.Word(text: CustomQuestionSource.name(pack: pack.name), description: label))
            words.append(CompletionTree.Word(text: MixSource.packPrefix + pack.name, description: text(Strings.sourceMix) + " · " + label))
        }
        for deck in (try? environment.stores.decks.summaries()) ?? [] {
            words.append(
                CompletionTree.Word(
                    text: DeckSource.name(deck: deck.name), description: text(Strings.sourceDeck(deck.name, count: deck.cardCount))))
        }
        for plugin in PluginDiscovery(dataFolder: environment.stores.directory.url, path: environment.variables["PATH"]).plugins() {
            words.append(CompletionTree.Word(text: plugin.name, description: text(Strings.sourcePlugin(plugin.name))))
        }
        return words
    }

    /// The newest games first: ID, then date, mode and score.
    private func historyIDs() -> [CompletionTree.Word] {
        let games = (try? environment.stores.history.recent(limit: Self.recentGames, mode: nil, answers: false)) ?? []
        return games.map { game in
            let facts = [
                HistoryTable.date(game.startedAt), game.mode.rawValue, HistoryTable.score(game, language: environment.console.language),
            ]
            return CompletionTree.Word(text: game.id.uuidString, description: facts.joined(separator: "  "))
        }
    }

    /// Your questions' IDs, each with its text.
    private func questionIDs() -> [CompletionTree.Word] {
        var words: [CompletionTree.Word] = []
        try? environment.stores.questions.forEachQuestion { question in
            words.append(CompletionTree.Word(text: question.id.uuidString, description: question.entry.text))
        }
        return words
    }

    /// The values `settings set KEY` accepts, when they are a list.
    private func settingValues(key: String?) -> [CompletionTree.Word] {
        guard let key = key.flatMap(SettingKey.init(rawValue:)), case .oneOf(let values) = key.allowed else { return [] }
        return values.map { CompletionTree.Word(text: $0, description: "") }
    }
}

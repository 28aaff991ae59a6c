import QuizPlatform

/// One line of the source picker: the source's name and whether it is
/// played offline (the built-in trivia pack is the trivia source offline).
struct SourceChoice: Hashable, Sendable {
    var name: String
    var offline: Bool
    var label: LocalizedText

    /// Every source that can feed `mode`, in the order the picker shows them:
    /// the built-in ones, Open Trivia DB, your questions with their count,
    /// each imported pack, each deck, each plugin, and the mix of yours with the built-in.
    @MainActor
    static func all(for mode: ModeKind, in environment: AppEnvironment) -> [SourceChoice] {
        let format = GameModes.mode(for: mode).format
        var choices: [SourceChoice] = []
        if format == .yesNo {
            let live = !(environment.variables["IMDB_API_KEY"] ?? "").isEmpty
            choices.append(SourceChoice(name: "movies", offline: false, label: Strings.sourceMovies(live: live)))
        } else {
            choices.append(SourceChoice(name: "trivia", offline: true, label: Strings.sourceBuiltInTrivia))
            choices.append(SourceChoice(name: "trivia", offline: false, label: Strings.sourceOpenTrivia))
        }
        // A damaged questions.json is reported (and moved aside) when a game loads it.
        let bank = (try? environment.stores.questions.load()) ?? QuestionBank()
        let fits = { (question: CustomQuestion) in question.question.shaped(as: format) != nil }
        choices.append(
            SourceChoice(name: CustomQuestionSource.allName, offline: false, label: Strings.sourceYours(bank.questions.count(where: fits))))
        for pack in bank.packs(fitting: fits) {
            let name = CustomQuestionSource.name(pack: pack.name)
            choices.append(SourceChoice(name: name, offline: false, label: Strings.sourcePack(pack.name, count: pack.count)))
        }
        for deck in (try? environment.stores.decks.summaries()) ?? [] where deck.cardCount > 1 {
            choices.append(
                SourceChoice(
                    name: DeckSource.name(deck: deck.name), offline: false, label: Strings.sourceDeck(deck.name, count: deck.cardCount)))
        }
        let plugins = SourceCatalog.plugins(stores: environment.stores, environment: environment.variables)
        for plugin in plugins where plugin.formats.contains(format) {
            choices.append(SourceChoice(name: plugin.name, offline: false, label: Strings.sourcePlugin(plugin.name)))
        }
        choices.append(SourceChoice(name: MixSource.allName, offline: false, label: Strings.sourceMix))
        return choices
    }

    /// The choice that plays `name` (offline or not), when there is one.
    static func index(of name: String, offline: Bool, in choices: [SourceChoice]) -> Int? {
        choices.firstIndex { $0.name == name && $0.offline == offline } ?? choices.firstIndex { $0.name == name }
    }
}

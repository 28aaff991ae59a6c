import QuizPlatform
import TriviaSource

/// A mode's start screen, before a game started from the menus (or a
/// `quizctl play classic` on a terminal with no filters given): where the
/// questions come from, and what `play`'s options would say (category,
/// difficulty, type, count, time per question, today's challenge). Each
/// row steps through its values or opens a list; the choices are remembered
/// per mode in quizctl.db (`StartChoices`), never in the settings (today's challenge
/// is not remembered: it is asked for each time).
@MainActor
struct StartScreen {
    let environment: AppEnvironment
    let mode: ModeKind

    static let counts = [5, 10, 15, 20]
    static let timers: [Double] = [0, 10, 15, 20, 30, 60]

    private enum Row { case players, partyGame, rules, source, category, difficulty, type, count, timer, daily, start }

    /// A party's games, in the order the row steps through them.
    static let partyGames = PartyStyle.allCases.map(\.rawValue) + ["millionaire"]

    /// The options to play with, or nil when the player went back. What the
    /// command line gave (`given`) comes first, then what was chosen last time.
    func run(given: PlayOptions = PlayOptions()) throws -> PlayOptions? {
        let console = environment.console
        let store = StartChoices.store(in: environment.stores)
        let rules = GameModes.mode(for: mode)
        let sources = mode == .review ? [] : SourceChoice.all(for: mode, in: environment)
        var choice = try resolved(given: given, remembered: try store.load()[mode], rules: rules, sources: sources)
        var selected: Int?
        var daily = given.daily
        while true {
            let rows = rows(for: choice)
            let items = rows.map { item(for: $0, choice: choice, daily: daily, sources: sources) }
            console.write(Screen.clearScreen, to: .output)
            let start = rows.firstIndex(of: .start)!
            guard let picked = Prompt(console: console).choose(Strings.startTitle(mode), items, selected: selected ?? start) else {
                return nil
            }
            selected = picked
            switch rows[picked] {
            case .source:
                if let index = pickSource(sources, current: choice) {
                    choice.source = sources[index].name
                    choice.offline = sources[index].offline
                }
            case .category: choice.category = pickCategory(current: choice.category, offline: choice.offline == true)
            case .difficulty: choice.difficulty = Self.next(after: choice.difficulty ?? .any, in: DifficultySetting.allCases)
            case .type: choice.choiceType = Self.next(after: choice.choiceType, in: [nil] + ChoiceType.allCases)
            case .count:
                // A review's own count, every card due, is among its choices.
                let counts = mode == .review ? [DueCardsSource.everyCardDue] + Self.counts : Self.counts
                choice.count = Self.next(after: choice.count ?? rules.defaultCount, in: counts)
            case .timer: choice.timer = Self.next(after: choice.timer ?? 0, in: Self.timers)
            case .daily: daily.toggle()
            case .players: choice.players = askPlayers(current: choice.players) ?? choice.players
            case .partyGame: choice.partyGame = Self.next(after: choice.partyGame ?? "turn", in: Self.partyGames)
            case .rules: showRules(choice)
            case .start where mode == .party && (try? PartyRoster(names: choice.players ?? [])) == nil:
                choice.players = askPlayers(current: choice.players) ?? choice.players
            case .start:
                try store.update { $0[mode] = choice }
                return options(for: choice, daily: daily, rows: rows, given: given)
            }
        }
    }

    /// Every field filled: the command line's, else the remembered one, else the default.
    private func resolved(
        given: PlayOptions, remembered: StartChoices.Mode, rules: any GameMode, sources: [SourceChoice]
    ) throws -> StartChoices.Mode {
        var choice = remembered
        if let source = given.source {
            choice.source = source
            choice.offline = given.offline
        } else if given.offline {
            choice.offline = true
        }
        if sources.isEmpty || SourceChoice.index(of: choice.source ?? "", offline: choice.offline == true, in: sources) == nil {
            choice.source = rules.defaultSource
            choice.offline = given.offline
        }
        choice.category = given.category ?? choice.category
        // What is shown for an option left unset is what the plan will take.
        let defaults = PlayPlan.defaults(for: rules, source: choice.source, settings: try environment.stores.settings.load())
        choice.difficulty = given.difficulty ?? choice.difficulty ?? defaults.difficulty
        choice.choiceType = given.choiceType ?? choice.choiceType
        choice.count = given.count ?? choice.count ?? defaults.count
        choice.timer = given.timer ?? choice.timer ?? defaults.timer
        choice.players = given.players ?? choice.players
        choice.partyGame = given.partyMillionaire ? "millionaire" : given.partyStyle?.rawValue ?? choice.partyGame
        return choice
    }

    /// The rows that mean something for this mode and source: the trivia
    /// filters only for Open Trivia DB and its pack, a count only for rounds.
    private func rows(for choice: StartChoices.Mode) -> [Row] {
        let trivia = choice.source == "trivia"
        switch mode {
        case .yesno: return [.source, .difficulty, .count, .timer, .daily, .start]
        case .classic:
            return [.source] + (trivia ? [.category] : []) + [.difficulty] + (trivia ? [.type] : []) + [.count, .timer, .daily, .start]
        case .millionaire: return [.source, .difficulty, .timer, .daily, .start]
        case .review: return [.count, .timer, .start]
        case .party:
            let count: [Row] = choice.partyGame == "millionaire" ? [] : [.count]
            return [.players, .partyGame, .source] + count + [.timer, .rules, .start]
        }
    }

    private func item(for row: Row, choice: StartChoices.Mode, daily: Bool, sources: [SourceChoice]) -> MenuItem {
        let console = environment.console
        func labelled(_ label: LocalizedText, _ value: String, hotKey: Character) -> MenuItem {
            MenuItem(console.text(label) + ": " + console.style.bold(value), hotKey: hotKey)
        }
        switch row {
        case .source:
            let index = SourceChoice.index(of: choice.source ?? "", offline: choice.offline == true, in: sources)
            let value = index.map { console.text(sources[$0].label) } ?? (choice.source ?? "").terminalSafe
            return labelled(Strings.startSource, value, hotKey: "o")
        case .category:
            return labelled(
                Strings.filterCategory,
                choice.category.map { console.text(TriviaCategory.title(of: $0)).terminalSafe } ?? console.text(Strings.anyCategory),
                hotKey: "c")
        case .difficulty:
            return labelled(Strings.filterDifficulty, console.text(Strings.difficultyValue(choice.difficulty ?? .any)), hotKey: "d")
        case .type: return labelled(Strings.startType, console.text(Strings.choiceTypeValue(choice.choiceType)), hotKey: "t")
        case .count: return labelled(Strings.filterCount, console.text(Strings.countValue(choice.count ?? 10)), hotKey: "n")
        case .timer: return labelled(Strings.startTimer, console.text(Strings.timerValue(choice.timer ?? 0)), hotKey: "m")
        case .daily: return labelled(Strings.startDaily, console.text(Strings.yesNoValue(daily)), hotKey: "y")
        case .start: return MenuItem(console.style.green(console.style.glyphs.start + console.text(Strings.startGame)), hotKey: "s")
        case .players:
            let names = choice.players.map { $0.joined(separator: ", ") } ?? console.text(Strings.partyNoPlayersYet)
            return labelled(Strings.partyPlayersRow, names, hotKey: "p")
        case .partyGame:
            let game = choice.partyGame ?? "turn"
            let name = Strings.partyStyleName(PartyStyle(rawValue: game) ?? .turn, millionaire: game == "millionaire")
            return labelled(Strings.partyStyleRow, console.text(name), hotKey: "g")
        case .rules:
            return MenuItem(
                console.text(Strings.partyRulesTitle) + ": " + console.style.dim(console.text(Strings.partyRulesShort)), hotKey: "r")
        }
    }

    /// The options of `play` the choices stand for, over what the command
    /// line gave (its seed, order and delay stay); rows not shown say nothing.
    private func options(for choice: StartChoices.Mode, daily: Bool, rows: [Row], given: PlayOptions) -> PlayOptions {
        let category = choice.category.flatMap { Self.categoryNames(offline: choice.offline == true).contains($0) ? $0 : nil }
        var options = given
        options.source = rows.contains(.source) ? choice.source : nil
        options.count = rows.contains(.count) ? choice.count : nil
        options.category = rows.contains(.category) ? category : nil
        options.difficulty = rows.contains(.difficulty) ? choice.difficulty : nil
        options.choiceType = rows.contains(.type) ? choice.choiceType : nil
        options.timer = choice.timer
        options.daily = daily && rows.contains(.daily)
        options.offline = rows.contains(.source) && choice.offline == true
        if mode == .party {
            options.players = choice.players
            options.partyStyle = PartyStyle(rawValue: choice.partyGame ?? "turn")
            options.partyMillionaire = choice.partyGame == "millionaire"
        }
        return options
    }

    /// The players, typed as names separated by commas, asked again until
    /// they make a party; nil when the player gives up (Escape).
    private func askPlayers(current: [String]?) -> [String]? {
        let console = environment.console
        var context: [String] = []
        while true {
            console.write(Screen.clearScreen, to: .output)
            guard
                let text = Prompt(console: console).line(
                    Strings.partyPlayersPrompt, default: current?.joined(separator: ", "), context: context)
            else { return nil }
            do {
                return try PartyRoster(parsing: text).names
            } catch {
                context = [console.style.red(console.text(error.message))]
            }
        }
    }

    /// The whole rules of the party chosen, until a key is pressed.
    private func showRules(_ choice: StartChoices.Mode) {
        let console = environment.console
        let game = choice.partyGame ?? "turn"
        let board = PartyBoard(style: console.style, language: console.language)
        let timer = choice.timer ?? 0
        console.write(Screen.clearScreen, to: .output)
        for line in board.rules(
            PartyStyle(rawValue: game) ?? .turn, millionaire: game == "millionaire", scoring: PartyScoring(timeLimit: timer))
        {
            console.show(line)
        }
        Prompt(console: console).pause()
    }

    private func pickSource(_ sources: [SourceChoice], current: StartChoices.Mode) -> Int? {
        let console = environment.console
        let items = sources.map { MenuItem(console.text($0.label)) }
        let selected = SourceChoice.index(of: current.source ?? "", offline: current.offline == true, in: sources) ?? 0
        console.write(Screen.clearScreen, to: .output)
        return Prompt(console: console).choose(Strings.chooseSource, items, selected: selected)
    }

    /// The trivia categories to choose from: offline, only those of our own pack.
    static func categoryNames(offline: Bool) -> [String] {
        (offline ? OfflineTriviaPack.categories : TriviaCategory.builtIn).map(\.name)
    }

    private func pickCategory(current: String?, offline: Bool) -> String? {
        let console = environment.console
        let names = Self.categoryNames(offline: offline)
        let items =
            [MenuItem(console.text(Strings.anyCategory))] + names.map { MenuItem(console.text(TriviaCategory.title(of: $0)).terminalSafe) }
        let selected = current.flatMap { names.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        console.write(Screen.clearScreen, to: .output)
        guard let picked = Prompt(console: console).choose(Strings.filterCategory, items, selected: selected) else { return current }
        return picked == 0 ? nil : names[picked - 1]
    }

    /// The value after `current` in `cycle`, round again after the last.
    static func next<Value: Equatable>(after current: Value, in cycle: [Value]) -> Value {
        cycle[((cycle.firstIndex(of: current) ?? -1) + 1) % cycle.count]
    }
}

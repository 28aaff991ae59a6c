import QuizPlatform
import TriviaSource

/// A mode's start screen on the run loop: what the player picked so far
/// (`choice`, remembered per mode in `StartChoices`), the rows it shows, and
/// a list or a field a row opened. Defaults come from `PlayPlan` when the
/// state is made (`StartState.load`); the screen only records choices.
struct StartState: Equatable, Sendable {
    let mode: ModeKind
    /// Every source that can feed the mode (none for a review).
    let sources: [SourceChoice]
    var choice: StartChoices.Mode
    /// Today's challenge: asked for each time, never remembered.
    var daily: Bool
    /// What the command line gave: its seed, order and delay stay.
    let given: PlayOptions
    /// The count the mode plays when none is chosen.
    let defaultCount: Int
    /// The highlighted row; Start until the player moves.
    var selected: Int
    var hint: String?
    var panel = StartPanel.rows
    /// The options of the game to play, once Start was picked.
    var chosen: PlayOptions?

    init(mode: ModeKind, sources: [SourceChoice], choice: StartChoices.Mode, given: PlayOptions, defaultCount: Int) {
        self.mode = mode
        self.sources = sources
        self.choice = choice
        self.given = given
        self.defaultCount = defaultCount
        daily = given.daily
        selected = 0
        selected = rows.firstIndex(of: .start) ?? 0
    }

    var rows: [StartRow] { StartRow.rows(for: mode, choice: choice) }

    /// The source chosen among `sources`.
    var sourceIndex: Int? { SourceChoice.index(of: choice.source ?? "", offline: choice.offline == true, in: sources) }

    /// The trivia categories to choose from: offline, only those of our own pack.
    var categoryNames: [String] { Self.categoryNames(offline: choice.offline == true) }

    static func categoryNames(offline: Bool) -> [String] {
        (offline ? OfflineTriviaPack.categories : TriviaCategory.builtIn).map(\.name)
    }

    /// What picking `row` does: a value steps to the next, a list or a field
    /// opens (`panel`), Start gives the options (`chosen`), unless a party
    /// has no players yet: then they are asked for.
    mutating func pick(_ row: StartRow) {
        switch row {
        case .source: panel = .sources(selected: sourceIndex ?? 0, hint: nil)
        case .category:
            let index = choice.category.flatMap { categoryNames.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
            panel = .categories(selected: index, hint: nil)
        case .difficulty: choice.difficulty = StartRow.next(after: choice.difficulty ?? .any, in: DifficultySetting.allCases)
        case .type: choice.choiceType = StartRow.next(after: choice.choiceType, in: [nil] + ChoiceType.allCases)
        case .count:
            // A review's own count, every card due, is among its choices.
            let counts = mode == .review ? [DueCardsSource.everyCardDue] + StartRow.counts : StartRow.counts
            choice.count = StartRow.next(after: choice.count ?? defaultCount, in: counts)
        case .timer: choice.timer = StartRow.next(after: choice.timer ?? 0, in: StartRow.timers)
        case .daily: daily.toggle()
        case .study: choice.studyStyle = StartRow.next(after: choice.studyStyle ?? .options, in: StartRow.studyStyles)
        case .players: panel = .players(LineEditor(text: choice.players?.joined(separator: ", ") ?? ""), problem: nil)
        case .partyGame: choice.partyGame = StartRow.next(after: choice.partyGame ?? "turn", in: StartRow.partyGames)
        case .rules: panel = .rules(first: 0)
        case .start where mode == .party && !rows.contains(.players): chosen = options
        case .start where mode == .party && (try? PartyRoster(names: choice.players ?? [])) == nil: pick(.players)
        case .start: chosen = options
        }
    }

    /// A source picked from the list.
    mutating func chooseSource(_ index: Int) {
        choice.source = sources[index].name
        choice.offline = sources[index].offline
    }

    /// A category picked from the list: 0 is any.
    mutating func chooseCategory(_ index: Int) {
        choice.category = index == 0 ? nil : categoryNames[index - 1]
    }

    /// The players typed: a party's names, or why they are not one.
    mutating func typePlayers(_ text: String) -> LocalizedText? {
        do {
            choice.players = try PartyRoster(parsing: text).names
            return nil
        } catch {
            return error.message
        }
    }

    /// The options of `play` the choices stand for, over what the command
    /// line gave (its seed, order and delay stay); rows not shown say nothing.
    var options: PlayOptions {
        let rows = rows
        let category = choice.category.flatMap { categoryNames.contains($0) ? $0 : nil }
        var options = given
        options.source = rows.contains(.source) ? choice.source : nil
        options.count = rows.contains(.count) ? choice.count : nil
        options.category = rows.contains(.category) ? category : nil
        options.difficulty = rows.contains(.difficulty) ? choice.difficulty : nil
        options.choiceType = rows.contains(.type) ? choice.choiceType : nil
        options.timer = choice.timer
        options.daily = daily && rows.contains(.daily)
        options.offline = rows.contains(.source) && choice.offline == true
        if rows.contains(.study) {
            options.flip = choice.studyStyle == .flip
            options.typed = choice.studyStyle == .typed
        }
        if mode == .party, choice.partyGame == StartRow.phones {
            options.partyOnPhones = true
        } else if mode == .party {
            options.players = choice.players
            options.partyStyle = PartyStyle(rawValue: choice.partyGame ?? "turn")
            options.partyMillionaire = choice.partyGame == "millionaire"
        }
        return options
    }
}

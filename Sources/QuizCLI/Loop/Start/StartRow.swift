import QuizPlatform
import TriviaSource

/// A row of a mode's start screen: a choice that steps through its values
/// or opens a list, the party's rules, or Start.
enum StartRow: Equatable, Sendable {
    case players, partyGame, rules, source, category, difficulty, type, count, timer, daily, study, start

    static let counts = [5, 10, 15, 20]
    static let timers: [Double] = [0, 10, 15, 20, 30, 60]
    /// A party's games, in the order the row steps through them; "phones"
    /// is a game hosted for phones (`quizctl host`), which needs no names.
    static let partyGames = PartyStyle.allCases.map(\.rawValue) + ["millionaire", phones]
    static let phones = "phones"
    /// How a review's cards are answered, in the order the row steps through them.
    static let studyStyles = AnswerStyle.allCases

    /// The rows that mean something for this mode and source: the trivia
    /// filters only for Open Trivia DB and its pack, a count only for rounds.
    static func rows(for mode: ModeKind, choice: StartChoices.Mode) -> [StartRow] {
        let trivia = choice.source == "trivia"
        switch mode {
        case .yesno: return [.source, .difficulty, .count, .timer, .daily, .start]
        case .classic:
            return [.source] + (trivia ? [.category] : []) + [.difficulty] + (trivia ? [.type] : []) + [.count, .timer, .daily, .start]
        case .millionaire: return [.source, .difficulty, .timer, .daily, .start]
        case .review: return [.study, .count, .timer, .start]
        case .party where choice.partyGame == phones: return [.partyGame, .source, .count, .timer, .start]
        case .party:
            let count: [StartRow] = choice.partyGame == "millionaire" ? [] : [.count]
            return [.players, .partyGame, .source] + count + [.timer, .rules, .start]
        }
    }

    /// The row as a menu item: its name and the value chosen, in bold.
    func item(in state: StartState, facts: MainMenuFacts) -> MenuItem {
        let style = facts.style
        let language = facts.language
        let choice = state.choice
        func labelled(_ label: LocalizedText, _ value: String, hotKey: Character) -> MenuItem {
            MenuItem(label(language) + ": " + style.bold(value), hotKey: hotKey)
        }
        switch self {
        case .source:
            let value = state.sourceIndex.map { state.sources[$0].label(language) } ?? (choice.source ?? "").terminalSafe
            return labelled(Strings.startSource, value, hotKey: "o")
        case .category:
            let value = choice.category.map { TriviaCategory.title(of: $0)(language).terminalSafe } ?? Strings.anyCategory(language)
            return labelled(Strings.filterCategory, value, hotKey: "c")
        case .difficulty:
            return labelled(Strings.filterDifficulty, Strings.difficultyValue(choice.difficulty ?? .any)(language), hotKey: "d")
        case .type: return labelled(Strings.startType, Strings.choiceTypeValue(choice.choiceType)(language), hotKey: "t")
        case .count: return labelled(Strings.filterCount, Strings.countValue(choice.count ?? state.defaultCount)(language), hotKey: "n")
        case .timer: return labelled(Strings.startTimer, Strings.timerValue(choice.timer ?? 0)(language), hotKey: "m")
        case .daily: return labelled(Strings.startDaily, Strings.yesNoValue(state.daily)(language), hotKey: "y")
        case .study:
            return labelled(Strings.studyStyleRow, Strings.studyStyleValue(choice.studyStyle ?? .options)(language), hotKey: "a")
        case .start: return MenuItem(style.green(style.glyphs.start + Strings.startGame(language)), hotKey: "s")
        case .players:
            let names = choice.players.map { $0.joined(separator: ", ") } ?? Strings.partyNoPlayersYet(language)
            return labelled(Strings.partyPlayersRow, names, hotKey: "p")
        case .partyGame:
            let game = choice.partyGame ?? "turn"
            let name =
                game == Self.phones
                ? Strings.menuHost : Strings.partyStyleName(PartyStyle(rawValue: game) ?? .turn, millionaire: game == "millionaire")
            return labelled(Strings.partyStyleRow, name(language), hotKey: "g")
        case .rules:
            return MenuItem(Strings.partyRulesTitle(language) + ": " + style.dim(Strings.partyRulesShort(language)), hotKey: "r")
        }
    }

    /// The value after `current` in `cycle`, round again after the last.
    static func next<Value: Equatable>(after current: Value, in cycle: [Value]) -> Value {
        cycle[((cycle.firstIndex(of: current) ?? -1) + 1) % cycle.count]
    }
}

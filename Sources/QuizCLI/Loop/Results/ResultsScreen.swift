import QuizPlatform

/// The menu's Results: all-time statistics and the accuracy chart over a
/// short menu (the games, a game by ID, delete all); a game opens its
/// review (what `history show ID` prints), from where it can be deleted.
/// Deleting and clearing ask first, on the screen, as `history delete` and
/// `clear` do; the history is read and changed by effects.
enum ResultsScreen {
    static func update(_ state: ResultsState, _ event: Event, facts: MainMenuFacts) -> ScreenStep<ResultsState> {
        var step = ScreenStep(state: state)
        switch event {
        case .effectFinished(let result):
            step.state.busy = false
            finished(result, on: &step.state)
        case .key(let key) where !state.busy:
            press(key, on: &step, facts: facts)
        default:
            break
        }
        return step
    }

    /// What a change of the history gave: the history read again, a game found or not.
    private static func finished(_ result: EffectResult, on state: inout ResultsState) {
        switch result {
        case .resultsReady(let data): state.data = data
        case .resultsChanged(let data, let message):
            state.data = data
            state.message = message
            if case .review(_, _, _, listed: true) = state.panel, !data.games.isEmpty {
                state.game = min(state.game, data.games.count - 1)
                state.panel = .games
            } else {
                state.panel = .summary(first: 0, clearing: false)
            }
        case .gameFound(let game): state.panel = .review(game, first: 0, deleting: false, listed: false)
        case .gameNotFound(let problem):
            if case .find(let editor, _) = state.panel { state.panel = .find(editor, problem: problem) }
        default: break
        }
    }

    private static func press(_ key: Key, on step: inout ScreenStep<ResultsState>, facts: MainMenuFacts) {
        var state = step.state
        state.message = nil
        switch state.panel {
        case .summary where state.data.games.isEmpty:
            // Only the statistics to read: any key goes back.
            step.navigation = .pop
        case .summary(let first, clearing: true):
            guard let yes = AnswerKey.yesOrNo(key, language: facts.language) else { break }
            state.panel = .summary(first: first, clearing: false)
            if yes {
                state.busy = true
                step.effects = [.clearHistory]
            } else {
                state.message = Strings.nothingChanged
            }
        case .summary(let first, clearing: false) where key == .pageUp || key == .pageDown:
            let pager = statistics(state, facts: facts)
            let room = TerminalSize(columns: facts.window.columns, rows: summaryRoom(state, facts: facts, size: facts.window))
            state.panel = .summary(first: pager.scrolled(first, by: key, size: room) ?? first, clearing: false)
        case .summary(let first, clearing: false):
            switch MenuKey.press(key, on: summaryPicker(state, facts: facts), selected: &state.action, hint: &state.hint) {
            case .choose(0): state.panel = .games
            case .choose(1): state.panel = .find(LineEditor(), problem: nil)
            case .choose: state.panel = .summary(first: first, clearing: true)
            case .cancel: step.navigation = .pop
            case .move, .ignore: break
            }
        case .games:
            switch MenuKey.press(key, on: gamesPicker(state, facts: facts), selected: &state.game, hint: &state.hint) {
            case .choose(let index): state.panel = .review(state.data.games[index], first: 0, deleting: false, listed: true)
            case .cancel: state.panel = .summary(first: 0, clearing: false)
            case .move, .ignore: break
            }
        case .review(let game, let first, deleting: true, let listed):
            guard let yes = AnswerKey.yesOrNo(key, language: facts.language) else { break }
            state.panel = .review(game, first: first, deleting: false, listed: listed)
            if yes {
                state.busy = true
                step.effects = [.deleteGame(game)]
            } else {
                state.message = Strings.nothingChanged
            }
        case .review(let game, let first, deleting: false, let listed):
            if case .character(let character) = key, KeyboardLayout.qwerty(character).lowercased() == "d" {
                state.panel = .review(game, first: first, deleting: true, listed: listed)
            } else if case .character(let character) = key, KeyboardLayout.qwerty(character).lowercased() == "b" {
                state.panel = listed ? .games : .summary(first: 0, clearing: false)
            } else if let next = review(game, facts: facts).scrolled(first, by: key, size: reviewRoom(facts.window)) {
                state.panel = .review(game, first: next, deleting: false, listed: listed)
            } else {
                state.panel = listed ? .games : .summary(first: 0, clearing: false)
            }
        case .find(var editor, let problem):
            switch editor.apply(key) {
            case .editing: state.panel = .find(editor, problem: problem)
            case .accepted(let text) where !text.trimmingSpaces().isEmpty:
                state.panel = .find(editor, problem: nil)
                state.busy = true
                step.effects = [.findGame(text.trimmingSpaces())]
            case .accepted, .cancelled, .ended: state.panel = .summary(first: 0, clearing: false)
            }
        }
        step.state = state
    }

    static func view(_ state: ResultsState, facts: MainMenuFacts, size: TerminalSize) -> Frame {
        let style = facts.style
        let language = facts.language
        let lines: [String]
        switch state.panel {
        case .summary(let first, _):
            let bottom = summaryBottom(state, facts: facts, size: size)
            let room = max(1, size.rows - bottom.count)
            let pager = statistics(state, facts: facts)
            var top = pager.wrapped(columns: size.columns)
            if top.count + 1 < room {
                // The chart takes what the statistics leave, whole or not at all (never its heading alone).
                let chart = AccuracyChart(newestFirst: state.data.charted, style: style, language: language)
                    .lines(width: size.columns, rows: room - top.count - 1)
                if !chart.isEmpty { top += [""] + chart }
            } else {
                top = pager.lines(first: first, size: TerminalSize(columns: size.columns, rows: room))
            }
            lines = top + bottom
        case .games:
            lines = gamesPicker(state, facts: facts).lines(selected: state.game, size: size, hint: hintLine(state, language))
        case .review(let game, let first, let deleting, _):
            // Under the text: the question before the game goes, or what the last answer to it did and the keys.
            let said = state.message.map { [style.yellow($0(language))] } ?? []
            let describe = HistoryTable.describe(game, language: language)
            let bottom =
                deleting
                ? MenuPicker.question(Strings.confirmDeleteGame(describe), facts: facts, columns: size.columns)
                : said + [style.dim(TextWrap.truncate(Strings.reviewKeys(language), to: max(1, size.columns)))]
            let room =
                deleting || !said.isEmpty ? TerminalSize(columns: size.columns, rows: max(1, size.rows - bottom.count)) : reviewRoom(size)
            lines = review(game, facts: facts).lines(first: first, size: room) + bottom
        case .find(let editor, let problem):
            let context = problem.map { [style.red($0(language))] } ?? []
            lines = LineEntryView.lines(
                Strings.gameIDPrompt, editor: editor, context: context, style: style, language: language, size: size)
        }
        return Frame(size: size, styled: lines)
    }

    /// The statistics under the screen's title, to scroll when they do not fit.
    static func statistics(_ state: ResultsState, facts: MainMenuFacts) -> TextPager {
        let lines = [facts.style.bold(Strings.menuResults(facts.language)), ""] + state.data.statistics.map { $0(facts.language) }
        var pager = TextPager(lines: lines, style: facts.style, language: facts.language, keys: nil)
        pager.scrollKeys = Strings.pageKeys
        return pager
    }

    /// The rows the summary's statistics and chart have above what is under them.
    private static func summaryRoom(_ state: ResultsState, facts: MainMenuFacts, size: TerminalSize) -> Int {
        max(1, size.rows - summaryBottom(state, facts: facts, size: size).count)
    }

    /// Under the statistics: the menu, the question before clearing, or (no
    /// games to list) the key that goes back.
    private static func summaryBottom(_ state: ResultsState, facts: MainMenuFacts, size: TerminalSize) -> [String] {
        if state.data.games.isEmpty {
            let said = state.message.map { [facts.style.yellow($0(facts.language))] } ?? []
            return ([""] + said + [facts.style.dim(Strings.pressAnyKey(facts.language))]).flatMap {
                TextWrap.wrap($0, width: max(1, size.columns))
            }
        }
        if case .summary(_, clearing: true) = state.panel {
            return MenuPicker.question(Strings.confirmClearHistory, facts: facts, columns: size.columns)
        }
        let picker = summaryPicker(state, facts: facts)
        let hint = hintLine(state, facts.language)
        let menu = TerminalSize(columns: size.columns, rows: picker.items.count + (hint == nil ? 2 : 3))
        return [""] + picker.lines(selected: state.action, size: menu, hint: hint)
    }

    private static func hintLine(_ state: ResultsState, _ language: Language) -> String? {
        state.message.map { $0(language) } ?? state.hint
    }

    static func summaryPicker(_ state: ResultsState, facts: MainMenuFacts) -> MenuPicker {
        let games = state.data.games.count
        let items = [
            MenuItem(Strings.resultsGames(games, more: games == ResultsData.listed)(facts.language), hotKey: "g"),
            MenuItem(Strings.resultsFindGame(facts.language), hotKey: "f"),
            MenuItem(Strings.resultsDeleteAll(facts.language), hotKey: "x"),
        ]
        return MenuPicker.onLoop(Strings.whatNow, items, facts: facts)
    }

    static func gamesPicker(_ state: ResultsState, facts: MainMenuFacts) -> MenuPicker {
        MenuPicker.onLoop(
            Strings.pickGameToReview, state.data.games.map { MenuItem(HistoryTable.describe($0, language: facts.language)) }, facts: facts)
    }

    /// The rows a review scrolls in: all but its key line.
    private static func reviewRoom(_ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: size.columns, rows: max(1, size.rows - 1))
    }

    /// A game's review, to scroll; the screen names the keys under it.
    static func review(_ game: GameRecord, facts: MainMenuFacts) -> TextPager {
        let lines = GameReview(game: game, style: facts.style).lines(facts.language)
        return TextPager(lines: lines, style: facts.style, language: facts.language, keys: nil)
    }
}

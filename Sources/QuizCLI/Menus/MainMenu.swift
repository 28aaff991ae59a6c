@preconcurrency import Glibc
import QuizPlatform
import QuizStore

/// `quizctl` on a terminal: a short splash, then Play · Results · Add
/// questions · Your questions · Settings · Quit until the player quits.
///
/// Every screen is a screen of `AppProgram` on the run loop; games and the
/// host are handed the terminal. Where output is read in order (accessible
/// mode, `TERM=dumb`) the same loop's frames are said line by line
/// (`FrameNarrator`).
@MainActor
struct MainMenu {
    var environment: AppEnvironment
    private var game: Game { environment.game }

    mutating func run() async throws {
        var failure: (any Error)?
        var menu = self
        let loop = AppLoop(program: AppProgram(), terminal: environment.console.terminal, clock: environment.clock) { effect in
            do {
                return .effectFinished(try await menu.perform(effect))
            } catch {
                failure = error
                return .effectFinished(.failed)
            }
        }
        _ = await loop.run(AppState(facts: facts))
        environment = menu.environment
        if let failure { throw failure }
    }

    /// An effect of the app's screens, off the loop.
    private mutating func perform(_ effect: Effect) async throws -> EffectResult {
        switch effect {
        case .handOver(let entry):
            // The screen handed the terminal starts on a clear one, not over the menu's frame.
            environment.console.write(Screen.clearScreen, to: .output)
            try await open(entry)
            return .handedBack(entry, facts)
        case .saveSetting(let key, let value):
            try environment.stores.settings.update { _ = key.set(value, in: &$0) }
            environment.adopt(try environment.stores.settings.load())
            return .settingSaved(facts)
        case .openStart(let mode, let onPhones):
            return .startReady(try StartState.load(mode, given: PlayOptions(partyOnPhones: onPhones), in: environment))
        case .startGame(let mode, let choice, let options):
            try StartChoices.store(in: environment.stores).update { $0[mode] = choice }
            environment.console.write(Screen.clearScreen, to: .output)
            try await play(mode, options: options)
            return .played(facts)
        case .loadResults:
            return .resultsReady(try results())
        case .deleteGame(let game):
            let said = try HistoryDeleteCommand.deleteAsked(game, from: environment.stores)
            return .resultsChanged(try results(), said)
        case .clearHistory:
            let said = try HistoryClearCommand.clearAsked(environment.stores)
            return .resultsChanged(try results(), said)
        case .findGame(let prefix):
            do {
                return .gameFound(try environment.stores.history.find(idPrefix: prefix))
            } catch let error as any UserFacingError {
                return .gameNotFound(error.message)
            }
        case .loadQuestions:
            return .questionsReady(try questions())
        case .saveQuestions(let drafts):
            do {
                let saved = try AddCommand.save(drafts, to: environment.stores, at: environment.clock.now())
                return .questionsSaved(AddCommand.reportLines(saved).map { $0(environment.language) })
            } catch let error as any UserFacingError {
                return .questionsRefused(error.message)
            }
        case .importFile(let path):
            return try changingQuestions { stores, console in
                try ImportCommand.importFile(path: path, into: stores, at: environment.clock.now(), console: console)
            }
        case .exportFile(let path):
            return try changingQuestions { stores, console in
                try ExportCommand.export(to: path, format: nil, from: stores, now: environment.clock.now(), console: console)
            }
        case .replaceQuestion(let id, let entry):
            return try changingQuestions { stores, console in
                let saved = try AddCommand.replace(id: id, with: entry, in: stores)
                console.print(Strings.questionSaved(saved.entry.text.terminalSafe))
            }
        case .removeQuestion(let id):
            return try changingQuestions { stores, console in
                let removed = try QuestionsRemoveCommand.remove(idPrefix: id.uuidString, from: stores)
                console.print(Strings.questionRemoved(removed.entry.text.terminalSafe))
            }
        case .removeDeck(let name):
            return try changingQuestions { stores, console in
                let removed = try DecksRemoveCommand.remove(named: name, from: stores)
                console.print(Strings.deckRemoved(removed.name, cards: removed.cardCount))
            }
        case .setDeckAnswerStyle(let key, let style):
            try DeckAnswerStyles.store(in: environment.stores).update { $0.byDeck[key] = style }
            return .questionsReady(try questions())
        case .discardTypedAhead, .host:
            // The loop drops typed keys itself, and the host runs a loop of its own: no screen here asks for either.
            return .handedBack(.review, facts)
        }
    }

    /// Your questions and decks as read now.
    private func questions() throws -> QuestionsData {
        QuestionsData(
            questions: try environment.stores.questions.load().questions, decks: try environment.stores.decks.summaries(),
            deckStyles: try DeckAnswerStyles.store(in: environment.stores).load())
    }

    /// Runs a command's own code on a console that keeps what it prints; a
    /// failure is said as the command line says it. Then the questions are read again.
    private func changingQuestions(_ change: (DataStores, Console) throws -> Void) throws -> EffectResult {
        let (console, captured) = Console.capturing(language: environment.language, style: environment.style)
        do {
            try change(environment.stores, console)
        } catch let error as any UserFacingError {
            console.error(error.message)
        }
        return .questionsChanged(try questions(), captured.lines)
    }

    /// The history as Results show it now.
    private func results() throws -> ResultsData {
        try ResultsData.load(from: environment.stores, today: environment.clock.now(), style: environment.style)
    }

    /// What the menu shows that an entry's screen may change.
    private var facts: MainMenuFacts {
        let settings = (try? environment.stores.settings.load()) ?? Settings()
        return MainMenuFacts(
            language: environment.language, style: environment.style, due: dueNow(), settings: settings,
            window: environment.terminal.size())
    }

    /// The screen of a menu entry, until it returns.
    private mutating func open(_ entry: HandOver) async throws {
        switch entry {
        case .review:
            // Answered the way the review's start screen last chose (options, flip or typed).
            let style = try StartChoices.store(in: environment.stores).load()[.review].studyStyle
            var options = PlayOptions()
            options.flip = style == .flip
            options.typed = style == .typed
            try await play(.review, options: options)
        }
    }

    /// Cards a review session would ask now; 0 when the data cannot be read
    /// (the review game itself then says why).
    private func dueNow() -> Int {
        let stores = environment.stores
        let newPerDay = (try? stores.settings.load().reviewNewPerDay) ?? Settings().reviewNewPerDay
        return (try? ReviewCollection.overview(of: stores.reviewMaterial, at: environment.clock.now(), newPerDay: newPerDay).dueNow) ?? 0
    }

    /// A game started from the menu, or the party: a failure is shown, and
    /// the menu comes back.
    private func play(_ mode: ModeKind, options: PlayOptions) async throws {
        let console = environment.console
        do {
            if options.partyOnPhones {
                // The results stay until a key: the menu would draw over them at once.
                if try await HostCommand.host(options, bind: "0.0.0.0", port: 0, in: environment) { Prompt(console: console).pause() }
            } else if mode == .party {
                let roster = try PartyRoster(names: options.players ?? [])
                try await PartyPlayer(environment: environment, options: options, roster: roster).play()
            } else {
                try await GamePlayer(environment: environment, options: options).play(mode)
            }
        } catch let error as any UserFacingError {
            console.error(error.message)
            Prompt(console: console).pause()
        }
    }
}

/// The splash: the name and a line, drawn at once (no artificial pause).
enum Splash {
    static func text(style: Style, language: Language) -> String {
        guard style.glyphs.drawsSplashArt else { return style.bold("quizctl") + " — " + Strings.tagline(language) + "\n" }
        let title = style.bold(style.cyan("  ┌─┐ ┬ ┬ ┬ ┌─┐ ┌─┐ ┌┬┐ ┬\n  │─┼┐│ │ │ ┌─┘ │    │  │\n  └─┘└└─┘ ┴ └─┘ └─┘  ┴  ┴─┘"))
        return title + "\n  " + style.dim(Strings.tagline(language)) + "\n"
    }
}

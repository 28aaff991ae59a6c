@preconcurrency import Glibc
import QuizPlatform

/// Loads a game's questions with a spinner; when that fails on a terminal,
/// offers Retry · Play offline · Quit, as MovieQuiz's alert did. Off a
/// terminal, a source that cannot be reached gives way to the built-in
/// questions with a one-line notice, unless the player insisted on the network.
@MainActor
struct QuestionLoader {
    let game: Game
    let console: Console
    /// `--online`: no playing offline instead of a source that cannot be reached.
    var insistsOnNetwork = false

    /// Whether a failure is asked about on a screen: on a terminal, with the
    /// game on standard output (with `--json` it is a record being made, and
    /// a failure is said as off a terminal).
    private var asks: Bool { console.isInteractive && console.display == .output }

    /// The questions, or nil when the player chose to quit. Choosing "Play
    /// offline" turns `request` offline for this and the following games.
    /// An empty review set on a terminal offers a round to play instead
    /// (`PlayInstead`) or Back (nil).
    func load(_ request: inout GameRequest, rules: any GameMode, registry: SourceRegistry) async throws -> [Question]? {
        var attempt = try await attempt(&request, rules: rules, registry: registry)
        // A retry, a source filled from the mix, fewer questions, offline: each is another attempt.
        while case .again = attempt { attempt = try await self.attempt(&request, rules: rules, registry: registry) }
        guard case .loaded(let questions) = attempt else { return nil }
        return questions
    }

    /// How one attempt to load ended.
    private enum Attempt {
        case loaded([Question])
        /// `request` was changed (or is to be tried again as it is).
        case again
        /// The player chose to stop.
        case stopped
    }

    private func attempt(_ request: inout GameRequest, rules: any GameMode, registry: SourceRegistry) async throws -> Attempt {
        let current = request
        do {
            return .loaded(
                try await Spinner.run(
                    message: console.text(Strings.loadingQuestions), on: console.terminal, glyphs: console.style.glyphs
                ) {
                    try await game.questions(for: current, rules: rules, from: registry)
                })
        } catch SourceError.nothingToReview(let shortfall) where asks {
            let reason = shortfall.map(Strings.reviewShortfall)
            guard let mode = Prompt(console: console).roundInsteadOfReview(saying: reason) else { return .stopped }
            throw PlayInstead(mode: mode)
        } catch let error as SourceError {
            if let mix = fillingSource(for: current, rules: rules, after: error, in: registry) {
                request.source = mix
                return .again
            }
            let failure = Strings.couldNotLoad(source: current.source, reason: error.message)
            if asks, rules.allowsFewerQuestions, case .notEnoughQuestions(let available, _) = error, available > 0 {
                console.error(failure)
                guard Prompt(console: console).confirm(Strings.playWithFewer(available)) else { return .stopped }
                request.count = available
                return .again
            }
            if !asks, case .unreachable(let reason) = error, !current.offline, !insistsOnNetwork {
                console.note(Strings.playingOfflineInstead(source: current.source, reason: reason.oneLine))
                request.offline = true
                return .again
            }
            guard asks, error.isWorthRetrying else { throw CommandFailure(failure) }
            // Each attempt's failure on the menu's screen, in place of the last: a retry must not pile up copies (issue 28).
            let heading = ["quizctl: " + console.style.red(console.text(Strings.errorLabel)) + ": " + console.text(failure)]
            switch Prompt(console: console).recovery(offlineAvailable: !current.offline && !insistsOnNetwork, heading: heading) {
            case .retry: return .again
            case .offline:
                request.offline = true
                return .again
            case .quit: return .stopped
            }
        } catch let error as any UserFacingError {
            throw CommandFailure(Strings.couldNotLoad(source: current.source, reason: error.message))
        }
    }

    /// A ladder your questions (or one pack of them) cannot fill is filled
    /// from their mix with the built-in ones, and the player is told so: on
    /// a terminal the notice waits for a key, since the game's screen follows.
    private func fillingSource(for request: GameRequest, rules: any GameMode, after error: SourceError, in registry: SourceRegistry)
        -> String?
    {
        guard !rules.allowsFewerQuestions, case .notEnoughQuestions(let available, let requested) = error,
            request.source == CustomQuestionSource.allName || request.source.hasPrefix(CustomQuestionSource.packPrefix)
        else { return nil }
        let mix = MixSource.name(mixing: request.source)
        guard (try? registry.source(named: mix)) != nil else { return nil }
        let notice = Strings.ladderFilledFromMix(yours: available, needed: requested)
        if asks {
            console.write(Screen.clearScreen, to: console.display)
            console.show(console.style.yellow(console.text(notice)))
            Prompt(console: console).pause()
        } else {
            console.note(notice)
        }
        return mix
    }
}

/// The player asked for another mode's round instead of this one (after
/// "nothing to review"); `GamePlayer` starts it.
struct PlayInstead: Error {
    let mode: ModeKind
}

extension LocalizedText {
    /// The text on one line, safe for a terminal: a notice must stay one line.
    fileprivate var oneLine: LocalizedText {
        func flat(_ text: String) -> String { text.terminalSafe.split(whereSeparator: \.isNewline).joined(separator: " ") }
        return LocalizedText(en: flat(en), ru: flat(ru))
    }
}

extension SourceError {
    /// A service that failed may work on a retry, or offline; a question of
    /// our own data (too few questions, unknown source) will not.
    var isWorthRetrying: Bool {
        switch self {
        case .unreachable, .failed: true
        case .notEnoughQuestions, .unknownSource, .unsupportedFormat, .nothingToReview: false
        }
    }
}

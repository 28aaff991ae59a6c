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

    /// The questions, or nil when the player chose to quit. Choosing "Play
    /// offline" turns `request` offline for this and the following games.
    /// An empty review set on a terminal offers a round to play instead
    /// (`PlayInstead`) or Back (nil).
    func load(_ request: inout GameRequest, rules: any GameMode, registry: SourceRegistry) async throws -> [Question]? {
        while true {
            let current = request
            do {
                return try await Spinner.run(
                    message: console.text(Strings.loadingQuestions), on: console.terminal, glyphs: console.style.glyphs
                ) {
                    try await game.questions(for: current, rules: rules, from: registry)
                }
            } catch SourceError.nothingToReview(let shortfall) where console.isInteractive {
                let reason = shortfall.map(Strings.reviewShortfall)
                guard let mode = Prompt(console: console).roundInsteadOfReview(saying: reason) else { return nil }
                throw PlayInstead(mode: mode)
            } catch let error as SourceError {
                if let mix = fillingSource(for: current, rules: rules, after: error, in: registry) {
                    request.source = mix
                    continue
                }
                let failure = Strings.couldNotLoad(source: current.source, reason: error.message)
                if console.isInteractive, rules.allowsFewerQuestions, case .notEnoughQuestions(let available, _) = error, available > 0 {
                    console.error(failure)
                    guard Prompt(console: console).confirm(Strings.playWithFewer(available)) else { return nil }
                    request.count = available
                    continue
                }
                if !console.isInteractive, case .unreachable(let reason) = error, !current.offline, !insistsOnNetwork {
                    console.note(Strings.playingOfflineInstead(source: current.source, reason: reason.oneLine))
                    request.offline = true
                    continue
                }
                guard console.isInteractive, error.isWorthRetrying else { throw CommandFailure(failure) }
                // Each attempt's failure on a screen of its own: a retry must not pile up copies (issue 28).
                if console.display == .output { console.draw(Screen.clearScreen) }
                console.error(failure)
                switch Prompt(console: console).recovery(offlineAvailable: !current.offline && !insistsOnNetwork) {
                case .retry: continue
                case .offline: request.offline = true
                case .quit: return nil
                }
            } catch let error as any UserFacingError {
                throw CommandFailure(Strings.couldNotLoad(source: current.source, reason: error.message))
            }
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
        if console.isInteractive {
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

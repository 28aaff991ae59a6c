import FoundationEssentials
import QuizPlatform

/// Work `update` asks for that is not a change of state: it runs off the
/// loop (`EffectRunner`), and what it gives comes back as an `Event`.
enum Effect: Sendable, Equatable {
    /// A screen that is not on the run loop yet takes the terminal until it
    /// returns; the loop draws its own frame afresh afterwards.
    case handOver(HandOver)
    /// Save one setting's new value; what the screens draw with comes back.
    case saveSetting(SettingKey, String)
    /// Forget keys typed before a question was shown: a key pressed in the
    /// feedback pause must not answer a question not yet seen.
    case discardTypedAhead
    /// A move of the host of a game played on phones (`quizctl host`).
    case host(HostMove)
    /// Read what a mode's start screen opens with: the sources, the choices
    /// remembered, the defaults `PlayPlan` gives; `onPhones`: the party's
    /// screen with its game hosted for phones.
    case openStart(ModeKind, onPhones: Bool = false)
    /// Remember the start screen's choices for its mode and play the game
    /// they make (a party too); the game has the terminal until it ends.
    case startGame(ModeKind, StartChoices.Mode, PlayOptions)
    /// Read the history for the Results screen.
    case loadResults
    /// Forget one game (the player said yes), then read the history again.
    case deleteGame(GameRecord)
    /// Forget every game (the player said yes), then read the history again.
    case clearHistory
    /// Find a game by its ID or the start of it, as `history show ID` does.
    case findGame(String)
    /// Read your questions and decks.
    case loadQuestions
    /// Save the questions written in Add questions, all or none.
    case saveQuestions([PackEntry])
    /// `quizctl import PATH`, its report kept for the screen.
    case importFile(String)
    /// `quizctl export FILE`, its report kept for the screen.
    case exportFile(String)
    /// Save an edited question over the one with this ID.
    case replaceQuestion(UUID, PackEntry)
    /// Remove a question (the player said yes).
    case removeQuestion(UUID)
    /// Remove a deck by name (the player said yes).
    case removeDeck(String)
    /// Answer a deck's cards this way in every review (nil: as the review is played), by deck key.
    case setDeckAnswerStyle(deckKey: String, AnswerStyle?)

    /// Whether the effect draws on the terminal itself, so the loop's frame
    /// is gone when it reports back.
    var takesTerminal: Bool {
        switch self {
        case .handOver, .startGame: true
        default: false
        }
    }
}

/// A screen still drawn by its own code, reached from a screen on the loop.
enum HandOver: Sendable, Equatable {
    case review
}

/// What a finished `Effect` reports back to `update`.
enum EffectResult: Sendable, Equatable {
    /// A handed-over screen returned; what the menu shows may have changed with it.
    case handedBack(HandOver, MainMenuFacts)
    /// A setting was saved; the language and colours may have changed with it.
    case settingSaved(MainMenuFacts)
    /// A start screen, read and ready to show.
    case startReady(StartState)
    /// A game started from a start screen ended; it may have changed the cards due.
    case played(MainMenuFacts)
    /// The history as the Results screen shows it.
    case resultsReady(ResultsData)
    /// The history after a change, and what the change did.
    case resultsChanged(ResultsData, LocalizedText)
    /// The game an ID named.
    case gameFound(GameRecord)
    /// Why no game was found (none, or several, start so).
    case gameNotFound(LocalizedText)
    /// Your questions and decks as read now.
    case questionsReady(QuestionsData)
    /// Your questions and decks after a change, and what the command printed.
    case questionsChanged(QuestionsData, [String])
    /// The questions written were saved: what `quizctl add` prints.
    case questionsSaved([String])
    /// The questions written were not saved, and why.
    case questionsRefused(LocalizedText)
    /// Work failed in a way the app cannot go on from.
    case failed

    /// What the screens draw with now, when the effect may have changed it.
    var facts: MainMenuFacts? {
        switch self {
        case .handedBack(_, let facts), .settingSaved(let facts), .played(let facts): facts
        default: nil
        }
    }
}

import FoundationEssentials
import QuizPlatform

/// Your questions on the run loop: the questions and decks as last read,
/// the panel shown, the highlighted entry, and whether a change is being
/// made (keys wait meanwhile).
struct QuestionsState: Equatable, Sendable {
    enum Panel: Equatable, Sendable {
        /// Write · Import · Export · Your decks, then every question.
        case list
        /// A file's path being typed, to import from or to export to.
        case path(exporting: Bool, LineEditor)
        /// What the last change printed, as the command prints it, until a key;
        /// then the decks (a deck was removed) or the list.
        case report([String], toDecks: Bool)
        /// One question in full over Edit · Remove · Back; `removing` asks first.
        case question(Int, action: Int, removing: Bool)
        /// A question being edited, saved over the one with this ID.
        case form(QuestionFormState, id: UUID)
        /// Every deck with its cards.
        case decks(selected: Int)
        /// One deck over Remove · Back; `removing` asks first.
        case deck(Int, action: Int, removing: Bool)
    }

    var data: QuestionsData
    var panel = Panel.list
    var selected = 0
    var hint: String?
    /// The first line shown of a panel's text (a report, a question in full).
    var first = 0
    var busy = false

    init(data: QuestionsData) {
        self.data = data
    }
}

/// The name a document is kept under: a value of a type from another
/// module (QuizCLI's menu choices, MovieRatingSource's movie list), stored
/// whole as its JSON.
public struct DocumentName: RawRepresentable, Sendable, Hashable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// How each deck's cards are answered in a review, where a deck says (QuizCLI's `DeckAnswerStyles`).
    public static let deckAnswerStyles = DocumentName(rawValue: "deck-answer-styles")
    /// What the player last chose on each mode's start screen.
    public static let menuChoices = DocumentName(rawValue: "menu-choices")
    /// The movie list imported from IMDb's datasets.
    public static let movieList = DocumentName(rawValue: "movies")
    /// OMDb's answers, kept to spare the daily request limit.
    public static let omdbCache = DocumentName(rawValue: "omdb-cache")
    /// FSRS weights fitted to the review log (`ReviewWeights`); none: the defaults.
    public static let reviewWeights = DocumentName(rawValue: "review-weights")
}

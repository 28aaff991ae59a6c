/// A kind of question a file may hold that no mode of quizctl plays: it is
/// skipped and counted, never imported as something it is not.
public enum UnplayableKind: Sendable, Hashable, Comparable {
    case matching
    case numerical
    case essay
    /// Multiple choice with more than one right answer.
    case multipleAnswers
    /// A short answer in a file with too few other answers to offer beside it.
    case shortAnswerWithoutOptions
    /// Another of Moodle's types, by its name ("calculated", "ddwtos").
    case other(String)
}

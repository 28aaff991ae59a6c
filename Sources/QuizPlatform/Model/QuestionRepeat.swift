/// How a repeat of a saved question is told, for stores outside this module
/// (the database's repeat index): the one rule `QuestionBuilder` and the
/// question bank use, a text trimmed and lower-cased, so that rule stays in
/// one place.
public enum QuestionRepeat {
    /// The text as repeats are compared: trimmed, lower-cased.
    public static func key(of text: String) -> String { QuestionTextKey.normalized(text) }

    /// A stable 64-bit hash of `key(of: text)` (FNV-1a, the same in every
    /// process), worth storing and indexing.
    public static func hash(of text: String) -> UInt64 { QuestionTextKey.hash(of: text) }
}

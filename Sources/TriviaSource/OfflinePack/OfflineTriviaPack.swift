import QuizPlatform

/// The built-in pack: original trivia written for quizctl and compiled into
/// the binary, so `--offline` (or a dead network) still has something to ask
/// and a `quizctl` copied alone into `~/bin` needs no resource folder.
///
/// Category names follow Open Trivia DB's, so a `--category` filter means the
/// same thing online and offline.
public enum OfflineTriviaPack {
    /// Every question of the pack, category by category.
    public static let entries: [PackEntry] =
        generalKnowledge + scienceAndNature + geography + history
        + film + music + sports + computers
        + mythology + animals + art + mathematics

    /// The Open Trivia DB categories the pack has questions in, in the API's
    /// order: what an offline game can filter on.
    public static let categories: [TriviaCategory] = {
        let covered = Set(entries.compactMap(\.category))
        return TriviaCategory.builtIn.filter { covered.contains($0.name) }
    }()

    /// A four-option question: the right answer and exactly three wrong ones.
    static func multiple(
        _ text: String, _ correct: String, _ wrong: [String], _ category: String, _ difficulty: Difficulty
    ) -> PackEntry {
        PackEntry(text: text, correct: correct, incorrect: wrong, category: category, difficulty: difficulty)
    }

    /// A true/false statement, spelled the way Open Trivia DB spells its
    /// boolean questions so both sources look alike to the modes.
    static func boolean(_ text: String, _ answer: Bool, _ category: String, _ difficulty: Difficulty) -> PackEntry {
        PackEntry(
            text: text,
            correct: answer ? "True" : "False",
            incorrect: [answer ? "False" : "True"],
            category: category,
            difficulty: difficulty
        )
    }
}

import QuizPlatform

/// The built-in pack: original trivia written for quizctl and compiled into
/// the binary, so `--offline` (or a dead network) still has something to ask
/// and a `quizctl` copied alone into `~/bin` needs no resource folder.
///
/// Every question is written in English and in Russian, side by side: the
/// Russian is written for Russian players (names as Russian books spell them,
/// decimal commas), not translated word for word; the facts are the same.
/// Category names follow Open Trivia DB's, so a `--category` filter means the
/// same thing online and offline.
public enum OfflineTriviaPack {
    /// Every question of the pack, category by category.
    ///
    /// Joined into one array made once: a chain of `+` copied the earlier
    /// categories again at every step, a tenth of an offline game.
    public static let entries: [OfflineTriviaEntry] = {
        let categories = [
            generalKnowledge, scienceAndNature, geography, history, film, music, sports, computers, mythology, animals, art,
            mathematics,
        ]
        var entries: [OfflineTriviaEntry] = []
        entries.reserveCapacity(categories.reduce(0) { $0 + $1.count })
        for category in categories { entries += category }
        return entries
    }()

    /// The pack as `language` reads it, in the pack format.
    public static func entries(in language: Language) -> [PackEntry] {
        entries.map { $0.entry(in: language) }
    }

    /// The Open Trivia DB categories the pack has questions in, in the API's
    /// order: what an offline game can filter on.
    public static let categories: [TriviaCategory] = {
        let covered = Set(entries.map(\.category))
        return TriviaCategory.builtIn.filter { covered.contains($0.name) }
    }()

    /// A four-option question: the right answer and exactly three wrong ones,
    /// in English and in Russian.
    static func multiple(
        en: String, _ correct: String, _ wrong: [String],
        ru: String, _ correctRussian: String, _ wrongRussian: [String],
        _ category: String, _ difficulty: Difficulty
    ) -> OfflineTriviaEntry {
        OfflineTriviaEntry(
            text: LocalizedText(en: en, ru: ru),
            answers: .multiple(
                correct: LocalizedText(en: correct, ru: correctRussian),
                // A Russian list shorter than the English one drops options;
                // the pack's tests count them in both languages.
                incorrect: zip(wrong, wrongRussian).map { LocalizedText(en: $0, ru: $1) }
            ),
            category: category,
            difficulty: difficulty
        )
    }

    /// A true/false statement, in English and in Russian.
    static func boolean(en: String, ru: String, _ answer: Bool, _ category: String, _ difficulty: Difficulty) -> OfflineTriviaEntry {
        OfflineTriviaEntry(text: LocalizedText(en: en, ru: ru), answers: .boolean(answer), category: category, difficulty: difficulty)
    }
}

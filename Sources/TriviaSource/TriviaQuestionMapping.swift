import QuizPlatform

/// How a trivia question, from the API or the offline pack, becomes a `Question`.
enum TriviaQuestionMapping {
    /// Open Trivia DB's spelling of a boolean question's answers.
    static let trueOption = "True"
    static let falseOption = "False"

    /// Options with the right one first (the game shuffles them), except a
    /// true/false question, which always reads "True", "False" in the
    /// player's words ("Верно", "Неверно"): they are the game's buttons, not the
    /// question's text.
    static func question(
        text: String, correct: String, incorrect: [String], category: String?, difficulty: Difficulty?, language: Language
    ) -> Question {
        if isTrueFalse(correct: correct, incorrect: incorrect) {
            let options = [Strings.trueOption(language), Strings.falseOption(language)]
            return Question(
                text: text, options: options, correctIndex: correct == trueOption ? 0 : 1, category: category, difficulty: difficulty
            )
        }
        return Question(text: text, options: [correct] + incorrect, correctIndex: 0, category: category, difficulty: difficulty)
    }

    /// A question from the API: its text stays English, its category and
    /// true/false buttons are in the player's language.
    static func question(_ trivia: TriviaQuestion, language: Language) -> Question {
        question(
            text: trivia.text, correct: trivia.correctAnswer, incorrect: trivia.incorrectAnswers,
            category: TriviaCategory.title(of: trivia.category)(language), difficulty: trivia.difficulty, language: language)
    }

    private static func isTrueFalse(correct: String, incorrect: [String]) -> Bool {
        incorrect.count == 1 && Set([correct, incorrect[0]]) == [trueOption, falseOption]
    }
}

import QuizPlatform

/// How a trivia question, from the API or the offline pack, becomes a `Question`.
enum TriviaQuestionMapping {
    static let trueOption = "True"
    static let falseOption = "False"

    /// Options with the right one first (the game shuffles them), except a
    /// true/false question, which always reads "True", "False".
    static func question(text: String, correct: String, incorrect: [String], category: String?, difficulty: Difficulty?) -> Question {
        if isTrueFalse(correct: correct, incorrect: incorrect) {
            let options = [trueOption, falseOption]
            return Question(
                text: text, options: options, correctIndex: options.firstIndex(of: correct) ?? 0, category: category, difficulty: difficulty
            )
        }
        return Question(text: text, options: [correct] + incorrect, correctIndex: 0, category: category, difficulty: difficulty)
    }

    static func question(_ trivia: TriviaQuestion) -> Question {
        question(
            text: trivia.text, correct: trivia.correctAnswer, incorrect: trivia.incorrectAnswers, category: trivia.category,
            difficulty: trivia.difficulty)
    }

    /// A pack entry's Open Trivia DB type: two options are true/false, more are multiple choice.
    static func type(of entry: PackEntry) -> ChoiceType {
        entry.incorrect.count == 1 ? .boolean : .multiple
    }

    private static func isTrueFalse(correct: String, incorrect: [String]) -> Bool {
        incorrect.count == 1 && Set([correct, incorrect[0]]) == [trueOption, falseOption]
    }
}

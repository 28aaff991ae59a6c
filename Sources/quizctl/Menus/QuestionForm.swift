import QuizPlatform

/// Asks for one question on a terminal, field by field, and checks it
/// before anything is saved.
@MainActor
struct QuestionForm {
    let console: Console

    /// The question written, or nil when the player gave up (empty text, end of input).
    func ask() -> PackEntry? {
        let prompt = Prompt(console: console)
        console.show(console.style.bold(console.text(Strings.newQuestionTitle)))
        guard let text = prompt.line(Strings.fieldText), !text.isEmpty,
              let correct = prompt.line(Strings.fieldCorrect) else { return nil }
        var wrong: [String] = []
        for number in 1...3 {
            guard let answer = prompt.line(Strings.fieldWrong(number, optional: number > 1)) else { return nil }
            if answer.isEmpty { break }
            wrong.append(answer)
        }
        let category = prompt.line(Strings.fieldCategory) ?? ""
        let difficulty = prompt.line(Strings.fieldDifficulty).flatMap { Difficulty(rawValue: $0.lowercased()) }
        return PackEntry(text: text, correct: correct, incorrect: wrong, category: category.isEmpty ? nil : category, difficulty: difficulty)
    }
}

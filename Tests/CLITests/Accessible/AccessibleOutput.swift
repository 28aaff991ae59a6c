import Foundation
import QuizPlatform
import Testing

/// What accessible mode's output must never hold, and the sentence it must
/// say for each answer of a finished game.
enum AccessibleOutput {
    /// No escape sequence (so no colour, no cursor movement, no redraw) and
    /// no box-drawing or block character (U+2500–U+259F).
    static func expectPlain(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.contains("\u{1B}"), "an escape sequence in: \(text.debugDescription)", sourceLocation: sourceLocation)
        let drawn = text.unicodeScalars.filter { (0x2500...0x259F).contains($0.value) }
        #expect(drawn.isEmpty, "box drawing \(String(String.UnicodeScalarView(drawn))) in: \(text)", sourceLocation: sourceLocation)
    }

    /// The start of the sentence that says how `answer` went: "Correct.",
    /// "Wrong. The answer was 2, Paris.", "Time is up. The answer was Yes.".
    static func feedback(_ answer: AnswerRecord, mode: ModeKind, language: Language = .en) -> String {
        let verdict: String
        if answer.isCorrect {
            verdict = language == .en ? "Correct." : "Верно."
        } else if answer.chosenAnswer == nil {
            verdict = language == .en ? "Time is up." : "Время вышло."
        } else {
            verdict = language == .en ? "Wrong." : "Неверно."
        }
        guard !answer.isCorrect, let index = answer.options.firstIndex(of: answer.correctAnswer) else { return verdict }
        let key: String? =
            switch mode {
            case .yesno: nil
            case .millionaire: String(Array("ABCD")[index])
            case .classic, .review: String(index + 1)
            }
        let named = key.map { "\($0), \(answer.correctAnswer)" } ?? answer.correctAnswer
        return verdict + (language == .en ? " The answer was \(named)." : " Правильный ответ: \(named).")
    }
}

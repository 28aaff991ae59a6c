import Testing

@testable import QuizPlatform

/// A question's id is FNV-1a of what it asks, in lowercase hex: the review
/// log and the history know questions by it, so it never changes.
@Suite struct QuestionContentIDTests {
    @Test(
        arguments: [
            ("What is 15% of 200?", nil, "30", "1a77ae9b0cfd01e9"),
            // Fifteen digits: no leading zero, as `String(_:radix:)` wrote it.
            ("Какое животное — самое крупное?", "Кит 🐋", "Синий кит", "f0f6d6b3d9d570a"),
            ("", nil, "", "879e907b5281763"),
        ] as [(String, String?, String, String)])
    func theIDIsTheHashOfTextSubjectAndAnswer(text: String, subject: String?, correct: String, id: String) {
        #expect(Question.contentID(text: text, subject: subject, correct: correct) == id)
        #expect(Question(text: text, options: [correct, "other"], correctIndex: 0, subject: subject).id == id)
    }
}

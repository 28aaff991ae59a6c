import FactBank
import QuizPlatform

extension OfflineTriviaEntry {
    /// A question of the generated bank, worded, as the offline pack holds its own.
    public init(_ question: BankQuestion) {
        let wording = question.wording
        let answers: Answers =
            switch wording.answers {
            case .choice(let correct, let wrong): .multiple(correct: correct, incorrect: wrong)
            case .statement(let isTrue): .boolean(isTrue)
            }
        self.init(
            text: wording.text, answers: answers, category: question.category, difficulty: question.difficulty, id: question.id)
    }
}

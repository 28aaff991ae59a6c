import Foundation
import MillionaireMode
import QuizPlatform

/// An in-memory source that filters like the custom source: questions of
/// unknown difficulty match every difficulty. `throwsWhenShort` makes it
/// answer like Open Trivia DB, which refuses a query it cannot fill.
struct FakeFourOptionSource: QuestionSource {
    var questions: [Question]
    var throwsWhenShort = false

    var name: String { "fake" }
    var summary: LocalizedText { LocalizedText(verbatim: "fake") }
    var formats: Set<QuestionFormat> { [.choice, .fourOptions] }

    func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        let matching = questions.filter { question in
            guard let wanted = query.difficulty, let known = question.difficulty else { return true }
            return known == wanted
        }
        if throwsWhenShort, matching.count < query.count {
            throw SourceError.notEnoughQuestions(available: matching.count, requested: query.count)
        }
        return Array(matching.prefix(query.count))
    }

    func status(offline: Bool) async -> SourceStatus { SourceStatus(reachable: true) }
}

enum MillionaireFixtures {
    /// A four-option question "Q<n>" whose right option is "right <n>".
    static func question(_ number: Int, _ difficulty: Difficulty? = nil, correctIndex: Int? = nil) -> Question {
        let correct = correctIndex ?? number % 4
        let options = (0..<4).map { $0 == correct ? "right \(number)" : "wrong \(number).\($0)" }
        return Question(text: "Q\(number)", options: options, correctIndex: correct, difficulty: difficulty)
    }

    /// `count` questions of each difficulty, numbered from 1 in the order easy, medium, hard.
    static func graded(_ count: Int = 5) -> [Question] {
        Difficulty.allCases.enumerated().flatMap { tier, difficulty in
            (1...count).map { question(tier * count + $0, difficulty) }
        }
    }

    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func request(seed: UInt64 = 5, order: OrderKind = .sequential) -> GameRequest {
        GameRequest(mode: .millionaire, source: "fake", order: order, seed: seed)
    }

    /// A session on fifteen questions of the given difficulty, not tied to any `Game`.
    @MainActor
    static func session(
        seed: UInt64 = 5, difficulty: Difficulty? = .medium, rules: any GameMode = MillionaireLadder()
    ) -> GameSession {
        let questions = (1...MillionaireLadder.stepCount).map { question($0, difficulty) }
        return GameSession(rules: rules, request: request(seed: seed), questions: questions, clock: .ticking(from: start))
    }

    /// A wrong option of the session's current question.
    @MainActor
    static func wrongOption(in session: GameSession) -> Int {
        (session.currentQuestion!.correctIndex + 1) % 4
    }

    @MainActor
    static func answerRight(_ session: GameSession, times: Int) {
        for _ in 0..<times { session.answer(.option(session.currentQuestion!.correctIndex)) }
    }
}

import Foundation
@testable import QuizPlatform

/// Small fixtures shared by the platform tests.
enum TestData {
    static func question(_ number: Int, options: Int = 4) -> Question {
        Question(
            text: "Question \(number)?",
            options: (0..<options).map { "Option \(number)-\($0)" },
            correctIndex: 0,
            category: "Tests",
            difficulty: .easy
        )
    }

    static func questions(_ count: Int, options: Int = 4) -> [Question] {
        (1...count).map { question($0, options: options) }
    }

    /// A fresh, empty data folder under the system's temporary directory.
    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "quizctl-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A source serving fixed questions, for game flow tests.
struct FixedSource: QuestionSource {
    var name = "fixed"
    var questions: [Question]
    var formats: Set<QuestionFormat> = [.choice, .fourOptions, .yesNo]
    var summary: LocalizedText { LocalizedText(verbatim: "fixed") }

    func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        questions.filter { query.difficulty == nil || $0.difficulty == query.difficulty }
    }

    func status(offline: Bool) async -> SourceStatus { SourceStatus(reachable: true) }
}

import Foundation

/// A question the player wrote (or imported), kept in questions.json.
public struct CustomQuestion: Sendable, Hashable, Codable, Identifiable {
    public var id: UUID
    public var entry: PackEntry
    public var createdAt: Date

    public init(id: UUID = UUID(), entry: PackEntry, createdAt: Date) {
        self.id = id
        self.entry = entry
        self.createdAt = createdAt
    }

    /// As a playable question, the right option first; the game shuffles.
    public var question: Question {
        var question = entry.question
        question.id = id.uuidString
        return question
    }
}

/// The contents of questions.json.
public struct QuestionBank: Sendable, Hashable, Codable {
    public var questions: [CustomQuestion] = []
    public init(questions: [CustomQuestion] = []) { self.questions = questions }
}

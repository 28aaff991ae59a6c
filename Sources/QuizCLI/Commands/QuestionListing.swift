import Foundation
import QuizPlatform

/// One element of `questions --json`: the pack entry with its ID.
struct QuestionListing: Encodable {
    let question: CustomQuestion

    init(_ question: CustomQuestion) { self.question = question }

    private enum CodingKeys: String, CodingKey { case id, text, correct, incorrect, category, difficulty, createdAt }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(question.id, forKey: .id)
        try c.encode(question.entry.text, forKey: .text)
        try c.encode(question.entry.correct, forKey: .correct)
        try c.encode(question.entry.incorrect, forKey: .incorrect)
        try c.encode(question.entry.category, forKey: .category)
        try c.encode(question.entry.difficulty, forKey: .difficulty)
        try c.encode(question.createdAt, forKey: .createdAt)
    }

    /// The same members for `PrettyJSONWriter`, which streams the listing;
    /// a test holds the two equal.
    var members: [(key: String, value: PrettyJSONWriter.Value)] {
        let entry = question.entry
        return [
            ("id", .string(question.id.uuidString)), ("text", .string(entry.text)), ("correct", .string(entry.correct)),
            ("incorrect", .strings(entry.incorrect)), ("category", entry.category.map { .string($0) } ?? .null),
            ("difficulty", entry.difficulty.map { .string($0.rawValue) } ?? .null), ("createdAt", .date(question.createdAt)),
        ]
    }
}

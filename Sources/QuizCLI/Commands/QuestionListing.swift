import FoundationEssentials
import QuizPlatform

/// One element of `questions --json`: the pack entry with its ID. Written
/// by `JSONWritable` (the listing streams); `Encodable` is the reference a
/// test holds it to.
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
}

extension QuestionListing: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", question.id)
            json.member("text", question.entry.text)
            json.member("correct", question.entry.correct)
            json.member("incorrect", question.entry.incorrect)
            json.member("category", question.entry.category)
            json.member("difficulty", question.entry.difficulty)
            json.member("createdAt", question.createdAt)
        }
    }
}

import FoundationEssentials

/// One question as every mode plays it: a text, two to four options and the
/// index of the right one. Sources build these; modes never look further.
public struct Question: Sendable, Hashable, Codable, Identifiable {
    /// Stable identity: a UUID string for your own questions, a digest of the
    /// text for questions from a source, so the review set can find it again.
    public var id: String
    public var text: String
    public var options: [String]
    public var correctIndex: Int
    /// What the question is about, e.g. "The Godfather (1972)".
    public var subject: String?
    public var category: String?
    public var difficulty: Difficulty?
    /// A one-line explanation shown after the answer, e.g. "rated 9.2".
    public var explanation: String?
    /// More about the subject, shown with `--verbose`: "Francis Ford Coppola · Crime, Drama".
    public var details: String?
    /// The film's facts for a poster stand-in; nil for questions not about one film.
    public var poster: Poster?
    /// An Anki typed-answer card (`{{type:}}`): its answer is typed in full
    /// whatever the round's style. Not part of a question's JSON.
    public var asksTyped = false

    private enum CodingKeys: String, CodingKey {
        case id, text, options, correctIndex, subject, category, difficulty, explanation, details, poster
    }

    public init(
        id: String? = nil,
        text: String,
        options: [String],
        correctIndex: Int,
        subject: String? = nil,
        category: String? = nil,
        difficulty: Difficulty? = nil,
        explanation: String? = nil,
        details: String? = nil,
        poster: Poster? = nil
    ) {
        self.text = text
        self.options = options
        self.correctIndex = correctIndex
        self.subject = subject
        self.category = category
        self.difficulty = difficulty
        self.explanation = explanation
        self.details = details
        self.poster = poster
        self.id =
            id
            ?? Question.contentID(
                text: text, subject: subject, correct: options.indices.contains(correctIndex) ? options[correctIndex] : "")
    }

    public var correctOption: String { options[correctIndex] }

    /// A short, stable identifier derived from what the question asks
    /// (FNV-1a of text, US, subject, US, right answer; lowercase hex).
    ///
    /// The parts are hashed where they lie and the digits written by hand,
    /// most significant first into an array: joining the parts into one
    /// string and `String(_:radix:)` cost every question of a game six
    /// thousand instructions, and decoding reversed digits a dynamic cast.
    public static func contentID(text: String, subject: String?, correct: String) -> String {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        hash = (hash ^ 0x1F) &* prime
        for byte in (subject ?? "").utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        hash = (hash ^ 0x1F) &* prime
        for byte in correct.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        // Lowercase hex without leading zeros, as `String(hash, radix: 16)`.
        var shift: UInt64 = 60
        while shift > 0, (hash >> shift) & 0xF == 0 { shift -= 4 }
        var digits: [UInt8] = []
        digits.reserveCapacity(16)
        while true {
            let digit = UInt8((hash >> shift) & 0xF)
            digits.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            guard shift > 0 else { break }
            shift -= 4
        }
        return String(decoding: digits, as: UTF8.self)
    }
}

public enum Difficulty: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case easy, medium, hard

    public static func < (lhs: Difficulty, rhs: Difficulty) -> Bool { lhs.rank < rhs.rank }

    /// Easy 0, medium 1, hard 2: compared without searching `allCases`, which
    /// making the generated bank did seven thousand times.
    private var rank: Int {
        switch self {
        case .easy: 0
        case .medium: 1
        case .hard: 2
        }
    }
}

/// Open Trivia DB's `type`: four options, or true/false.
public enum ChoiceType: String, Sendable, Hashable, Codable, CaseIterable {
    case multiple, boolean
}

/// The shape of question a mode can play.
public enum QuestionFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Two options, affirmative first: y answers option 0, n answers option 1.
    case yesNo
    /// Two to four options (classic round, review).
    case choice
    /// Exactly four options (the Millionaire ladder).
    case fourOptions
}

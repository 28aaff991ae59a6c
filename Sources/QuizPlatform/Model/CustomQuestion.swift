import FoundationEssentials

/// A question the player wrote (or imported), kept in questions.json.
public struct CustomQuestion: Sendable, Hashable, Codable, Identifiable {
    public var id: UUID
    public var entry: PackEntry
    public var createdAt: Date
    /// The pack it was imported from (the file's name without its extension),
    /// so the menus can offer each imported pack as a source; nil for a
    /// question written by hand.
    public var pack: String?

    public init(id: UUID = UUID(), entry: PackEntry, createdAt: Date, pack: String? = nil) {
        self.id = id
        self.entry = entry
        self.createdAt = createdAt
        self.pack = pack
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

    /// The imported packs' names, in the order first imported, each with how
    /// many of its questions `fits` accepts.
    public func packs(fitting fits: (CustomQuestion) -> Bool = { _ in true }) -> [(name: String, count: Int)] {
        var names: [String] = []
        var counts: [String: Int] = [:]
        for question in questions {
            guard let pack = question.pack else { continue }
            if counts[pack] == nil { names.append(pack) }
            counts[pack, default: 0] += fits(question) ? 1 : 0
        }
        return names.map { ($0, counts[$0]!) }
    }
}

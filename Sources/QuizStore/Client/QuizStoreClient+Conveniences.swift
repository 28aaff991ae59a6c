import FoundationEssentials
import QuizPlatform

extension QuizStoreClient {
    /// Saves a game that records no reviews (a party's).
    public func saveGame(_ game: GameRecord) throws -> Statistics { try saveGame(game, []) }

    /// The newest `limit` games, newest first.
    public func recentGames(limit: Int, mode: ModeKind? = nil, answers: Bool = true) throws -> [GameRecord] {
        try games(GameQuery(limit: limit, mode: mode, answers: answers))
    }

    /// Every question, in the order added.
    public func allQuestions() throws -> [CustomQuestion] {
        var questions: [CustomQuestion] = []
        try forEachQuestion { questions.append($0) }
        return questions
    }

    /// The document `name` decoded as `T`, nil when none is stored. One that
    /// does not decode throws `.undecodable`, for the caller to decide
    /// between a default and a notice.
    public func document<T: Decodable>(_ type: T.Type, named name: DocumentName) throws -> T? {
        guard let body = try loadDocument(name) else { return nil }
        return try Self.decode(type, body, name)
    }

    /// Stores `value` as the document `name`, as JSON.
    public func saveDocument<T: Encodable>(_ value: T, named name: DocumentName) throws {
        try saveDocument(name, Array(try JSONEncoder().encode(value)))
    }

    /// Changes the document `name` (or `defaultValue` when none is stored)
    /// in one transaction; returns what `change` returned. `change` runs
    /// while the database is held: it must not use the client.
    public func updateDocument<T: Codable, Result>(
        _ type: T.Type, named name: DocumentName, default defaultValue: T, _ change: (inout T) throws -> Result
    ) throws -> Result {
        var result: Result?
        try updateDocument(name) { body in
            var value = try body.map { try Self.decode(type, $0, name) } ?? defaultValue
            result = try change(&value)
            return Array(try JSONEncoder().encode(value))
        }
        return result!
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ body: [UInt8], _ name: DocumentName) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(body))
        } catch {
            throw QuizStoreError.undecodable(what: "documents", key: name.rawValue)
        }
    }
}

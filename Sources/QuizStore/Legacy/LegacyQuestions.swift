import DataFiles
import FoundationEssentials
import QuizPlatform
import Sqlite

/// Your questions as the older format kept them: questions.json
/// (`{"questions":[…]}`, rewritten whole now and then) and its journal,
/// questions.journal (one question or one `{"removed": ID}` a line,
/// appended), brought over with their ids and in their order. Read with
/// plain `JSONDecoder`s: it runs once per folder.
///
/// The journal is replayed onto questions.json as the older bank replayed
/// it, so the database lists what that bank listed: a question whose id is
/// already there is skipped (a journal folded into the base by a
/// compaction cut short), a removal takes its question out, and a line
/// that is neither (torn by a crash) is skipped. Both files are kept
/// untouched in `legacy-YYYYMMDD/`.
struct LegacyQuestions: Sendable {
    /// The files read, then moved aside; and the older bank's own files beside them, moved too.
    static let files = ["questions.json", "questions.journal"]
    static let companions = ["questions.json.lock", "questions.json.index", "questions.json.hashes"]

    /// Every question the older bank listed, in its order, each id once.
    var questions: [CustomQuestion] = []

    /// Reads both files; throws `QuizStoreError.legacyUnreadable` when
    /// questions.json is not a bank, having changed nothing.
    static func read(_ directory: DataDirectory) throws -> LegacyQuestions {
        let decoder = JSONCoding.decoder()
        var questions: [CustomQuestion] = []
        var position: [UUID: Int] = [:]
        let basePath = directory.filePath("questions.json")
        if let base = FileManager.default.contents(atPath: basePath) {
            guard let bank = try? decoder.decode(QuestionBank.self, from: base) else {
                throw QuizStoreError.legacyUnreadable(path: basePath, line: nil)
            }
            // The older index listed a repeated id twice; the database holds an id once.
            for question in bank.questions where position[question.id] == nil {
                position[question.id] = questions.count
                questions.append(question)
            }
        }
        var removed = Set<Int>()
        let journal = FileManager.default.contents(atPath: directory.filePath("questions.journal")) ?? Data()
        for line in journal.split(separator: UInt8(ascii: "\n")) {
            if let question = try? decoder.decode(CustomQuestion.self, from: Data(line)) {
                if let existing = position[question.id], !removed.contains(existing) { continue }
                position[question.id] = questions.count
                questions.append(question)
            } else if let removal = try? decoder.decode(Removal.self, from: Data(line)), let index = position[removal.removed] {
                removed.insert(index)
            }
        }
        return LegacyQuestions(questions: questions.enumerated().filter { !removed.contains($0.offset) }.map(\.element))
    }

    /// Inserts every question with its id, in order, inside the import's
    /// transaction, and checks that exactly they were added (beside any
    /// the database held already).
    func insert(into connection: Sqlite) throws {
        let before = try LegacyImport.count("questions", in: connection)
        var adding = try QuestionAdding(connection)
        for question in questions { _ = try adding.add(question, skippingRepeats: false) }
        let added = try LegacyImport.count("questions", in: connection) - before
        guard added == questions.count else {
            throw QuizStoreError.legacyCountMismatch(expected: questions.count, found: "\(added)")
        }
    }

    /// A journal line that removes a question.
    private struct Removal: Decodable {
        var removed: UUID
    }
}

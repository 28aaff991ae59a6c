import Foundation
import QuizStore
import Synchronization

@testable import DataFiles
@testable import QuizPlatform

/// A fresh temporary data folder for one test, removed afterwards.
struct PersistenceFolder {
    let directory: DataDirectory
    let notices = PersistenceNotices()

    var url: URL { directory.url }

    /// Runs `body` with a new folder (not yet created on disk unless `create`).
    static func with<T>(create: Bool = true, _ body: (PersistenceFolder) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("quizctl-persistence-\(UUID().uuidString)", isDirectory: true)
        let folder = PersistenceFolder(directory: DataDirectory(url: url))
        if create { try folder.directory.create() }
        defer {
            chmod(url.path, 0o700)
            try? FileManager.default.removeItem(at: url)
        }
        return try body(folder)
    }

    /// 2026-11-22T04:18:00Z, always.
    static let fixedClock = WallClock { Date(timeIntervalSince1970: 1_795_321_080) }
    static let fixedStamp = "20261122T041800Z"

    func contents(_ name: String) throws -> String {
        try String(contentsOf: directory.file(name), encoding: .utf8)
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: directory.file(name))
    }

    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

/// Collects quarantine notices from any thread.
final class PersistenceNotices: Sendable {
    private let received = Mutex<[QuarantineNotice]>([])

    var all: [QuarantineNotice] { received.withLock { $0 } }

    var record: QuarantineHandler {
        { notice in self.received.withLock { $0.append(notice) } }
    }
}

/// A finished game; `id` and `minute` make it recognisable.
func persistenceGame(
    _ mode: ModeKind = .classic, correct: Int = 3, total: Int = 5, minute: Int = 0, id: UUID = UUID()
) -> GameRecord {
    let date = Date(timeIntervalSince1970: 1_795_000_000 + Double(minute) * 60)
    let answer = AnswerRecord(
        question: "Line one\nline \"two\"", options: ["A", "B"], correctAnswer: "A",
        chosenAnswer: "B", isCorrect: false, seconds: 1.5, hints: [.fiftyFifty]
    )
    return GameRecord(
        id: id, mode: mode, source: "custom", startedAt: date, finishedAt: date,
        outcome: .completed, correct: correct, total: total, answers: [answer]
    )
}

/// A UUID whose text starts with `prefix` (hex digits), then zeros and `tail`.
func persistenceID(_ prefix: String, tail: Int) -> UUID {
    let hex = (prefix + String(repeating: "0", count: 32)).prefix(32 - 4) + String(format: "%04X", tail)
    let chars = Array(hex)
    let text = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }.joined(separator: "-")
    return UUID(uuidString: text)!
}

/// Your questions in a fresh database in memory: the live SQL, gone with the value.
func memoryQuestions() -> CustomQuestions {
    // An in-memory database fails to open only when SQLite itself cannot start.
    try! QuizStoreClient.inMemory().customQuestions
}

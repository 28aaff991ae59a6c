import Foundation
import Glibc

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

    /// Writes an executable shell script. The file is opened close-on-exec:
    /// a process another test spawns while it is open for writing must not
    /// inherit it, or running the script fails with "text file busy".
    static func writeScript(_ body: String, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
        try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: Data("#!/bin/sh\n\(body)\n".utf8))
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

import Foundation
import Testing

/// Your own questions through the built quizctl, two processes at once.
@Suite struct QuestionBankEndToEndTests {
    @Test func twoProcessesAddingAtOnceLoseNothing() throws {
        let quizctl = QuizctlProcess()
        nonisolated(unsafe) var failures: [String] = []
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for number in 0..<8 {
                let text = "Writer \(writer) question \(number)?"
                let result = try? quizctl.run(["add", "--text", text, "--correct", "Yes", "--wrong", "No"])
                if result?.status != 0 {
                    lock.withLock { failures.append("\(text): \(result?.stderr ?? "did not run")") }
                }
            }
        }
        #expect(failures.isEmpty)
        let listed = try #require(try quizctl.json(["questions", "--json"]) as? [[String: Any]])
        let texts = listed.compactMap { $0["text"] as? String }
        #expect(Set(texts) == Set((0..<2).flatMap { writer in (0..<8).map { "Writer \(writer) question \($0)?" } }))
        #expect(texts.count == 16)
    }
}

import Foundation
import QuizPlatform
import Synchronization
import Testing

@testable import QuizCLI

/// Where a game's questions load: on the main actor when nothing is drawn
/// meanwhile, so a scripted game starts no thread of the shared pool.
@MainActor
@Suite struct QuestionLoaderTests {
    @Test func withoutASpinnerTheSourceLoadsOnTheMainActor() async throws {
        let source = IsolationNotingSource()
        let questions = try await load(from: source, onTerminal: false)
        #expect(questions?.count == 2)
        #expect(source.loadedOnMainActor == true, "a hop to the shared pool starts its threads only to wait for them")
    }

    /// A spinner turns on the main actor, so the work goes elsewhere: a
    /// large bank of your own questions does not suspend while it loads.
    @Test func underASpinnerTheSourceLoadsOffTheMainActor() async throws {
        let source = IsolationNotingSource()
        let questions = try await load(from: source, onTerminal: true)
        #expect(questions?.count == 2)
        #expect(source.loadedOnMainActor == false)
    }

    private func load(from source: IsolationNotingSource, onTerminal: Bool) async throws -> [Question]? {
        let terminal = ScriptedTerminal(isInteractive: onTerminal)
        let environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
        var request = GameRequest(mode: .classic, source: source.name, count: 2, seed: 1, offline: true)
        let loader = QuestionLoader(game: environment.game, console: environment.console)
        return try await loader.load(&request, rules: ClassicRound(), registry: SourceRegistry([source]))
    }
}

/// Two questions, and whether they were asked for on the main actor. It
/// runs where its caller runs (`nonisolated(nonsending)`), as the local
/// sources do, so `#isolation` is the caller's. (The test runner's main
/// actor is served by a thread of the pool, so the thread cannot tell.)
private final class IsolationNotingSource: QuestionSource {
    let name = "noting"
    let formats: Set<QuestionFormat> = [.choice]
    var summary: LocalizedText { LocalizedText(verbatim: name) }
    private let onMainActor = Mutex<Bool?>(nil)

    var loadedOnMainActor: Bool? { onMainActor.withLock { $0 } }

    nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        let isolation = #isolation
        onMainActor.withLock { $0 = isolation === MainActor.shared }
        return (1...2).map { Question(text: "Question \($0)?", options: ["Right", "Wrong"], correctIndex: 0) }
    }

    func status(offline: Bool) async -> SourceStatus { SourceStatus(reachable: true) }
}

import DataFiles
import Foundation
import QuizPlatform
import Subprocess
import Testing

@testable import QuizCLI

/// `Game.shared` is the process's one coordinator: the same object at every
/// use, the game of the environment the program runs in, built from the
/// process's own variables.
@MainActor
@Suite struct GameSharedTests {
    @Test func theSharedGameIsOneObjectBuiltFromTheLiveEnvironment() {
        #expect(Game.shared === Game.shared)
        #expect(Game.shared === AppEnvironment.process.game, "the commands' game is the shared one")
        #expect(AppEnvironment.process.stores.directory == DataDirectory.resolve(environment: ProcessEnvironment.variables()))
    }

    @Test func testsBuildTheirOwnGame() {
        let folder = FileManager.default.temporaryDirectory.appending(path: "quizctl-\(UUID())")
        let environment = AppEnvironment.test(folder: folder, terminal: ScriptedTerminal())
        #expect(environment.game !== Game.shared)
    }
}

import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The main menu's Party: the start screen asks for the players, the game,
/// the source, the count and the time, shows the rules, and plays.
@MainActor
@Suite struct PartyMenuTests {
    private let folder = TestData.temporaryFolder()

    @Test func aPartyFromTheMenu() async throws {
        // Party; players (one name is refused, then two); the built-in
        // questions; count 10 → 15 → 20 → 5; time 20 → 30 → 60 → none; the
        // rules and a key; start; Enter at the rules; five answers with the
        // scoreboard between them; no other game; quit.
        let keys = "t" + "p" + "o1" + "nnn" + "mmm" + "rx" + "s" + "\r" + "1\r1\r1\r1\r1" + "q" + "q"
        let session = try MenuSession(folder: folder, typing: keys, lines: ["Ann", "Ann, Bob"]).withoutFeedbackDelay()
        try await session.run()

        let menu = try #require(session.screens.first)
        #expect(menu.contains("Party — 2–8 players on one screen"))
        #expect(!session.screens(showing: "2 to 8 names separated by commas (1 given)").isEmpty)
        let start = try #require(session.screens(showing: "Party: before you start").last)
        #expect(start.contains("Players: Ann, Bob") && start.contains("Game: in turn"))
        #expect(start.contains("Rules: up to 1000 points a right answer"))
        #expect(!session.screens(showing: "Right answers in a row add 100 each").isEmpty, "the whole rules")
        #expect(!session.screens(showing: "»» BOB'S TURN ««").isEmpty)
        #expect(!session.screens(showing: "Scoreboard").isEmpty)

        let record = try #require(try session.environment.stores.history.all().first)
        #expect(record.mode == .party && record.total == 5)
        #expect(record.players?.map(\.name) == ["Ann", "Bob"])
        #expect(record.players?.map(\.answers.count) == [3, 2])
        let remembered = try StartChoices.store(in: session.environment.stores).load()[.party]
        #expect(remembered.players == ["Ann", "Bob"] && remembered.timer == 0 && remembered.count == 5)
    }
}

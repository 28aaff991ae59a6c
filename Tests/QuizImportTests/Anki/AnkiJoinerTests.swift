import Foundation
import QuizCLI
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Zero-width joiners survive where they join (issue 30): `👩‍⚖️` was
/// `👩⚖️` after an import, in a deck's name and in its cards, because
/// `terminalSafe` dropped every joiner.
@Suite struct AnkiJoinerTests {
    @Test func joinersBetweenWhatTheyJoinAreKept() {
        #expect("Law 👩‍⚖️".terminalSafe == "Law 👩‍⚖️")
        #expect("👨‍👩‍👧".terminalSafe.unicodeScalars.filter { $0 == "\u{200D}" }.count == 2)
        #expect("می‌خواهم".terminalSafe == "می‌خواهم")
        // Between ASCII, or at an end, a joiner joins nothing and only hides: it goes.
        #expect("Pa\u{200D}ris".terminalSafe == "Paris")
        #expect("👩\u{200D}".terminalSafe == "👩")
        #expect("\u{200D}👩".terminalSafe == "👩")
        // Two in a row join nothing: each has a joiner, not a character, beside it.
        #expect("👩\u{200D}\u{200D}⚖️".terminalSafe == "👩⚖️")
    }

    @Test func anImportedDeckKeepsItsJoiner() throws {
        let reader = AnkiPackageReader(searchPath: AnkiFixtures.systemPath)
        let decks = try reader.read(fileAt: AnkiRenderedDecksTests.folder.appending(path: "features.apkg"))
        let law = try #require(decks.first { $0.name.hasPrefix("Features::Law") })
        #expect(law.name == "Features::Law 👩‍⚖️")
        #expect(law.cards.contains { $0.front == "Judge 👩‍⚖️ and family 👨‍👩‍👧" })
    }

    @Test func didYouMeanPutsTheInvisibleTwinFirstAndSaysSo() {
        let summaries = [
            DeckSummary(name: "Lawyers", cardCount: 1, importedAt: Date()),
            DeckSummary(name: "Law 👩⚖️", cardCount: 1, importedAt: Date()),
        ]
        let library = DeckLibrary(
            summaries: { summaries }, deck: { _ in nil }, decks: { [] }, importing: { _ in }, remove: { _ in nil })
        #expect(library.suggestions(for: "Law 👩‍⚖️") == ["Law 👩⚖️", "Lawyers"])
        #expect(DeckSummary.visibleKey(of: "Law 👩‍⚖️") == DeckSummary.visibleKey(of: "law 👩⚖️"))
        let message = Strings.deckUnknown("Law 👩‍⚖️", suggestions: ["Law 👩⚖️", "Lawyers"])
        #expect(message.en.contains("deck:Law 👩⚖️ (it differs only in invisible characters, such as a zero-width joiner), deck:Lawyers"))
        #expect(message.ru.contains("deck:Law 👩⚖️ (отличается только невидимыми символами"))
    }
}

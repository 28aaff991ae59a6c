import Testing

@testable import QuizCLI

@Suite struct ArgumentsSuggestionTests {
    @Test(arguments: [
        ("history", "history", 0), ("histroy", "history", 1), ("cout", "count", 1),
        ("kitten", "sitting", 3), ("", "abc", 3), ("ca", "abc", 3), ("дa", "да", 1),
    ])
    func damerauLevenshteinDistance(first: String, second: String, distance: Int) {
        #expect(Suggestion.damerauLevenshtein(first, second) == distance)
        #expect(Suggestion.damerauLevenshtein(second, first) == distance)
    }

    @Test func closeNamesAreSuggestedFarOnesAreNot() {
        let commands = ["play", "add", "questions", "history", "stats", "settings", "sources", "help"]
        #expect(Suggestion.closest(to: "histroy", among: commands) == "history")
        #expect(Suggestion.closest(to: "PLAY", among: commands) == "play")
        #expect(Suggestion.closest(to: "sorces", among: commands) == "sources")
        #expect(Suggestion.closest(to: "ad", among: commands) == "add")
        #expect(Suggestion.closest(to: "hist", among: commands) == "history")
        #expect(Suggestion.closest(to: "quit", among: commands) == nil)
        #expect(Suggestion.closest(to: "xyz", among: commands) == nil)
        #expect(Suggestion.closest(to: "s", among: commands) == nil)
    }

    @Test func aShortNameAllowsOnlyOneEdit() {
        #expect(Suggestion.closest(to: "pxay", among: ["play"]) == "play")
        #expect(Suggestion.closest(to: "pxxy", among: ["play"]) == nil)
        #expect(Suggestion.closest(to: "hixtroy", among: ["history"]) == "history")
    }

    @Test func theNearestWinsAndTheFirstBreaksATie() {
        #expect(Suggestion.closest(to: "sets", among: ["stats", "sets"]) == "sets")
        #expect(Suggestion.closest(to: "cat", among: ["bat", "car"]) == "bat")
    }
}

@Suite struct ArgumentsValueSuggestionTests {
    @Test func aMistypedAllowedValueGetsASuggestion() throws {
        let error = #expect(throws: UsageError.self) { try ArgumentParser.parse(["play", "clasic"]) }
        #expect(error?.message(.en).hasSuffix("(did you mean 'classic'?)") == true)
    }
}

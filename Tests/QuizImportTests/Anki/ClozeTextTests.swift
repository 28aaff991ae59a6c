import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct ClozeTextTests {
    @Test func oneCardPerNumberWithTheOthersRevealed() {
        let cloze = ClozeText("{{c1::Newton}} wrote the {{c2::Principia}} in {{c3::1687::year}}")
        #expect(cloze.numbers == [1, 2, 3])
        #expect(cloze.card(for: 1) == ("[...] wrote the Principia in 1687", "Newton"))
        #expect(cloze.card(for: 2) == ("Newton wrote the [...] in 1687", "Principia"))
        #expect(cloze.card(for: 3) == ("Newton wrote the Principia in [year]", "1687"))
    }

    @Test func severalDeletionsOfOneNumberAreOneCard() {
        let cloze = ClozeText("{{c1::Red}}, {{c2::green}} and {{c1::blue}}")
        #expect(cloze.numbers == [1, 2])
        #expect(cloze.card(for: 1) == ("[...], green and [...]", "Red, blue"))
    }

    @Test func nestedAndSharedDeletions() {
        let nested = ClozeText("{{c1::Paris is in {{c2::France}}}}!")
        #expect(nested.numbers == [1, 2])
        #expect(nested.card(for: 1) == ("[...]!", "Paris is in France"))
        #expect(nested.card(for: 2) == ("Paris is in [...]!", "France"))
        let shared = ClozeText("{{c1,2::both}} and {{c2::two}}")
        #expect(shared.numbers == [1, 2])
        #expect(shared.card(for: 1) == ("[...] and two", "both"))
        #expect(shared.card(for: 2) == ("[...] and [...]", "both, two"))
    }

    @Test(arguments: ["no deletion", "{{c1::never closed", "{{c::no number}}", "{{c0::zero}}", "{{cx::letters}}", "{{c1:one colon}}"])
    func textWithoutAWellFormedDeletionHasNoNumbers(_ text: String) {
        #expect(ClozeText(text).numbers.isEmpty)
        #expect(ClozeText(text).card(for: 1).front == text)
    }
}

import Testing

@testable import QuizCLI

@Suite struct LifelineRowTests {
    private let row = LifelineRow(
        full: ["[5] 50:50", "[f] Phone a friend", "[h] Ask the audience", "[w] Walk away with 0"],
        short: ["[5] 50:50", "[f] Friend", "[h] Audience", "[w] Walk away with 0"])

    @Test func entriesFillLinesWholeAndInOrder() {
        #expect(LifelineRow.fill(row.full, width: 80) == ["[5] 50:50  [f] Phone a friend  [h] Ask the audience  [w] Walk away with 0"])
        #expect(LifelineRow.fill(row.full, width: 60) == ["[5] 50:50  [f] Phone a friend  [h] Ask the audience", "[w] Walk away with 0"])
    }

    @Test func theShortNamesTakeOverWhereTheFullOnesNeedAThirdLine() {
        #expect(LifelineRow.fill(row.full, width: 40).count == 3)
        #expect(row.lines(width: 40) == ["[5] 50:50  [f] Friend  [h] Audience", "[w] Walk away with 0"])
        #expect(row.lines(width: 60) == LifelineRow.fill(row.full, width: 60))
    }

    @Test func anEntryWiderThanALineIsWrappedByWordsOnLinesOfItsOwn() {
        #expect(LifelineRow.fill(["[5] 50:50", "[h] Ask the audience"], width: 12) == ["[5] 50:50", "[h] Ask the", "audience"])
    }
}

import Testing

@testable import QuizPlatform

@Suite struct StringRepeatedTests {
    @Test(arguments: ["", " ", "─", "ab", "😀", "яЯ"])
    func repeatingAUnitGivesTheStandardLibrarysText(unit: String) {
        for count in [-1, 0, 1, 2, 3, 17, 90] {
            #expect(String.repeated(unit, count: count) == String(repeating: unit, count: max(count, 0)), "\(unit) × \(count)")
        }
    }
}

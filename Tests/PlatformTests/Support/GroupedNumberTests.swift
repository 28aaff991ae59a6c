import QuizPlatform
import Testing

@Suite struct GroupedNumberTests {
    @Test(arguments: [
        (0, "0", "0"), (999, "999", "999"), (1000, "1,000", "1\u{00A0}000"), (17_130, "17,130", "17\u{00A0}130"),
        (1_234_567, "1,234,567", "1\u{00A0}234\u{00A0}567"), (-45_000, "-45,000", "-45\u{00A0}000"),
    ])
    func thousandsAreGroupedAsEachLanguageWritesThem(number: Int, english: String, russian: String) {
        #expect(Strings.grouped(number) == LocalizedText(en: english, ru: russian))
    }
}

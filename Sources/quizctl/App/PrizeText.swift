import QuizPlatform

/// Prize amounts with thousands separators: "1,000,000" in English,
/// "1 000 000" (thin no-break spaces would not survive every terminal) in Russian.
enum PrizeText {
    static func format(_ amount: Int, language: Language) -> String {
        let separator = language == .ru ? " " : ","
        var digits = String(abs(amount))
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return (amount < 0 ? "-" : "") + groups.joined(separator: separator)
    }
}

import QuizPlatform

/// A prize with thousands grouped: "1,000,000" in English, "1 000 000" in
/// Russian with no-break spaces (U+00A0), so an amount never wraps mid-number.
public func formatPrize(_ amount: Int, language: Language = .en) -> String {
    let separator =
        switch language {
        case .en: ","
        case .ru: "\u{00A0}"
        }
    let digits = String(amount.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
        let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
        groups.insert(digits[start..<end], at: 0)
        end = start
    }
    return (amount < 0 ? "-" : "") + groups.joined(separator: separator)
}

import QuizPlatform

/// A prize with thousands grouped: "1,000,000" in English, "1 000 000" in
/// Russian with no-break spaces (U+00A0), so an amount never wraps mid-number.
public func formatPrize(_ amount: Int, language: Language = .en) -> String {
    Strings.grouped(amount, in: language)
}

import QuizPlatform

/// A prize with thousands grouped: "1,000,000" in English, "1 000 000" in
/// Russian with no-break spaces (U+00A0), so an amount never wraps mid-number.
///
/// Written byte by byte: joining the groups as substrings went through the
/// generic `joined(separator:)`, whose runtime type lookups cost
/// `quizctl history` more than its twenty rows.
public func formatPrize(_ amount: Int, language: Language = .en) -> String {
    let separator: [UInt8] =
        switch language {
        case .en: [UInt8(ascii: ",")]
        case .ru: [0xC2, 0xA0]
        }
    let digits = String(amount.magnitude).utf8
    var text: [UInt8] = amount < 0 ? [UInt8(ascii: "-")] : []
    text.reserveCapacity(digits.count * 2)
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { text += separator }
        text.append(digit)
    }
    return String(decoding: text, as: UTF8.self)
}

extension Strings {
    /// A whole number with its thousands grouped as each language writes
    /// them: "17,130" and "17 130" (a no-break space, so it never wraps).
    public static func grouped(_ number: Int) -> LocalizedText {
        LocalizedText(en: grouped(number, in: .en), ru: grouped(number, in: .ru))
    }

    /// `grouped(_:)` in one language. Written byte by byte: joining the
    /// groups as substrings went through the generic `joined(separator:)`,
    /// whose runtime type lookups cost `quizctl history` more than its
    /// twenty rows of prizes.
    public static func grouped(_ number: Int, in language: Language) -> String {
        let separator: [UInt8] =
            switch language {
            case .en: [UInt8(ascii: ",")]
            case .ru: [0xC2, 0xA0]
            }
        let digits = String(number.magnitude).utf8
        var text: [UInt8] = number < 0 ? [UInt8(ascii: "-")] : []
        text.reserveCapacity(digits.count * 2)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += separator }
            text.append(digit)
        }
        return String(decoding: text, as: UTF8.self)
    }
}

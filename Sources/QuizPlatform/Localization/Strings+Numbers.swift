extension Strings {
    /// A whole number with its thousands grouped as each language writes
    /// them: "17,130" and "17 130" (a no-break space, so it never wraps).
    public static func grouped(_ number: Int) -> LocalizedText {
        let digits = String(number.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        let sign = number < 0 ? "-" : ""
        return LocalizedText(en: sign + groups.joined(separator: ","), ru: sign + groups.joined(separator: "\u{00A0}"))
    }
}

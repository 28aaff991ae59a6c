/// A typed answer compared with the one expected, as a learner means it:
/// case, diacritics (ё and е, São and Sao), spaces and punctuation do not
/// count; one letter off in an answer of five letters or more is "almost".
public enum TypedAnswer {
    public enum Verdict: Sendable, Hashable {
        case right, almost, wrong

        /// The grade the verdict earns: right is Good, almost Hard, wrong Again.
        public var rating: ReviewRating {
            switch self {
            case .right: .good
            case .almost: .hard
            case .wrong: .again
            }
        }
    }

    /// The shortest answer, in letters and digits, that may be one edit off and still count as almost.
    public static let almostLength = 5

    public static func judge(_ typed: String, expected: String) -> Verdict {
        let typed = Array(fold(typed))
        let expected = Array(fold(expected))
        if typed == expected { return .right }
        guard expected.count >= almostLength, !typed.isEmpty else { return .wrong }
        return isOneEditApart(typed, expected) ? .almost : .wrong
    }

    /// The letters and digits of `text`, lower case, without diacritics.
    public static func fold(_ text: String) -> String {
        var folded = ""
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            // A combining mark (text typed decomposed) is a diacritic of the letter before it.
            if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark { continue }
            guard properties.isAlphabetic || properties.numericType != nil else { continue }
            folded += baseLetter(of: scalar).lowercased()
        }
        return folded
    }

    /// A letter with a diacritic as its base letter. The standard library
    /// has no decomposition, but Unicode names a Latin letter with a mark as
    /// "LATIN SMALL LETTER A WITH TILDE": its base is the letter named
    /// before "WITH". Cyrillic ё is е written with a diaeresis; й is a
    /// letter of its own and stays.
    static func baseLetter(of scalar: Unicode.Scalar) -> String {
        if scalar == "ё" { return "е" }
        if scalar == "Ё" { return "Е" }
        guard scalar.value > 0x7F, let name = scalar.properties.name, name.hasPrefix("LATIN "),
            let with = name.firstRange(ofLiteral: " WITH "), let letter = name[..<with.lowerBound].split(separator: " ").last,
            letter.count == 1, let base = letter.first
        else { return String(scalar) }
        return name.contains(" SMALL ") ? base.lowercased() : String(base)
    }

    /// Whether one insertion, deletion or substitution turns `a` into `b`.
    static func isOneEditApart(_ a: [Character], _ b: [Character]) -> Bool {
        guard abs(a.count - b.count) <= 1 else { return false }
        var start = 0
        while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
        var endA = a.count
        var endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        return endA - start <= 1 && endB - start <= 1
    }
}

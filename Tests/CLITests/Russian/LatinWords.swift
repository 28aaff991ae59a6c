import Foundation

/// Finds English that leaks into Russian text: any run of three or more Latin
/// letters that is not on a short list of what Russian writes in Latin too.
enum LatinWords {
    /// Written in Latin in Russian as well: the program and the data's source,
    /// keys as they are labelled on the keyboard, and computing terms a Russian
    /// quiz prints as they are on the keyboard or in a product's name.
    static let allowed: Set<String> = [
        "quizctl", "IMDb", "Enter", "Esc", "Ctrl", "PgUp", "PgDn", "Home", "End",
        // The service's name: Open Trivia DB has no Russian one.
        "Open", "Trivia",
        // File formats, by the names they go by, and the extensions to type.
        "JSON", "CSV", "Aiken", "GIFT", "Moodle", "XML", "json", "csv",
        // The apps whose decks are imported.
        "Quizlet", "Anki",
        "CPU", "HTML", "SQL", "HTTPS", "TCP", "Windows", "Linux", "Python", "IBM",
    ]

    /// A command to type, `quizctl history show 1A2B3C4D`, is the same in any language.
    private static var command: Regex<Substring> { /quizctl(?: --?[a-z][a-z-]*| [a-z][a-z-]*)*/ }

    /// A game's or a question's short ID, `1A2B3C4D`: hexadecimal, not English.
    private static var shortID: Regex<Substring> { /\b[0-9A-F]{8}\b/ }

    /// A terminal's control sequence, `ESC [ 1 m`: its final letter is not a word.
    private static var escape: Regex<Substring> { /\u{1B}\[[0-9;?]*[A-Za-z]/ }

    /// A work's title in «», all in Latin: Russian prints an album that has
    /// no Russian name as it was released («Please Please Me»).
    private static var latinTitle: Regex<Substring> { /«[A-Za-z][A-Za-z0-9 ’'!?.,-]*»/ }

    /// The runs of 3+ Latin letters in `text` that are not allowed;
    /// `allowingTitles` lets a question's option be a title in its own language.
    static func leaks(in text: String, allowingTitles: Bool = false) -> [String] {
        var found: [String] = []
        var run = ""
        let text = allowingTitles ? text.replacing(latinTitle, with: "«»") : text
        let words = text.replacing(escape, with: " ").replacing(command, with: "quizctl").replacing(shortID, with: "ID")
        for character in words + " " {
            if character.isASCII, character.isLetter {
                run.append(character)
                continue
            }
            if run.count >= 3, !allowed.contains(run) { found.append(run) }
            run = ""
        }
        return found
    }

    /// True when `text` has at least one Cyrillic letter.
    static func hasCyrillic(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }
    }
}

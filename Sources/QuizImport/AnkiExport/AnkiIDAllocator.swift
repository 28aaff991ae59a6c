import QuizPlatform

/// Gives notes, cards, decks and note types ids made from what they are
/// (a question's id, a deck's name), so the same data exports to the same
/// ids. Anki's ids are creation times in milliseconds: these lie between
/// 2001 and 2018, before any real export and after the ids Anki gives its
/// own defaults (1), and a clash moves the id up by one until it is free.
struct AnkiIDAllocator {
    static let base: Int64 = 1_000_000_000_000
    static let span: UInt64 = 1 << 39

    private var taken: Set<Int64> = []

    mutating func id(for key: String) -> Int64 {
        var id = Self.base + Int64(Self.digest(key) % Self.span)
        while !taken.insert(id).inserted { id += 1 }
        return id
    }

    /// 64-bit FNV-1a of the key's UTF-8 (`CardDigest`, as the import's card ids use).
    static func digest(_ key: String) -> UInt64 { CardDigest.of(key) }

    /// A note's guid from the question's id: ten characters of the
    /// alphabet Anki's own guids use (base 91), `attempt` moving past a
    /// clash. Not the deck's Anki guid, which quizctl keeps as the card's
    /// external id: the package's plain-text notes must never update (or
    /// clash with) the notes a shared deck first came from.
    static func guid(for questionID: String, attempt: Int = 0) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~".unicodeScalars)
        var value = digest("quizctl-guid\u{1F}\(questionID)\u{1F}\(attempt)")
        var text = ""
        for _ in 0..<10 {
            text.unicodeScalars.append(alphabet[Int(value % UInt64(alphabet.count))])
            value /= UInt64(alphabet.count)
        }
        return text
    }
}

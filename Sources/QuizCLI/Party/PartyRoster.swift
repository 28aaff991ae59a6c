import FoundationEssentials
import QuizPlatform

/// A party's players as typed (`--players "Ann,Bob,Cat"` or the start
/// screen): two to eight names, none empty, no two alike in any case. Each
/// player gets a buzzer key, far from the others' and from the answer keys.
struct PartyRoster: Sendable, Hashable {
    let names: [String]

    static let sizes = 2...8
    /// The longest name kept, so a scoreboard line fits a narrow window.
    static let nameLimit = 20
    /// Buzzer keys, in the order players get them: the corners of the
    /// letter block first (q p z m), then keys between them. None answers a
    /// question (1–4, a–d, y, n), and a Russian layout types them by place.
    static let buzzKeys: [Character] = ["q", "p", "z", "m", "t", "o", "x", "k"]

    /// Why a list of names cannot make a party.
    enum Problem: Error, Equatable {
        case count(Int)
        case emptyName
        case duplicate(String)
        case tooLong(String)
        /// A name with a line break, a tab or another control character, as
        /// typed with the characters spelled out (`A\nB`).
        case controlCharacter(String)

        var message: LocalizedText {
            switch self {
            case .count(let count): Strings.partyPlayerCount(count, allowed: PartyRoster.sizes)
            case .emptyName: Strings.partyEmptyName
            case .duplicate(let name): Strings.partyDuplicateName(name)
            case .tooLong(let name): Strings.partyNameTooLong(name, limit: PartyRoster.nameLimit)
            case .controlCharacter(let name): Strings.partyNameControlCharacter(name)
            }
        }
    }

    /// Names separated by commas, each trimmed.
    init(parsing text: String) throws(Problem) {
        try self.init(names: text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() })
    }

    /// The names as typed, refused with a control character in them (a line
    /// break would split a scoreboard line, and no script could name that
    /// player); kept made terminal-safe, once: that is the name shown and
    /// the name a script answers to.
    init(names typed: [String]) throws(Problem) {
        if let name = typed.first(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            throw .controlCharacter(name.unicodeScalars.map { $0.escaped(asASCII: false) }.joined())
        }
        let names = typed.map(\.terminalSafe)
        if names.count == 1, names[0].isEmpty { throw .count(0) }
        guard !names.contains(where: \.isEmpty) else { throw .emptyName }
        guard Self.sizes.contains(names.count) else { throw .count(names.count) }
        if let long = names.first(where: { $0.count > Self.nameLimit }) { throw .tooLong(long) }
        var seen: Set<String> = []
        for name in names where !seen.insert(PlayerBest.key(for: name)).inserted { throw .duplicate(name) }
        self.names = names
    }

    /// The player `name` stands for, in any case; nil when none.
    func player(named name: String) -> Int? {
        let key = PlayerBest.key(for: name.trimmingSpaces())
        return names.firstIndex { PlayerBest.key(for: $0) == key }
    }

    /// The player whose buzzer `key` is (read by place on the keyboard).
    func player(buzzing key: Character) -> Int? {
        let lower = Character(key.lowercased())
        return Self.buzzKeys.prefix(names.count).firstIndex(of: lower)
    }

    func buzzKey(of player: Int) -> Character { Self.buzzKeys[player] }
}

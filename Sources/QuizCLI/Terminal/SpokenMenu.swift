import FoundationEssentials
import QuizPlatform

/// A menu for output that is read in order (accessible mode): the items are
/// written once as numbered lines, and the player picks one with a single
/// key (its number, its letter), by typing a number or the start of a name
/// and Enter, or with the arrows, each move said as a line of its own.
/// Pure: keys in, what to say and what was picked out.
struct SpokenMenu: Sendable {
    /// The items' labels, without colours.
    let labels: [String]
    let hotKeys: [Character?]
    /// The item Enter picks when nothing is typed; the arrows move it.
    private(set) var current: Int
    /// What has been typed since the last Enter.
    private(set) var typed = ""
    var language = Language.en

    /// What a key does.
    enum Step: Equatable, Sendable {
        /// A line to say, the menu still waiting.
        case say(String)
        /// A character typed, to echo as it is.
        case echo(String)
        /// The last typed character taken back.
        case erased
        case choose(Int)
        case cancel
        case nothing
    }

    init(items: [MenuItem], current: Int = 0, language: Language = .en) {
        labels = items.map { Style.plainText($0.label) }
        hotKeys = items.map(\.hotKey)
        self.current = min(max(0, current), max(0, items.count - 1))
        self.language = language
    }

    /// The lines that introduce the menu: its title, every item, and how to pick.
    func introduction(title: String, cancel: MenuPicker.Cancel) -> [String] {
        let items = labels.enumerated().map { index, label in
            "\(index + 1). \(label)" + (hotKeys[index].map { " (\($0))" } ?? "")
        }
        let keys = Strings.spokenMenuKeys(
            count: labels.count, current: Self.named(labels[current]), hasLetters: hotKeys.contains { $0 != nil }, canQuit: cancel == .quit
        )(language)
        return [Style.plainText(title)] + items + [keys]
    }

    mutating func press(_ key: Key) -> Step {
        guard !labels.isEmpty else { return .cancel }
        switch key {
        case .up, .down, .tab, .home, .end:
            current =
                switch key {
                case .up: (current - 1 + labels.count) % labels.count
                case .home: 0
                case .end: labels.count - 1
                default: (current + 1) % labels.count
                }
            return .say(Strings.spokenMenuItem(current + 1, of: labels.count, Self.named(labels[current]))(language))
        case .enter:
            return typed.isEmpty ? .choose(current) : match()
        case .escape, .controlD:
            return .cancel
        case .backspace, .delete:
            guard !typed.isEmpty else { return .nothing }
            typed.removeLast()
            return .erased
        case .character(let character):
            return type(character)
        default:
            return .nothing
        }
    }

    /// A character: with nothing typed yet, a number or an item's letter picks
    /// at once, and `q` (no item's letter) backs out; otherwise it is typed.
    private mutating func type(_ character: Character) -> Step {
        if typed.isEmpty {
            if let digit = character.wholeNumberValue, labels.count <= 9, (1...labels.count).contains(digit) {
                return .choose(digit - 1)
            }
            if let index = hotKeys.firstIndex(where: { $0.map { Self.sameKey($0, character) } ?? false }) {
                return .choose(index)
            }
            if Self.sameKey(character, "q") { return .cancel }
            if character == " " { return .nothing }
        }
        typed.append(character)
        return .echo(String(character))
    }

    /// What was typed, as a number or the start of one item's name.
    private mutating func match() -> Step {
        let text = typed.trimmingSpaces()
        typed = ""
        if let number = Int(text), (1...labels.count).contains(number) { return .choose(number - 1) }
        let wanted = text.lowercased()
        let starting = labels.indices.filter { labels[$0].lowercased().hasPrefix(wanted) }
        if !wanted.isEmpty, starting.count == 1 { return .choose(starting[0]) }
        let containing = labels.indices.filter { labels[$0].lowercased().contains(wanted) }
        if !wanted.isEmpty, starting.isEmpty, containing.count == 1 { return .choose(containing[0]) }
        return .say(Strings.spokenNoMatch(text.terminalSafe, count: labels.count)(language))
    }

    /// A label inside a sentence: without the ellipsis that says "more follows", as the sentence ends it.
    static func named(_ label: String) -> String {
        var label = label
        while let last = label.last, "….".contains(last) { label.removeLast() }
        return label
    }

    /// Letters match by their key's place, so a Russian layout picks the same items.
    private static func sameKey(_ first: Character, _ second: Character) -> Bool {
        KeyboardLayout.qwerty(first).lowercased() == KeyboardLayout.qwerty(second).lowercased()
    }
}

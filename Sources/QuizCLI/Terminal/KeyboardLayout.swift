/// Single-key commands by the key's physical place, whatever the layout.
///
/// A player with a Russian (ЙЦУКЕН) layout who presses the key labelled Y
/// types `н`; the key that answers Yes must still answer Yes. So every
/// single-key command (answers, lifelines, menu letters, confirmations) reads
/// the key as the QWERTY letter in the same place. Typed lines are left
/// alone: there `да`, `нет` and `д` are words, not keys.
enum KeyboardLayout {
    /// The ЙЦУКЕН letters, lower case, by the QWERTY character on the same key.
    private static let qwertyForRussian: [Character: Character] = {
        let russian = Array("йцукенгшщзхъфывапролджэячсмитьбюё")
        let qwerty = Array("qwertyuiop[]asdfghjkl;'zxcvbnm,.`")
        return Dictionary(uniqueKeysWithValues: zip(russian, qwerty))
    }()

    /// The Russian letter on the key that types `key` in QWERTY, lower case;
    /// nil for a key with no letter there. For labelling keys in both layouts.
    static func russian(onQWERTY key: Character) -> Character? {
        let lower = Character(key.lowercased())
        return qwertyForRussian.first { $0.value == lower }?.key
    }

    /// The QWERTY character on the key that types `character` in the Russian
    /// layout, keeping the case of a letter; any other character as it is.
    static func qwerty(_ character: Character) -> Character {
        let lower = Character(character.lowercased())
        guard let mapped = qwertyForRussian[lower] else { return character }
        return lower == character ? mapped : Character(mapped.uppercased())
    }
}

extension Key {
    /// The key as a single-key command reads it: a Russian letter becomes
    /// the QWERTY character on the same key (`н` → `y`, `Т` → `N`).
    var onQWERTY: Key {
        guard case .character(let character) = self else { return self }
        return .character(KeyboardLayout.qwerty(character))
    }
}

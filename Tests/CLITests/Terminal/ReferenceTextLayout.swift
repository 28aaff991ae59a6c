@testable import QuizCLI

/// How quizctl measured, wrapped and cut styled text before it worked on
/// bytes: character by character, slow and plainly right. Kept as the
/// specification the byte-level `StyledText`, `TextWrap` and `Box` are
/// compared with over generated text (`TextLayoutEquivalenceTests`).
enum ReferenceTextLayout {
    enum Unit: Equatable {
        case visible(Character, width: Int)
        case escape(String)

        var width: Int {
            if case .visible(_, let width) = self { return width }
            return 0
        }
    }

    static func units(of text: String) -> [Unit] {
        var units: [Unit] = []
        var sequence: String?
        for character in text {
            if var open = sequence {
                open.append(character)
                if isFinal(character, of: open) {
                    units.append(.escape(open))
                    sequence = nil
                } else {
                    sequence = open
                }
            } else if character == "\u{1B}" {
                sequence = "\u{1B}"
            } else {
                units.append(.visible(character, width: Style.displayWidth(of: character)))
            }
        }
        if let sequence { units.append(.escape(sequence)) }
        return units
    }

    private static func isFinal(_ character: Character, of sequence: String) -> Bool {
        if sequence.hasPrefix("\u{1B}]") {
            return sequence.unicodeScalars.count > 2 && (character == "\u{07}" || sequence.hasSuffix("\u{1B}\\"))
        }
        if sequence.unicodeScalars.count == 2 { return character != "[" && character != "]" }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x40...0x7E).contains(scalar.value)
    }

    static func displayWidth(_ text: String) -> Int {
        units(of: text).reduce(0) { $0 + $1.width }
    }

    static func plainText(_ text: String) -> String {
        units(of: text).reduce(into: "") { result, unit in
            if case .visible(let character, _) = unit { result.append(character) }
        }
    }

    static func wrap(_ line: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [[Unit]] = []
        var current: [Unit] = []
        var currentWidth = 0
        var spaces: [Unit] = []
        for word in words(of: units(of: line)) {
            if word.isSpace {
                spaces += word.units
                continue
            }
            if currentWidth + spaces.count + word.width <= width {
                current += spaces + word.units
                currentWidth += spaces.count + word.width
            } else {
                if !current.isEmpty { lines.append(current) }
                current = []
                currentWidth = 0
                for unit in word.units {
                    if currentWidth + unit.width > width && currentWidth > 0 {
                        lines.append(current)
                        current = []
                        currentWidth = 0
                    }
                    current.append(unit)
                    currentWidth += unit.width
                }
            }
            spaces = []
        }
        lines.append(current)
        var open = Styles()
        return lines.map { line in
            var text = open.reopening
            for unit in line {
                switch unit {
                case .visible(let character, _): text.append(character)
                case .escape(let sequence):
                    text += sequence
                    open.apply(sequence)
                }
            }
            if !open.isEmpty { text += "\u{1B}[0m" }
            return text
        }
    }

    static func truncate(_ text: String, to width: Int) -> String {
        guard displayWidth(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        var cut = false
        for unit in units(of: text) {
            switch unit {
            case .escape(let sequence): result += sequence
            case .visible(let character, let columns):
                if cut || used + columns > width - 1 {
                    if !cut { result += "…" }
                    cut = true
                } else {
                    result.append(character)
                    used += columns
                }
            }
        }
        return result
    }

    /// A frame's rows as `Box` drew them: each wrapped row padded by its display width.
    static func framedRows(_ lines: [String], width: Int) -> [String] {
        let inner = max(Box.minimumWidth, width) - 4
        let rows = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            .flatMap { wrap($0, width: inner) }
        return rows.map { "│ " + $0 + String(repeating: " ", count: max(0, inner - displayWidth($0))) + " │" }
    }

    private struct Word {
        var units: [Unit]
        var isSpace: Bool
        var width: Int { units.reduce(0) { $0 + $1.width } }
    }

    private static func words(of units: [Unit]) -> [Word] {
        var words: [Word] = []
        for unit in units {
            let isSpace = unit == .visible(" ", width: 1)
            if words.last?.isSpace == isSpace {
                words[words.count - 1].units.append(unit)
            } else {
                words.append(Word(units: [unit], isSpace: isSpace))
            }
        }
        return words
    }

    private struct Styles {
        private var sequences: [(group: Int, sequence: String)] = []
        var isEmpty: Bool { sequences.isEmpty }
        var reopening: String { sequences.map(\.sequence).joined() }

        mutating func apply(_ sequence: String) {
            guard sequence.hasPrefix("\u{1B}["), sequence.hasSuffix("m") else { return }
            let parameters = sequence.dropFirst(2).dropLast()
            guard let code = Int(parameters.isEmpty ? "0" : parameters) else {
                sequences.append((group: -1, sequence: sequence))
                return
            }
            if code == 0 {
                sequences = []
                return
            }
            let (group, switchesOff) = OpenStyles.group(of: code)  // the grouping itself did not change
            sequences.removeAll { $0.group == group }
            if !switchesOff { sequences.append((group: group, sequence: sequence)) }
        }
    }
}

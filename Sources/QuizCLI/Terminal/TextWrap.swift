/// Word wrapping by display width, for text that may carry ANSI styles.
enum TextWrap {
    /// `line` broken into lines at most `width` columns wide (a single
    /// character wider than `width` still gets a line of its own).
    ///
    /// Breaks go between words and the spaces there are dropped; a word longer
    /// than the width is split wherever it must. Escape sequences take no room
    /// and stay where they were; a style still open at a break is closed at the
    /// end of that line and reopened on the next, so whatever is drawn after
    /// the line (a frame's border) keeps its own colour.
    static func wrap(_ line: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [[StyledText.Unit]] = []
        var current: [StyledText.Unit] = []
        var currentWidth = 0
        var spaces: [StyledText.Unit] = []

        for word in words(of: StyledText.units(of: line)) {
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
                    let unitWidth = unit.width
                    if currentWidth + unitWidth > width && currentWidth > 0 {
                        lines.append(current)
                        current = []
                        currentWidth = 0
                    }
                    current.append(unit)
                    currentWidth += unitWidth
                }
            }
            spaces = []
        }
        lines.append(current)
        return carryStyles(across: lines)
    }

    /// `text` cut to `width` columns, ending in "…" when something was cut.
    /// Escape sequences are all kept, so a style that was closed stays closed.
    static func truncate(_ text: String, to width: Int) -> String {
        guard Style.displayWidth(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        var cut = false
        for unit in StyledText.units(of: text) {
            switch unit {
            case .escape(let sequence):
                result += sequence
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

    /// A run of spaces, or a run of anything else (escape sequences included).
    private struct Word {
        var units: [StyledText.Unit] = []
        var isSpace: Bool
        var width: Int { units.reduce(0) { $0 + $1.width } }
    }

    private static func words(of units: [StyledText.Unit]) -> [Word] {
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

    /// Closes a style left open at the end of a line and reopens it on the next.
    private static func carryStyles(across lines: [[StyledText.Unit]]) -> [String] {
        var open = OpenStyles()
        return lines.map { line in
            var text = open.reopening
            for unit in line {
                switch unit {
                case .visible(let character, _):
                    text.append(character)
                case .escape(let sequence):
                    text += sequence
                    open.apply(sequence)
                }
            }
            if !open.isEmpty { text += OpenStyles.reset }
            return text
        }
    }
}

/// The SGR attributes in force at a point of a line, one sequence per kind of
/// attribute (intensity, colour, …), so an attribute switched off is forgotten.
private struct OpenStyles {
    static let reset = "\u{1B}[0m"
    private var sequences: [(group: Int, sequence: String)] = []

    var isEmpty: Bool { sequences.isEmpty }
    var reopening: String { sequences.map(\.sequence).joined() }

    mutating func apply(_ sequence: String) {
        guard sequence.hasPrefix("\u{1B}["), sequence.hasSuffix("m") else { return }
        let parameters = sequence.dropFirst(2).dropLast()
        guard let code = Int(parameters.isEmpty ? "0" : parameters) else {
            sequences.append((group: -1, sequence: sequence))  // compound: kept until a reset
            return
        }
        if code == 0 {
            sequences = []
            return
        }
        let (group, switchesOff) = Self.group(of: code)
        sequences.removeAll { $0.group == group }
        if !switchesOff { sequences.append((group: group, sequence: sequence)) }
    }

    /// Which attribute a code sets, and whether it switches that attribute off.
    private static func group(of code: Int) -> (group: Int, switchesOff: Bool) {
        switch code {
        case 1, 2: (1, false)
        case 22: (1, true)
        case 3...9: (code, false)
        case 23...29: (code - 20, true)
        case 30...38, 90...97: (30, false)
        case 39: (30, true)
        case 40...48, 100...107: (40, false)
        case 49: (40, true)
        default: (code, false)
        }
    }
}

extension StyledText.Unit {
    var width: Int {
        if case .visible(_, let width) = self { return width }
        return 0
    }
}

/// Turns the bytes a terminal sends into keys.
///
/// A pure state machine: feed it bytes one at a time and it returns the keys
/// they complete. Escape sequences (arrows, delete) and multi-byte UTF-8
/// characters span several bytes, so a byte may complete nothing yet. A lone
/// ESC cannot be told from the start of a sequence until no more bytes come:
/// the reader calls `flush()` after a short pause to resolve it.
struct KeyParser: Sendable {
    private enum State: Sendable {
        case ground
        /// After ESC.
        case escape
        /// After ESC [ : control sequence parameters collected so far.
        case controlSequence(parameters: [UInt8])
        /// After ESC O : one more byte names the key.
        case singleShift
        /// Inside a UTF-8 character: the bytes so far and how many make it whole.
        case unicode(bytes: [UInt8], length: Int)
    }

    /// Longest parameter string kept; anything longer is not a key we know.
    private static let parameterLimit = 16
    private static let replacement: Character = "\u{FFFD}"

    private var state = State.ground
    /// A CR was just turned into Enter, so an LF right after it is the same key.
    private var lastWasCarriageReturn = false

    /// Whether bytes are held back waiting for the rest of a sequence.
    var isAwaitingMore: Bool {
        if case .ground = state { return false }
        return true
    }

    /// Consumes one byte and returns the keys it completes (often none).
    mutating func feed(_ byte: UInt8) -> [Key] {
        let afterCarriageReturn = lastWasCarriageReturn
        lastWasCarriageReturn = false
        switch state {
        case .ground:
            if byte == 0x0A && afterCarriageReturn { return [] }
            return ground(byte)
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                state = .controlSequence(parameters: [])
                return []
            case UInt8(ascii: "O"):
                state = .singleShift
                return []
            case 0x1B: return [.escape]
            default:
                state = .ground
                return [.escape] + ground(byte)
            }
        case .controlSequence(let parameters):
            return controlSequence(parameters, byte)
        case .singleShift:
            state = .ground
            return Self.cursorKey(final: byte).map { [$0] } ?? []
        case .unicode(let bytes, let length):
            guard byte & 0xC0 == 0x80 else {
                state = .ground
                return [.character(Self.replacement)] + ground(byte)
            }
            let collected = bytes + [byte]
            guard collected.count == length else {
                state = .unicode(bytes: collected, length: length)
                return []
            }
            state = .ground
            return Self.characters(decoding: collected)
        }
    }

    /// Resolves whatever is held back because no more bytes are coming: a lone
    /// ESC becomes Escape, a cut-off sequence is Escape plus what followed it,
    /// a cut-off UTF-8 character becomes U+FFFD.
    mutating func flush() -> [Key] {
        defer { state = .ground }
        switch state {
        case .ground: return []
        case .escape: return [.escape]
        case .controlSequence(let parameters):
            return [.escape, .character("[")] + parameters.map { .character(Character(Unicode.Scalar($0))) }
        case .singleShift: return [.escape, .character("O")]
        case .unicode: return [.character(Self.replacement)]
        }
    }

    private mutating func ground(_ byte: UInt8) -> [Key] {
        switch byte {
        case 0x0D:
            lastWasCarriageReturn = true
            return [.enter]
        case 0x0A: return [.enter]
        case 0x7F, 0x08: return [.backspace]
        case 0x09: return [.tab]
        case 0x04: return [.controlD]
        // Ctrl-A and Ctrl-E, the line editor's start and end, as readline has them.
        case 0x01: return [.home]
        case 0x05: return [.end]
        case 0x1B:
            state = .escape
            return []
        case 0x20...0x7E: return [.character(Character(Unicode.Scalar(byte)))]
        case 0xC2...0xDF:
            state = .unicode(bytes: [byte], length: 2)
            return []
        case 0xE0...0xEF:
            state = .unicode(bytes: [byte], length: 3)
            return []
        case 0xF0...0xF4:
            state = .unicode(bytes: [byte], length: 4)
            return []
        case 0x80...0xFF: return [.character(Self.replacement)]
        default: return []  // other control characters are not keys quizctl uses
        }
    }

    private mutating func controlSequence(_ parameters: [UInt8], _ byte: UInt8) -> [Key] {
        switch byte {
        case 0x20...0x3F where parameters.count < Self.parameterLimit:
            state = .controlSequence(parameters: parameters + [byte])
            return []
        case 0x40...0x7E:
            state = .ground
            if byte == UInt8(ascii: "~") { return Self.tildeKey(parameters).map { [$0] } ?? [] }
            return Self.cursorKey(final: byte).map { [$0] } ?? []
        default:
            // Not a well-formed sequence: drop it and read the byte afresh.
            state = .ground
            return ground(byte)
        }
    }

    /// The final byte of ESC [ … X or ESC O X; modifiers (Ctrl-Up is ESC [ 1;5A) are ignored.
    private static func cursorKey(final byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// ESC [ N ~ keys: the first parameter says which.
    private static func tildeKey(_ parameters: [UInt8]) -> Key? {
        let first = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).first ?? []
        switch String(decoding: first, as: UTF8.self) {
        case "3": return .delete
        case "1", "7": return .home
        case "4", "8": return .end
        case "5": return .pageUp
        case "6": return .pageDown
        default: return nil
        }
    }

    /// A complete UTF-8 sequence as keys; invalid sequences (overlong, surrogates)
    /// become U+FFFD, and control characters outside ASCII (C1) are dropped.
    private static func characters(decoding bytes: [UInt8]) -> [Key] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.compactMap { scalar in
            (0x80...0x9F).contains(scalar.value) ? nil : .character(Character(scalar))
        }
    }
}

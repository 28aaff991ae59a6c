/// The SGR attributes in force at a point of a line, one sequence per kind of
/// attribute (intensity, colour, …), so an attribute switched off is forgotten.
struct OpenStyles {
    static let reset = "\u{1B}[0m"
    private var sequences: [(group: Int, sequence: ArraySlice<UInt8>)] = []

    var isEmpty: Bool { sequences.isEmpty }

    /// Appends the sequences that open the styles in force again.
    func writeReopening(into output: inout [UInt8]) {
        for open in sequences { output += open.sequence }
    }

    /// Takes in one whole escape sequence (`StyledText`'s), as UTF-8.
    mutating func apply(_ sequence: ArraySlice<UInt8>) {
        switch Self.parse(sequence) {
        case .other: return
        case .compound: sequences.append((group: -1, sequence: sequence))  // kept until a reset
        case .code(0): sequences = []
        case .code(let code):
            let (group, switchesOff) = Self.group(of: code)
            sequences.removeAll { $0.group == group }
            if !switchesOff { sequences.append((group: group, sequence: sequence)) }
        }
    }

    private enum Parameters {
        /// Not an SGR sequence (ESC [ … m).
        case other
        /// An SGR sequence with one code (none means 0).
        case code(Int)
        /// An SGR sequence with several codes, or something else in it.
        case compound
    }

    private static func parse(_ sequence: ArraySlice<UInt8>) -> Parameters {
        // The usual shape, ESC [ digits m, read from the bytes.
        if sequence.count >= 3, sequence.count <= 8, sequence.first == 0x1B, sequence.dropFirst().first == 0x5B,
            sequence.last == 0x6D
        {
            let digits = sequence.dropFirst(2).dropLast()
            if digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                return .code(digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
            }
        }
        // Anything else character by character, as it is written.
        let text = String(decoding: sequence, as: UTF8.self)
        guard text.hasPrefix("\u{1B}["), text.hasSuffix("m") else { return .other }
        let parameters = text.dropFirst(2).dropLast()
        return Int(parameters.isEmpty ? "0" : parameters).map(Parameters.code) ?? .compound
    }

    /// Which attribute a code sets, and whether it switches that attribute off.
    static func group(of code: Int) -> (group: Int, switchesOff: Bool) {
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

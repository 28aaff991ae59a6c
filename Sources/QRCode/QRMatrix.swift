/// A symbol being built: the function patterns (finders, timing,
/// alignment, version information, the reserved format areas) drawn, then
/// the codewords placed around them, then masked with its format written.
struct QRMatrix {
    let version: Int
    let size: Int
    private(set) var modules: [[Bool]]
    /// Modules that belong to a pattern: never data, never masked.
    private var isFunction: [[Bool]]

    init(version: Int) {
        self.version = version
        size = version * 4 + 17
        modules = Array(repeating: Array(repeating: false, count: size), count: size)
        isFunction = modules
        drawFunctionPatterns()
    }

    private mutating func set(_ column: Int, _ row: Int, _ dark: Bool) {
        modules[row][column] = dark
        isFunction[row][column] = true
    }

    private mutating func drawFunctionPatterns() {
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        for (column, row) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(column, row) }
        let centres = Self.alignmentCentres(version: version)
        for row in centres {
            for column in centres {
                // The three corners where a finder is.
                let first = centres[0]
                let last = centres[centres.count - 1]
                if (column == first && row == first) || (column == first && row == last) || (column == last && row == first) { continue }
                drawAlignment(column, row)
            }
        }
        // Reserved now, written once the mask is chosen.
        writeFormat(0)
        writeVersion()
    }

    /// A finder with its light separator: 9 × 9 around the centre, cut by the edges.
    private mutating func drawFinder(_ column: Int, _ row: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let (x, y) = (column + dx, row + dy)
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let distance = max(abs(dx), abs(dy))
                set(x, y, distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(_ column: Int, _ row: Int) {
        for dy in -2...2 {
            for dx in -2...2 { set(column + dx, row + dy, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// Centres of the alignment patterns along each axis (table E.1).
    static func alignmentCentres(version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let last = version * 4 + 10
        let second: [Int: Int] = [7: 22, 8: 24, 9: 26, 10: 28]
        if let middle = second[version] { return [6, middle, last] }
        return [6, last]
    }

    /// The 15 format bits (level and mask, BCH-protected, masked by 0x5412), twice.
    private mutating func writeFormat(_ bits: Int) {
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0..<6 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, true)  // the dark module
    }

    static func formatBits(level: QRErrorCorrection, mask: Int) -> Int {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | remainder) ^ 0x5412
    }

    /// Versions 7 and up carry their number, BCH-protected, in two 6 × 3 blocks.
    private mutating func writeVersion() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let (a, b) = (size - 11 + index % 3, index / 3)
            set(a, b, dark)
            set(b, a, dark)
        }
    }

    /// The codewords in two-column strips from the right, up then down,
    /// skipping the vertical timing column; left-over modules stay light.
    mutating func place(_ codewords: [UInt8]) {
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for step in 0..<size {
                for offset in 0..<2 {
                    let column = right - offset
                    let upward = (right + 1) & 2 == 0
                    let row = upward ? size - 1 - step : step
                    guard !isFunction[row][column], index < codewords.count * 8 else { continue }
                    modules[row][column] = (codewords[index >> 3] >> (7 - UInt8(index & 7))) & 1 == 1
                    index += 1
                }
            }
            right -= 2
        }
    }

    /// The modules with `mask` applied to the data and the format written for it.
    func finished(level: QRErrorCorrection, mask: Int) -> [[Bool]] {
        var copy = self
        for row in 0..<size {
            for column in 0..<size where !isFunction[row][column] && Self.masks(mask, column, row) {
                copy.modules[row][column].toggle()
            }
        }
        copy.writeFormat(Self.formatBits(level: level, mask: mask))
        return copy.modules
    }

    /// Whether mask `number` flips the module at `x` (column), `y` (row) (table 10).
    static func masks(_ number: Int, _ x: Int, _ y: Int) -> Bool {
        switch number {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }
}

import QuizPlatform

/// The columns of one IMDb dataset file, found by name in its header line,
/// and the byte-level parsing of its rows: fields are read straight from the
/// line buffer, so the million lines that are skipped never become Strings.
struct TSVTable {
    typealias Field = UnsafeBufferPointer<UInt8>

    let path: String
    private let indexes: [String: Int]
    private let width: Int
    /// The position of each required column, in the order `required` named
    /// them: read per line without hashing a column's name.
    let positions: [Int]

    init(header: Field, path: String, required: [String]) throws {
        let names = TSVTable.split(header).map { String(decoding: $0, as: UTF8.self) }
        let missing = required.filter { !names.contains($0) }
        guard missing.isEmpty else { throw IMDbDatasetError.missingColumns(path: path, columns: missing) }
        self.path = path
        self.width = names.count
        let indexes = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.indexes = indexes
        self.positions = required.map { indexes[$0]! }
    }

    /// The position of a column the initializer checked for.
    subscript(column: String) -> Int { indexes[column]! }

    /// The row's fields; a row with more or fewer than the header's is a bad line.
    func fields(of line: Field, number: Int) throws -> [Field] {
        try checkWidth(of: line, number: number)
        return Self.split(line)
    }

    /// Throws unless the row has as many fields as the header: a cut-off
    /// line is a bad line whether or not its title matters.
    func checkWidth(of line: Field, number: Int) throws {
        let tabs = Self.tabs(in: line)
        guard tabs == width - 1 else {
            throw IMDbDatasetError.badLine(path: path, line: number, reason: Strings.datasetFieldCount(expected: width, found: tabs + 1))
        }
    }

    /// The field at `position` of a row `checkWidth` passed, found without
    /// splitting the rest of the row into an array.
    static func field(_ position: Int, of line: Field) -> Field {
        var start = 0
        var tabsLeft = position
        while tabsLeft > 0, let tab = line[start...].firstIndex(of: tab) {
            start = tab + 1
            tabsLeft -= 1
        }
        let end = line[start...].firstIndex(of: tab) ?? line.count
        return UnsafeBufferPointer(rebasing: line[start..<end])
    }

    /// Tabs in the row. Every byte of title.basics's gigabyte passes here,
    /// so eight at a time: in `x`, the row's word with every tab turned into
    /// a zero byte, exactly the zero bytes keep their high bit in `zeroes`
    /// (adding 0x7F to a byte's low seven bits carries into its high bit
    /// unless they are all zero, and never into the next byte).
    static func tabs(in line: Field) -> Int {
        guard let base = line.baseAddress else { return 0 }
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let tabs = 0x0101_0101_0101_0101 &* UInt64(tab)
        var count = 0
        var index = 0
        while index &+ 8 <= line.count {
            let x = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ tabs
            let zeroes = ~(((x & low7) &+ low7) | x | low7)
            count &+= zeroes.nonzeroBitCount
            index &+= 8
        }
        while index < line.count {
            if base[index] == tab { count &+= 1 }
            index &+= 1
        }
        return count
    }

    /// The number in a tconst: "tt0111161" → 111161.
    func titleID(_ field: Field, number: Int) throws -> Int {
        guard field.count > 2, field[0] == UInt8(ascii: "t"), field[1] == UInt8(ascii: "t"),
            let id = Self.integer(UnsafeBufferPointer(rebasing: field[2...]))
        else {
            throw badValue("tconst", field, number: number)
        }
        return id
    }

    func badValue(_ column: String, _ field: Field, number: Int) -> IMDbDatasetError {
        let value = String(decoding: field.prefix(40), as: UTF8.self).terminalSafe
        return .badLine(path: path, line: number, reason: Strings.datasetBadValue(column: column, value: value))
    }

    /// The field as text; nil for IMDb's `\N` (missing).
    static func text(_ field: Field) -> String? {
        field.count == 2 && field[0] == UInt8(ascii: "\\") && field[1] == UInt8(ascii: "N") ? nil : String(decoding: field, as: UTF8.self)
    }

    /// A non-negative whole number of up to 18 digits.
    static func integer(_ field: Field) -> Int? {
        guard (1...18).contains(field.count) else { return nil }
        var value = 0
        for byte in field {
            guard (zero...nine).contains(byte) else { return nil }
            value = value * 10 + Int(byte - zero)
        }
        return value
    }

    /// "8.5" → 8.5: digits, optionally a point and more digits. Dividing the
    /// exact integer 85 by 10 rounds once, to the same Double as the literal.
    /// Up to 12 digits before the point and 6 after, so that integer fits in an Int.
    static func decimal(_ field: Field) -> Double? {
        guard let point = field.firstIndex(of: UInt8(ascii: ".")) else { return integer(field).map(Double.init) }
        let whole = UnsafeBufferPointer(rebasing: field[..<point])
        let fraction = UnsafeBufferPointer(rebasing: field[(point + 1)...])
        guard whole.count <= 12, fraction.count <= 6, let units = integer(whole),
            let part = fraction.isEmpty ? 0 : integer(fraction)
        else { return nil }
        let scale = (0..<fraction.count).reduce(1) { product, _ in product * 10 }
        return Double(units * scale + part) / Double(scale)
    }

    private static let tab = UInt8(ascii: "\t")
    private static let zero = UInt8(ascii: "0")
    private static let nine = UInt8(ascii: "9")

    private static func split(_ line: Field) -> [Field] {
        var fields: [Field] = []
        var start = 0
        for index in line.indices where line[index] == tab {
            fields.append(UnsafeBufferPointer(rebasing: line[start..<index]))
            start = index + 1
        }
        fields.append(UnsafeBufferPointer(rebasing: line[start...]))
        return fields
    }
}

import Foundation

/// Writes JSON exactly as `JSONCoding.encoder(pretty: true)` does (two-space
/// indents, `"key" : value`, keys sorted, empty arrays as `[`, blank line,
/// `]`), one element at a time: the export and the listing of a hundred
/// thousand questions stream instead of encoding one huge value. Tests hold
/// the output equal to JSONEncoder's.
public enum PrettyJSONWriter {
    /// A value as the writer knows it.
    public enum Value {
        case string(String)
        case strings([String])
        case date(Date)
        case null
    }

    /// An object of `members` (sorted here by key), its braces at `indent` spaces.
    public static func object(_ members: [(key: String, value: Value)], indent: Int, into bytes: inout [UInt8]) {
        let inner = [UInt8](repeating: UInt8(ascii: " "), count: indent + 2)
        bytes.append(UInt8(ascii: "{"))
        for (number, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
            bytes += number == 0 ? [UInt8(ascii: "\n")] : [UInt8(ascii: ","), UInt8(ascii: "\n")]
            bytes += inner
            JSONTextWriter.append(string: member.key, to: &bytes)
            bytes += Array(" : ".utf8)
            value(member.value, indent: indent + 2, into: &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: indent)
        bytes.append(UInt8(ascii: "}"))
    }

    /// What comes before an element of an array whose brackets sit at
    /// `indent` spaces (the elements sit two spaces further in), and after
    /// its last element. The array itself opens with a bare `[`.
    public static func elementPrefix(first: Bool, indent: Int) -> [UInt8] {
        Array((first ? "\n" : ",\n").utf8) + spaces(indent + 2)
    }
    public static func arrayClosing(indent: Int, empty: Bool) -> [UInt8] {
        Array((empty ? "\n\n" : "\n").utf8) + spaces(indent) + [UInt8(ascii: "]")]
    }

    private static func spaces(_ count: Int) -> [UInt8] { [UInt8](repeating: UInt8(ascii: " "), count: count) }

    private static func value(_ value: Value, indent: Int, into bytes: inout [UInt8]) {
        switch value {
        case .string(let text): JSONTextWriter.append(string: text, to: &bytes)
        case .date(let date): JSONTextWriter.append(date: date, to: &bytes)
        case .null: bytes += Array("null".utf8)
        case .strings(let texts):
            bytes.append(UInt8(ascii: "["))
            for (number, text) in texts.enumerated() {
                bytes += elementPrefix(first: number == 0, indent: indent)
                JSONTextWriter.append(string: text, to: &bytes)
            }
            bytes += arrayClosing(indent: indent, empty: texts.isEmpty)
        }
    }
}

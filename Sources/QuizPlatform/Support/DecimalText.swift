import Glibc

/// Numbers with a fixed count of decimals, as `printf("%.2f")` writes them
/// (C's rounding, a "." whatever the locale): `String(format:)` would load
/// Foundation's locale machinery on the first call, a millisecond of start-up.
public enum DecimalText {
    /// `value` with `decimals` digits after the point: "66.67".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let written = withVaList([Int32(decimals), value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.*f", arguments)
        }
        guard written >= 0, Int(written) < buffer.count else { return value.description }
        return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

import Glibc

/// Numbers with a fixed count of decimals, exactly as `printf("%.2f")`
/// writes them (the binary value rounded half to even, "-" kept on a
/// negative zero, a "." whatever the locale), without `String(format:)`:
/// its first call, through C variadic arguments, costs a process a
/// millisecond of protocol-conformance lookups.
public enum DecimalText {
    /// `value` with `decimals` (0...6) digits after the point: "66.67".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let scale = (0..<decimals).reduce(UInt64(1)) { product, _ in product * 10 }
        guard decimals <= 6, let units = scaledAndRounded(value.magnitude, by: scale) else { return printed(value, decimals) }
        let sign = value.sign == .minus ? "-" : ""
        let whole = String(units / scale)
        guard decimals > 0 else { return sign + whole }
        let fraction = String(units % scale)
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// `magnitude × scale` rounded half to even, computed exactly from the
    /// double's significand and exponent; nil when it does not fit 64 bits.
    private static func scaledAndRounded(_ magnitude: Double, by scale: UInt64) -> UInt64? {
        guard magnitude != 0 else { return 0 }
        let significand = magnitude.significandBitPattern | (magnitude.isNormal ? 1 << 52 : 0)
        let exponent = Int(magnitude.exponent) - 52
        let (scaled, overflow) = significand.multipliedReportingOverflow(by: scale)
        guard !overflow else { return nil }
        if exponent >= 0 {
            guard exponent < 64, scaled.leadingZeroBitCount > exponent else { return nil }
            return scaled << UInt64(exponent)
        }
        let shift = -exponent
        // Below half a unit: 2^shift exceeds scaled twice over.
        guard shift < 64 else { return 0 }
        let quotient = scaled >> UInt64(shift)
        let remainder = scaled & ((1 << UInt64(shift)) - 1)
        let half: UInt64 = 1 << UInt64(shift - 1)
        return remainder > half || (remainder == half && quotient & 1 == 1) ? quotient + 1 : quotient
    }

    /// `value` zero-padded to `width` characters, the sign counted, as
    /// `printf("%0*d")` writes it: "0042", "-042"; a longer number is kept whole.
    public static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let zeros = max(0, width - sign.count - digits.count)
        return sign + String(repeating: "0", count: zeros) + digits
    }

    /// The C library's own answer, for numbers too large for the exact path.
    private static func printed(_ value: Double, _ decimals: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 400)
        let written = withVaList([Int32(decimals), value]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
        guard written >= 0, Int(written) < buffer.count else { return value.description }
        return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension UnsafeMutableBufferPointer<UInt8> {
    /// Writes the last `count` decimal digits of `value` (not negative),
    /// zero-padded, ending just before `end`: dates and days written in
    /// place, without a string made for each number.
    public func writeDigits(_ value: Int, endingBefore end: Int, count: Int) {
        var rest = value
        for index in (end - count..<end).reversed() {
            self[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }
}

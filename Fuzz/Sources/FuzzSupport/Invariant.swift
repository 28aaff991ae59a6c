/// A property every input must keep. A violation traps, so libFuzzer reports
/// it as a crash and saves the input that caused it.
public func invariant(_ holds: Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if !holds { fatalError("invariant violated: \(message())", file: file, line: line) }
}

/// The fuzz input as the bytes it is.
public func fuzzBytes(_ start: UnsafeRawPointer, _ count: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: start, count: count))
}

extension String {
    /// No C0 control character (tabs and line breaks included), DEL or C1: what
    /// `terminalSafe` promises and what may reach a terminal.
    public var hasNoControlCharacters: Bool {
        !unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}

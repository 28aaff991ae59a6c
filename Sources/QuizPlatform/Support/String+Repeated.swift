extension String {
    /// `String(repeating: unit, count: count)`, written as bytes: the
    /// standard library's appends `unit` one String at a time, some 200
    /// instructions a copy (the chart's axis and its gap were 2 % of
    /// `quizctl stats`).
    public static func repeated(_ unit: String, count: Int) -> String {
        guard count > 0 else { return "" }
        var unit = unit
        return unit.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
                var at = 0
                for _ in 0..<count {
                    for byte in bytes {
                        buffer[at] = byte
                        at += 1
                    }
                }
                return at
            }
        }
    }
}

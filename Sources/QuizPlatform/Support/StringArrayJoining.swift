extension Array where Element == String {
    /// The strings with `separator` between them, exactly as the standard
    /// library's `joined(separator:)` gives them.
    ///
    /// It shadows that one for arrays of strings, in every module that
    /// imports this one, for start-up's sake: the standard library's is
    /// generic over `BidirectionalCollection` and not specialized into its
    /// callers, and its first call in a process resolves an associated type
    /// by scanning every protocol conformance of the static binary, a quarter
    /// of a million instructions, a tenth of `quizctl stats`. The bytes are
    /// copied into one buffer of the final size: appending piece by piece
    /// cost more than the scan for a chart's sixty one-letter cells a row.
    public func joined(separator: String = "") -> String {
        var separator = separator
        let capacity = reduce(separator.utf8.count * Swift.max(0, count - 1)) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var written = 0
            func copy(_ text: inout String) {
                text.withUTF8 { bytes in
                    guard let source = bytes.baseAddress, let target = buffer.baseAddress, !bytes.isEmpty else { return }
                    (target + written).initialize(from: source, count: bytes.count)
                    written += bytes.count
                }
            }
            for index in indices {
                if index > startIndex, !separator.isEmpty { copy(&separator) }
                var element = self[index]
                copy(&element)
            }
            return written
        }
    }
}

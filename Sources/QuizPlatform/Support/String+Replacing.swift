extension StringProtocol {
    /// The text with every occurrence of `target` replaced, left to right and
    /// without overlaps, compared byte for byte (a literal search): what
    /// Foundation's `replacingOccurrences(of:with:)` gives for the plain
    /// patterns we replace, without linking Foundation's NSString.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return String(self) }
        let bytes = Array(utf8)
        guard bytes.count >= pattern.count, bytes.contains(first) else { return String(self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == first, index + pattern.count <= bytes.count,
                bytes[index..<index + pattern.count].elementsEqual(pattern)
            {
                result.append(contentsOf: replacement.utf8)
                index += pattern.count
                changed = true
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: result, as: UTF8.self) : String(self)
    }
}

extension StringProtocol {
    /// Where `target` first occurs, compared byte for byte (a literal search).
    public func firstRange(ofLiteral target: String) -> Range<Index>? {
        literalRange(of: target, backwards: false)
    }

    /// Where `target` last occurs, searching from the end, compared byte for
    /// byte: Foundation's `range(of:options: .backwards)` for a plain pattern.
    public func lastRange(ofLiteral target: String) -> Range<Index>? {
        literalRange(of: target, backwards: true)
    }

    private func literalRange(of target: String, backwards: Bool) -> Range<Index>? {
        let pattern = Array(target.utf8)
        let bytes = Array(utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        let starts = 0...(bytes.count - pattern.count)
        let matches = { (start: Int) in
            bytes[start] == pattern[0] && bytes[start..<start + pattern.count].elementsEqual(pattern)
        }
        guard let offset = backwards ? starts.reversed().first(where: matches) : starts.first(where: matches) else {
            return nil
        }
        let lower = utf8.index(utf8.startIndex, offsetBy: offset)
        return lower..<utf8.index(lower, offsetBy: pattern.count)
    }
}

/// Finds the name a user probably meant when they mistyped one, the way git
/// answers `git comit`. Only close matches are offered: a wild guess is worse
/// than none.
enum Suggestion {
    /// The closest of `candidates` to `typed`, or nil when none is close enough.
    /// Close means a Damerau–Levenshtein distance of at most a third of the
    /// candidate's length (at least 1, at most 2), or `typed` being a prefix of
    /// exactly one candidate. Case is ignored; the first candidate wins a tie.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let lowered = typed.lowercased()
        guard !lowered.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = damerauLevenshtein(lowered, candidate.lowercased())
            let allowed = min(2, max(1, candidate.count / 3))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        let extensions = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        return lowered.count >= 2 && extensions.count == 1 ? extensions[0] : nil
    }

    /// Edits (insertions, deletions, substitutions, adjacent transpositions)
    /// between two strings, in the optimal-string-alignment form.
    static func damerauLevenshtein(_ first: String, _ second: String) -> Int {
        let a = Array(first)
        let b = Array(second)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, table[i - 2][j - 2] + 1)
                }
                table[i][j] = distance
            }
        }
        return table[a.count][b.count]
    }
}

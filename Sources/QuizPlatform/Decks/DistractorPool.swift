/// The answers of one deck, grouped by kind and ordered by length, so a
/// card's wrong options can be drawn from the answers most like its own:
/// numbers beside numbers, a word beside words, a sentence beside
/// sentences. Finding them costs a binary search, so every card of a
/// 30,000-card deck gets its options in an instant.
struct DistractorPool {
    /// What an answer looks like, for likeness.
    enum Kind: Int, CaseIterable {
        /// A number, a year, an amount: "1969", "3.14", "-40".
        case number
        /// A word or a few: at most three words and 30 characters.
        case short
        /// Anything longer.
        case long

        init(_ answer: String) {
            let compact = answer.filter { !$0.isWhitespace && $0 != "," && $0 != "_" }
            if !compact.isEmpty, Double(compact) != nil {
                self = .number
            } else if answer.count <= 30, answer.split(whereSeparator: \.isWhitespace).count <= 3 {
                self = .short
            } else {
                self = .long
            }
        }
    }

    /// Distinct answers (ignoring case) of each kind, shortest first.
    private var byKind: [[(length: Int, text: String)]]

    init(answers: [String]) {
        var seen: Set<String> = []
        var byKind = Array(repeating: [(length: Int, text: String)](), count: Kind.allCases.count)
        for answer in answers where seen.insert(Self.key(answer)).inserted {
            byKind[Kind(answer).rawValue].append((answer.count, answer))
        }
        self.byKind = byKind.map { $0.sorted { $0.length != $1.length ? $0.length < $1.length : $0.text < $1.text } }
    }

    /// How many different answers there are.
    var distinctCount: Int { byKind.reduce(0) { $0 + $1.count } }

    /// Up to `count` answers other than `answer`, the most alike first: of
    /// its kind and nearest in length, drawn at random among the nearest
    /// few so that a card's options are not always the same; then of the
    /// other kinds, nearest in length.
    func distractors(for answer: String, count: Int, using random: inout SplitMix64) -> [String] {
        let key = Self.key(answer)
        let length = answer.count
        let own = Kind(answer)
        var picked: [String] = []
        let kinds = [own] + Kind.allCases.filter { $0 != own }
        for kind in kinds where picked.count < count {
            let wanted = count - picked.count
            // Twice as many as needed, nearest in length, then a seeded draw among them.
            var nearest = Self.nearest(in: byKind[kind.rawValue], to: length, count: 2 * wanted + 1, excluding: key)
            nearest.shuffle(using: &random)
            picked += nearest.prefix(wanted)
        }
        return picked
    }

    /// The `count` texts nearest `length` in a list sorted by length.
    private static func nearest(in list: [(length: Int, text: String)], to length: Int, count: Int, excluding excluded: String) -> [String]
    {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].length < length { low = middle + 1 } else { high = middle }
        }
        var left = low - 1
        var right = low
        var found: [String] = []
        while found.count < count, left >= 0 || right < list.count {
            let takeRight: Bool
            if left < 0 {
                takeRight = true
            } else if right >= list.count {
                takeRight = false
            } else {
                takeRight = list[right].length - length <= length - list[left].length
            }
            let candidate = takeRight ? list[right].text : list[left].text
            if takeRight { right += 1 } else { left -= 1 }
            if Self.key(candidate) != excluded { found.append(candidate) }
        }
        return found
    }

    static func key(_ answer: String) -> String {
        answer.trimmingWhitespace().lowercased()
    }
}

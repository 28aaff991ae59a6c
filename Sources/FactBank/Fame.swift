import QuizPlatform

/// How well known each subject of a table is, as a difficulty: the most
/// populous countries, the most voted films and the lightest or everyday
/// elements are easy; the rest medium or hard.
struct Fame {
    private let difficulties: [Difficulty]

    /// The `easy` subjects with the highest `value` are easy, the next ones up to `medium` medium, the rest hard.
    init(ranking indices: Range<Int>, by value: (Int) -> Double, easy: Int, medium: Int) {
        var difficulties = Array(repeating: Difficulty.hard, count: indices.count)
        let values = indices.map(value)
        for (rank, index) in indices.sorted(by: { values[$0 - indices.lowerBound] > values[$1 - indices.lowerBound] }).enumerated() {
            difficulties[index] = rank < easy ? .easy : rank < medium ? .medium : .hard
        }
        self.difficulties = difficulties
    }

    private init(difficulties: [Difficulty]) { self.difficulties = difficulties }

    /// Elements met outside a laboratory: the first twenty and the metals of everyday life.
    static func elements(_ elements: [Element]) -> Fame {
        let everyday: Set = ["Fe", "Cu", "Zn", "Ag", "Sn", "Pt", "Au", "Hg", "Pb", "U", "Ni", "I"]
        return Fame(
            difficulties: elements.map {
                $0.number <= 20 || everyday.contains($0.symbol) ? .easy : $0.number <= 54 ? .medium : .hard
            })
    }

    subscript(index: Int) -> Difficulty { difficulties[index] }

    /// A comparison is as hard as its less known subject, and harder still when the two are close.
    func pair(_ first: Int, _ second: Int, close: Bool) -> Difficulty {
        let difficulty = max(self[first], self[second])
        return close ? difficulty.harder : difficulty
    }
}

extension Difficulty {
    /// One step harder; hard stays hard.
    var harder: Difficulty {
        switch self {
        case .easy: .medium
        case .medium, .hard: .hard
        }
    }
}

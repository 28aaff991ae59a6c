/// The penalty of a masked symbol (ISO/IEC 18004, 7.8.3): runs of one
/// colour, 2 × 2 blocks, finder-like patterns and an unbalanced share of
/// dark modules; the mask with the lowest is the easiest to read.
enum QRPenalty {
    static func score(_ modules: [[Bool]]) -> Int {
        let size = modules.count
        let columns = (0..<size).map { column in modules.map { $0[column] } }
        var score = 0
        for line in modules + columns {
            score += runs(line) + finderLike(line)
        }
        for row in 0..<size - 1 {
            for column in 0..<size - 1 {
                let colour = modules[row][column]
                if modules[row][column + 1] == colour, modules[row + 1][column] == colour, modules[row + 1][column + 1] == colour {
                    score += 3
                }
            }
        }
        let dark = modules.reduce(0) { $0 + $1.filter { $0 }.count }
        let total = size * size
        // 10 points for each full 5 % away from half dark.
        score += abs(dark * 20 - total * 10) / total * 10
        return score
    }

    /// 3 points for a run of five modules of one colour, one more for each beyond.
    private static func runs(_ line: [Bool]) -> Int {
        var score = 0
        var length = 1
        for index in 1...line.count {
            if index < line.count, line[index] == line[index - 1] {
                length += 1
                continue
            }
            if length >= 5 { score += length - 2 }
            length = 1
        }
        return score
    }

    /// 40 points for each dark-light-dark-dark-dark-light-dark with four light modules on either side.
    private static func finderLike(_ line: [Bool]) -> Int {
        let core: [Bool] = [true, false, true, true, true, false, true]
        let light = [Bool](repeating: false, count: 4)
        var score = 0
        for pattern in [core + light, light + core] where line.count >= pattern.count {
            for start in 0...(line.count - pattern.count) where Array(line[start..<start + pattern.count]) == pattern { score += 40 }
        }
        return score
    }
}

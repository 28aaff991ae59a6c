import QuizPlatform

/// The wrong options of the four-option templates: of the same kind as the
/// answer and near it (the same region, neighbouring atomic numbers, nearby
/// years), never equal to it, drawn with a generator seeded by the question's
/// id so a question reads the same every time it is asked.
enum BankOptions {
    static func generator(for question: BankQuestion) -> SplitMix64 {
        // FNV-1a of the id: stable across runs, unlike `hashValue`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in question.id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return SplitMix64(seed: hash)
    }

    /// Three of `candidates` (positions in a table), those of `region` first,
    /// each giving a different `name` from the answer's and from each other's.
    static func pick(
        _ candidates: [Int], preferring near: (Int) -> Bool, name: (Int) -> String, answer: String,
        using generator: inout SplitMix64
    ) -> [Int] {
        var chosen: [Int] = []
        var names: Set<String> = [answer]
        let ordered = candidates.filter(near).shuffled(using: &generator) + candidates.filter { !near($0) }.shuffled(using: &generator)
        for candidate in ordered where chosen.count < 3 && names.insert(name(candidate)).inserted {
            chosen.append(candidate)
        }
        return chosen
    }

    /// Whether X has a neighbour and three countries of its region that do
    /// not border it: counted, without drawing them (`neighbourChoice`).
    static func hasNeighbourChoice(for index: Int) -> Bool {
        let countries = FactBank.countries
        let country = countries[index]
        guard !country.borders.isEmpty else { return false }
        var strangers = 0
        for other in countries.indices where other != index && countries[other].region == country.region {
            if !country.borders.contains(countries[other].code) { strangers += 1 }
            if strangers >= 3 { return true }
        }
        return false
    }

    /// For "Which country borders X?": one neighbour and three countries of
    /// X's region that do not border it; nil when the region has too few.
    static func neighbourChoice(for index: Int) -> (neighbour: Int, wrong: [Int])? {
        let countries = FactBank.countries
        let country = countries[index]
        let neighbours = countries.indices.filter { country.borders.contains(countries[$0].code) }
        let strangers = countries.indices.filter {
            $0 != index && countries[$0].region == country.region && !country.borders.contains(countries[$0].code)
        }
        guard !neighbours.isEmpty, strangers.count >= 3 else { return nil }
        var generator = generator(for: BankQuestion(template: .neighbour, subject: index, difficulty: .easy))
        let neighbour = neighbours[Int(generator.next() % UInt64(neighbours.count))]
        return (neighbour, Array(strangers.shuffled(using: &generator).prefix(3)))
    }
}

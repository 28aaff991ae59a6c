import FactBank
import QuizPlatform

/// Picks questions from the built-in pack and the generated bank with the
/// same filters the API applies.
///
/// Questions are drawn by kind: each slot of the game takes a kind at random
/// (the written pack is one kind, each template of the bank another), then a
/// question of that kind. Drawing from all of them at once would fill a game
/// with the bank's most numerous template. Questions the player has not been
/// asked (`seen` holds the ids the history has) come before those they have.
///
/// The sequential order takes the pack as it is listed, then the bank in its
/// order, each time the first not asked yet (issue 28: the setting had no
/// effect on the built-in questions).
///
/// With a seed the pick is reproducible (`--seed`, `--daily`); the seed is
/// derived for this purpose so other random draws of the game stay independent.
/// The pick does not depend on the language: the same seed asks the same
/// questions in English and in Russian.
struct OfflineTriviaSelection: Sendable {
    var pack: [OfflineTriviaEntry]
    var bank: [BankQuestion]

    struct Filters: Sendable {
        var count: Int
        var category: TriviaCategory?
        var difficulty: Difficulty?
        var type: ChoiceType?
        /// For the Millionaire ladder: only questions with exactly four options.
        var fourOptionsOnly: Bool
    }

    /// A question of the pack or of the bank, by position.
    fileprivate enum Candidate {
        case written(Int)
        case generated(Int)

        /// Where it comes in the sequential order: the pack, then the bank.
        var position: Int {
            switch self {
            case .written(let index): index
            case .generated(let index): Int(Int32.max) + index
            }
        }
    }

    /// What the player's history has asked, in the form each candidate is
    /// checked against: the bank's questions by their keys (template and
    /// subjects), the pack's by their ids (a digest of the text, per language).
    private struct History {
        let seen: Set<String>
        let generated: Set<BankKey>
        let pack: [OfflineTriviaEntry]
        let bank: [BankQuestion]
        let language: Language

        init(_ seen: Set<String>, pack: [OfflineTriviaEntry], bank: [BankQuestion], language: Language) {
            self.seen = seen
            generated = Set(seen.compactMap(BankKey.init(id:)))
            self.pack = pack
            self.bank = bank
            self.language = language
        }

        func asked(_ candidate: Candidate) -> Bool {
            guard !seen.isEmpty else { return false }
            switch candidate {
            case .written(let index): return seen.contains(OfflineTriviaSelection.question(pack[index], in: language).id)
            case .generated(let index): return generated.contains(bank[index].key)
            }
        }
    }

    func select(
        _ filters: Filters, seed: UInt64?, language: Language, order: OrderKind = .random, seen: Set<String> = []
    ) throws(SourceError) -> [Question] {
        var kinds = candidates(filters)
        let available = kinds.reduce(0) { $0 + $1.count }
        guard available >= filters.count else {
            throw .notEnoughQuestions(available: available, requested: filters.count)
        }
        var generator = seed.map { SplitMix64(seed: $0).derived("trivia.offline") } ?? SplitMix64()
        if order == .sequential {
            // One list in the order given; the draw below then has one kind to take from.
            kinds = [kinds.flatMap { $0 }.sorted { $0.position < $1.position }]
        } else {
            for index in kinds.indices { kinds[index].shuffle(using: &generator) }
        }
        let history = History(seen, pack: pack, bank: bank, language: language)
        var picked: [Question] = []
        var next = Array(repeating: 0, count: kinds.count)
        // The asked questions each kind's head has passed over, in their shuffled order: used once the unasked run out.
        var passed = Array(repeating: [Candidate](), count: kinds.count)
        while picked.count < filters.count {
            // Only the heads are looked at, so a long history costs its own length, not the bank's.
            for kind in kinds.indices {
                while next[kind] < kinds[kind].count, history.asked(kinds[kind][next[kind]]) {
                    passed[kind].append(kinds[kind][next[kind]])
                    next[kind] += 1
                }
            }
            let fresh = kinds.indices.filter { next[$0] < kinds[$0].count }
            if !fresh.isEmpty {
                let kind = fresh[Int(generator.next() % UInt64(fresh.count))]
                picked.append(question(kinds[kind][next[kind]], in: language))
                next[kind] += 1
            } else {
                let stale = kinds.indices.filter { !passed[$0].isEmpty }
                let kind = stale[Int(generator.next() % UInt64(stale.count))]
                picked.append(question(passed[kind].removeFirst(), in: language))
            }
        }
        return picked
    }

    /// The matching questions, grouped by kind: the written pack, then each
    /// template of the bank. The written pack counts as three kinds (it is
    /// drawn three times as often as one template): its questions are the
    /// most varied, and a game should meet a few of them.
    private func candidates(_ filters: Filters) -> [[Candidate]] {
        let written = pack.indices.filter { matches(pack[$0], filters) }.map(Candidate.written)
        // One list per template, in the templates' order.
        let templates = BankTemplate.allCases
        let wanted = templates.map { matches($0, filters) }
        var generated = Array(repeating: [Candidate](), count: templates.count)
        for index in bank.indices {
            let ordinal = bank[index].template.ordinal
            if wanted[ordinal], filters.difficulty == nil || bank[index].difficulty == filters.difficulty {
                generated[ordinal].append(.generated(index))
            }
        }
        let thirds = (0..<3).map { part in written.enumerated().filter { $0.offset % 3 == part }.map(\.element) }
        return (thirds + generated).filter { !$0.isEmpty }
    }

    private func matches(_ entry: OfflineTriviaEntry, _ filters: Filters) -> Bool {
        if let category = filters.category, entry.category.lowercased() != category.name.lowercased() { return false }
        if let difficulty = filters.difficulty, entry.difficulty != difficulty { return false }
        if let type = filters.type, entry.type != type { return false }
        if filters.fourOptionsOnly, entry.wrongCount != 3 { return false }
        return true
    }

    private func matches(_ template: BankTemplate, _ filters: Filters) -> Bool {
        if let category = filters.category, template.category.lowercased() != category.name.lowercased() { return false }
        let type: ChoiceType = template.shape == .statement ? .boolean : .multiple
        if let wanted = filters.type, type != wanted { return false }
        if filters.fourOptionsOnly, template.shape != .fourOptions { return false }
        return true
    }

    private func entry(_ candidate: Candidate) -> OfflineTriviaEntry {
        switch candidate {
        case .written(let index): pack[index]
        case .generated(let index): OfflineTriviaEntry(bank[index])
        }
    }

    /// The ids the written pack's questions have in `language` (digests of their texts).
    func packIDs(in language: Language) -> [String] { pack.map { Self.question($0, in: language).id } }

    private func question(_ candidate: Candidate, in language: Language) -> Question {
        Self.question(entry(candidate), in: language)
    }

    /// The entry as a game plays it, with the bank's own id or the digest of its text.
    fileprivate static func question(_ entry: OfflineTriviaEntry, in language: Language) -> Question {
        let pack = entry.entry(in: language)
        var question = TriviaQuestionMapping.question(
            text: pack.text, correct: pack.correct, incorrect: pack.incorrect, category: pack.category,
            difficulty: pack.difficulty, language: language)
        if let id = entry.id { question.id = id }
        return question
    }
}

extension OfflineTriviaSelection {
    /// The pack and the bank as `sources` reports them.
    var collections: [QuestionCollection] {
        var collections = [
            QuestionCollection(
                key: "offline-pack", title: Strings.triviaOfflinePackTitle, count: pack.count,
                categories: pack.reduce(into: [:]) { $0[$1.category, default: 0] += 1 })
        ]
        if !bank.isEmpty {
            collections.append(
                QuestionCollection(
                    key: "generated-bank", title: Strings.bankTitle, count: bank.count,
                    categories: bank.reduce(into: [:]) { $0[$1.category, default: 0] += 1 }, attributions: Strings.bankAttributions))
        }
        return collections
    }
}

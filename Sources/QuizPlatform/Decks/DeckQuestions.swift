/// Turns a deck's cards into questions every mode plays: multiple choice
/// with wrong options drawn from the other cards' answers in the same deck,
/// or yes/no ("Is X the answer to Y?"). Each question keeps its card's id,
/// so an answer in any mode reschedules the card.
public struct DeckQuestions: Sendable {
    public let deck: StoredDeck
    private let pool: DistractorPool

    public init(deck: StoredDeck) {
        self.deck = deck
        pool = DistractorPool(answers: deck.cards.map(\.back))
    }

    /// The card as a choice question: its answer and up to `optionCount - 1`
    /// others, the right one first (games shuffle options); nil when the deck
    /// has no other answer to offer.
    public func choice(_ card: StoredCard, optionCount: Int = 4, using random: inout SplitMix64) -> Question? {
        let wrong = pool.distractors(for: card.back, count: optionCount - 1, using: &random)
        guard !wrong.isEmpty else { return nil }
        var question = Question(id: card.id, text: card.front, options: [card.back] + wrong, correctIndex: 0, category: deck.name)
        question.asksTyped = card.kind == .typed
        return question
    }

    /// The card as a yes/no question: its own answer when `truthful`, else
    /// one of the others; nil when the deck has no other answer.
    public func yesNo(_ card: StoredCard, truthful: Bool, language: Language, using random: inout SplitMix64) -> Question? {
        let shown: String
        if truthful {
            guard pool.distinctCount > 1 else { return nil }
            shown = card.back
        } else {
            guard let other = pool.distractors(for: card.back, count: 1, using: &random).first else { return nil }
            shown = other
        }
        return Question(
            id: card.id, text: Strings.deckIsAnswer(shown, to: card.front)(language),
            options: [Strings.yes(language), Strings.no(language)], correctIndex: truthful ? 0 : 1, category: deck.name,
            explanation: truthful ? nil : card.back)
    }

    /// `count` questions in `format`, the cards picked in `order`: for yes/no,
    /// half of them true (the odd one out false), which ones drawn by `random`.
    public func questions(
        format: QuestionFormat, count: Int, order: OrderKind, language: Language, using random: inout SplitMix64
    ) -> [Question] {
        var cards = deck.cards
        if order == .random { cards.shuffle(using: &random) }
        switch format {
        case .yesNo:
            let picked = Array(cards.prefix(count))
            var truths = (0..<picked.count).map { $0 < picked.count / 2 }
            truths.shuffle(using: &random)
            return zip(picked, truths).compactMap { yesNo($0, truthful: $1, language: language, using: &random) }
        case .choice, .fourOptions:
            var made: [Question] = []
            for card in cards where made.count < count {
                guard let question = choice(card, using: &random), format == .choice || question.options.count == 4 else { continue }
                made.append(question)
            }
            return made
        }
    }
}

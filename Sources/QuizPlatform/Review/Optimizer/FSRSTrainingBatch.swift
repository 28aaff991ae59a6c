/// The cards one step of the fit learns from: whole cards, each replayed
/// once with every prediction it holds, up to about 512 predictions (as
/// fsrs-rs batches when it knows the cards).
struct FSRSTrainingBatch: Sendable {
    struct Card: Sendable {
        var card: Int
        /// The reviews replayed: up to the last one predicted.
        var length: Int
        /// By review: the prediction's recency weight, 0 when not predicted.
        var weights: [Double]
    }

    var cards: [Card] = []
    /// The predictions the batch holds.
    var predictions = 0

    /// `items` (with their recency weights) batched: cards in the order of
    /// `FSRSTrainingItem.card`, then ordered by their length (stable), then
    /// packed while a batch stays within `size` predictions (a longer card
    /// still gets a batch of its own).
    static func batches(of items: [(item: FSRSTrainingItem, weight: Double)], size: Int) -> [FSRSTrainingBatch] {
        var byCard: [Int: [(position: Int, weight: Double)]] = [:]
        for (item, weight) in items { byCard[item.card, default: []].append((item.position, weight)) }
        let cards = byCard.keys.sorted().map { card in
            let predicted = byCard[card]!.sorted { $0.position < $1.position }
            var weights = Array(repeating: 0.0, count: predicted.last!.position + 1)
            for (position, weight) in predicted { weights[position] = weight }
            return (Card(card: card, length: weights.count, weights: weights), predicted.count)
        }
        var ordered = Array(cards.enumerated())
        ordered.sort { ($0.element.0.length, $0.offset) < ($1.element.0.length, $1.offset) }
        var batches: [FSRSTrainingBatch] = []
        var current = FSRSTrainingBatch()
        for (card, count) in ordered.map(\.element) {
            if !current.cards.isEmpty && current.predictions + count > size {
                batches.append(current)
                current = FSRSTrainingBatch()
            }
            current.cards.append(card)
            current.predictions += count
        }
        if !current.cards.isEmpty { batches.append(current) }
        return batches
    }
}

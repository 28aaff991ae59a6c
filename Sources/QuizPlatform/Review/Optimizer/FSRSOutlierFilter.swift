/// fsrs-rs's outlier filter, applied before fitting.
///
/// The predictions of a card's first long-term review are grouped by the
/// card's first grade and the days waited before that review. In each
/// grade, the smallest groups, up to 5 % of the grade's predictions (at
/// least 20), are dropped as too thin to trust, and so is any group of
/// fewer than 6 or waiting more than 100 days (365 after Easy). A card
/// whose first wait was dropped is left out of the fit altogether.
struct FSRSOutlierFilter {
    /// The first-long-term-review predictions kept, for the initial
    /// stabilities; and every prediction of the cards kept, for the fit.
    let initialization: [FSRSTrainingItem]
    let training: [FSRSTrainingItem]

    init(_ set: FSRSTrainingSet) {
        var groups: [Int: [Int: [FSRSTrainingItem]]] = [:]
        for item in set.items where set.cards[item.card].longTermCount(through: item.position) == 1 {
            let card = set.cards[item.card]
            groups[card.reviews[0].rating, default: [:]][card.reviews[item.position].elapsedDays, default: []].append(item)
        }
        var kept: [FSRSTrainingItem] = []
        var dropped = Set<[Int]>()
        for rating in groups.keys.sorted() {
            // Smallest first; of equal size, the shorter wait first.
            let waits = groups[rating]!.sorted { ($0.value.count, $0.key) < ($1.value.count, $1.key) }
            let total = waits.reduce(0) { $0 + $1.value.count }
            let quota = max(20, total / 20)
            var removed = 0
            for (days, items) in waits {
                if removed + items.count >= quota {
                    if items.count >= 6 && days <= (rating == 4 ? 365 : 100) {
                        kept += items
                    } else {
                        dropped.insert([rating, days])
                    }
                } else {
                    removed += items.count
                    dropped.insert([rating, days])
                }
            }
        }
        initialization = kept
        training = set.items.filter { item in
            let card = set.cards[item.card]
            guard let wait = card.firstLongTerm?.elapsedDays else { return false }
            return !dropped.contains([card.reviews[0].rating, wait])
        }
    }
}

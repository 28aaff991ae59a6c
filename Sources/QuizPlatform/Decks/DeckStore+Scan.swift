import FoundationEssentials

extension DeckStore {
    /// A deck's file, to be read one card at a time.
    public struct DeckFile {
        public let summary: DeckSummary
        let url: URL
        let store: DeckStore

        /// Folds the deck's cards into `initial` one at a time, without
        /// holding them. A damaged file is repaired (as `decks()` would) and
        /// the fold starts again from `initial`.
        public func reduceCards<State>(into initial: State, _ step: (inout State, StoredCard) throws -> Void) throws -> State {
            guard let file = try store.open(url) else { return initial }
            var state = initial
            let scan = try DeckLine.scan(file, url: url) { card, _ in try step(&state, card) }
            guard scan.summary == nil || !scan.badLines.isEmpty else { return state }
            state = initial
            for card in try store.repair(url)?.cards ?? [] { try step(&state, card) }
            return state
        }
    }

    /// Every deck by name, each handed to `body` with only its deck line read.
    public func forEachDeck(_ body: (DeckFile) throws -> Void) throws {
        var files: [DeckFile] = []
        for url in try deckFiles() {
            guard let summary = try readSummary(of: url) else { continue }
            files.append(DeckFile(summary: summary, url: url, store: self))
        }
        for file in files.sorted(by: { Self.byName($0.summary, $1.summary) }) { try body(file) }
    }
}

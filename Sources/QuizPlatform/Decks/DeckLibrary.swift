import FoundationEssentials

/// Your decks as QuizPlatform uses them: what the deck source plays, the
/// review lists and an import replaces. A value of closures, so this module
/// does no I/O of its own; QuizStore keeps the decks (in quizctl.db) and
/// makes this value from its client.
public struct DeckLibrary: Sendable {
    /// Every deck without its cards, by key.
    public var summaries: @Sendable () throws -> [DeckSummary]
    /// The deck of a name (in any case), with its cards; nil when there is none.
    public var deck: @Sendable (_ named: String) throws -> StoredDeck?
    /// Every deck with its cards, by key.
    public var decks: @Sendable () throws -> [StoredDeck]
    /// Runs `body` in one write transaction of the decks: what an import
    /// writes through (see `importDecks`); nothing is kept when it throws.
    public var importing: @Sendable (_ body: (DeckTransaction) throws -> Void) throws -> Void
    /// Removes the deck of a name (in any case); returns it, or nil when there was none.
    public var remove: @Sendable (_ named: String) throws -> DeckSummary?

    public init(
        summaries: @escaping @Sendable () throws -> [DeckSummary],
        deck: @escaping @Sendable (_ named: String) throws -> StoredDeck?,
        decks: @escaping @Sendable () throws -> [StoredDeck],
        importing: @escaping @Sendable (_ body: (DeckTransaction) throws -> Void) throws -> Void,
        remove: @escaping @Sendable (_ named: String) throws -> DeckSummary?
    ) {
        self.summaries = summaries
        self.deck = deck
        self.decks = decks
        self.importing = importing
        self.remove = remove
    }

    /// The names of decks `name` may have meant, for "did you mean": those
    /// holding it or held in it, or sharing its first letters; failing
    /// those, every deck when there are a few.
    /// A deck whose name reads the same as `name` but for invisible
    /// characters (a deck imported before zero-width joiners were kept) comes first.
    public func suggestions(for name: String) -> [String] {
        let names = ((try? summaries()) ?? []).map(\.name)
        let wanted = DeckSummary.key(of: name)
        guard !wanted.isEmpty else { return Array(names.prefix(5)) }
        let visible = DeckSummary.visibleKey(of: name)
        let twins = names.filter { DeckSummary.visibleKey(of: $0) == visible }
        let close = names.filter { candidate in
            let key = DeckSummary.key(of: candidate)
            return !twins.contains(candidate) && (key.contains(wanted) || wanted.contains(key) || key.prefix(3) == wanted.prefix(3))
        }
        let found = twins + close
        return found.isEmpty && names.count <= 5 ? names : Array(found.prefix(5))
    }

    /// Imports the decks `read` hands its sink, card by card, in one
    /// transaction: each deck replaces the deck of its name, cards it had
    /// keeping their ids (the same external id, else the same front), so
    /// their review states stay theirs. When `read` throws, no deck is
    /// changed. Other processes' writes wait while the file is read.
    public func importDecks(at date: Date, reading read: (inout DeckImport) throws -> Void) throws -> DeckImportOutcome {
        var outcome = DeckImportOutcome()
        try importing { transaction in
            var sink = DeckImport(transaction: transaction)
            try read(&sink)
            outcome = try sink.commit(at: date)
        }
        return outcome
    }

    /// Saves one deck read whole, replacing a deck of the same name, as `importDecks` does.
    @discardableResult
    public func save(_ deck: ImportedDeck, at date: Date) throws -> DeckSaveResult {
        let outcome = try importDecks(at: date) { sink in
            for card in deck.cards { try sink.add([card], droppedMedia: 0, toDeck: deck.name) }
        }
        return outcome.decks.first ?? DeckSaveResult(name: deck.name, added: 0, kept: 0, removed: 0, replaced: false)
    }
}

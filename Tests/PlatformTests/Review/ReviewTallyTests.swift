import Foundation
import Testing

@testable import QuizPlatform

/// `quizctl review`, the menu's "Review (N due)" and the review source's
/// status count without building the collection: they must count exactly
/// what the collection lists, however the decks changed since the answers.
@Suite struct ReviewTallyTests {
    let folder = TestData.temporaryFolder()
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    let stores: FileStores

    init() { stores = FileStores(directory: DataDirectory(url: folder), questions: memoryQuestions(), onQuarantine: { _ in }) }

    private func deck(_ name: String, _ count: Int, answers: Int = 7) -> ImportedDeck {
        ImportedDeck(name: name, cards: (0..<count).map { DeckCard(front: "\(name) q\($0)", back: "a\($0 % answers)") })
    }

    /// Answers to the first `count` cards of `deck`, some wrong, over a few days.
    private func answer(_ deck: String, first count: Int) throws {
        let cards = try #require(try stores.decks.deck(named: deck)).cards.prefix(count)
        let ratings: [ReviewRating] = [.good, .again, .hard, .good, .easy]
        var events: [ReviewEvent] = []
        for (index, card) in cards.enumerated() {
            for day in 0..<(index % 4) {
                let at = start.addingTimeInterval(Double(day) * 86_400 + Double(index) * 60)
                events.append(ReviewEvent(id: card.id, at: at, rating: ratings[(index + day) % ratings.count], fuzz: false))
            }
        }
        try stores.reviews.append(events)
    }

    private func expectSameCounts(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let collection = try ReviewCollection.load(stores: stores)
        for offset: TimeInterval in [0, 3600, 86_400, 4 * 86_400, 40 * 86_400] {
            for newPerDay in [0, 5, 20, 1_000] {
                let now = start.addingTimeInterval(offset)
                let tallied = try ReviewTally.overview(stores: stores, at: now, newPerDay: newPerDay)
                #expect(tallied == collection.overview(at: now, newPerDay: newPerDay), sourceLocation: sourceLocation)
                #expect(tallied.dueNow == collection.queue(at: now, newPerDay: newPerDay).count, sourceLocation: sourceLocation)
            }
        }
        // `review --json` lists what the collection holds, in its order.
        var listed: [ReviewListedCard] = []
        let listing = try ReviewTally.overview(stores: stores, at: start, newPerDay: 20) { listed.append($0) }
        #expect(listing == collection.overview(at: start, newPerDay: 20), sourceLocation: sourceLocation)
        #expect(
            listed == collection.entries.map { ReviewListedCard(id: $0.id, text: $0.text, card: $0.card) },
            sourceLocation: sourceLocation)
    }

    @Test func theTallyCountsWhatTheCollectionLists() throws {
        let bank = (0..<6).map {
            CustomQuestion(entry: PackEntry(text: "own \($0)?", correct: "yes", incorrect: ["no"]), createdAt: start)
        }
        try stores.questions.add(bank)
        try stores.decks.save(deck("Words", 60), at: start)
        // One answer for every card: no mode can ask them, so neither counts them.
        try stores.decks.save(deck("Alone", 5, answers: 1), at: start)
        try answer("Words", first: 40)
        try answer("Alone", first: 5)
        try stores.reviews.append([ReviewEvent(id: bank[0].id.uuidString, at: start, rating: .again, fuzz: false)])
        let overview = try ReviewTally.overview(stores: stores, at: start.addingTimeInterval(86_400), newPerDay: 20)
        #expect(overview.total == 66)
        #expect(overview.dueNow > 0 && overview.newCards < 66)
        try expectSameCounts()
    }

    @Test func aRemovedDeckIsNoLongerCountedThoughItsStatesStayInTheLog() throws {
        try stores.decks.save(deck("Words", 30), at: start)
        try stores.decks.save(deck("Gone", 30), at: start)
        try answer("Gone", first: 30)
        try answer("Words", first: 10)
        try stores.decks.remove(named: "Gone")
        #expect(try stores.reviews.contents().cards.count > 10, "the removed deck's states wait for the next compaction")
        let overview = try ReviewTally.overview(stores: stores, at: start.addingTimeInterval(5 * 86_400), newPerDay: 1_000)
        #expect(overview.total == 30)
        try expectSameCounts()
    }

    @Test func aReimportedDeckCountsItsKeptCardsWithTheirStatesAndItsNewCardsAsNew() throws {
        try stores.decks.save(deck("Words", 40), at: start)
        try answer("Words", first: 40)
        let before = try ReviewTally.overview(stores: stores, at: start.addingTimeInterval(86_400), newPerDay: 1_000)
        #expect(before.newCards < 40)
        // Half the cards stay (with their states), ten are new.
        var again = deck("Words", 40)
        again.cards = Array(again.cards.suffix(20)) + (0..<10).map { DeckCard(front: "fresh \($0)", back: "b\($0)") }
        try stores.decks.save(again, at: start.addingTimeInterval(3600))
        let after = try ReviewTally.overview(stores: stores, at: start.addingTimeInterval(86_400), newPerDay: 1_000)
        #expect(after.total == 30)
        #expect(after.newCards >= 10 && after.newCards < 30)
        try expectSameCounts()
    }

    @Test func aDamagedDeckIsRepairedAndCountedAsTheCollectionReadsIt() throws {
        try stores.decks.save(deck("Words", 12), at: start)
        try answer("Words", first: 12)
        let files = try FileManager.default.contentsOfDirectory(at: folder.appending(path: "decks"), includingPropertiesForKeys: nil)
        let file = try #require(files.first { $0.pathExtension == "jsonl" })
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{not a card\n".utf8))
        try handle.close()
        let overview = try ReviewTally.overview(stores: stores, at: start.addingTimeInterval(86_400), newPerDay: 1_000)
        #expect(overview.total == 12)
        try expectSameCounts()
    }
}

extension ReviewTallyTests {
    @Test func countingCompactsALogThatOutgrewItsCardsKeepingOnlyCardsThatExist() throws {
        try stores.decks.save(deck("Words", 10), at: start)
        try stores.decks.save(deck("Gone", 10), at: start)
        let words = try #require(try stores.decks.deck(named: "Words")).cards
        let gone = try #require(try stores.decks.deck(named: "Gone")).cards
        // Enough answers to ask for compaction.
        try stores.reviews.append(
            (0..<300).map { ReviewEvent(id: words[0].id, at: start.addingTimeInterval(Double($0) * 60), rating: .good, fuzz: false) })
        try stores.reviews.append([ReviewEvent(id: gone[0].id, at: start, rating: .good, fuzz: false)])
        try stores.decks.remove(named: "Gone")
        #expect(try stores.reviews.contents().needsCompaction)
        let overview = try ReviewTally.overview(stores: stores, at: start.addingTimeInterval(86_400), newPerDay: 20)
        #expect(overview.total == 10)
        let compacted = try stores.reviews.contents()
        #expect(compacted.eventLines == 0, "the log was compacted")
        #expect(compacted.cards[words[0].id]?.reps == 300, "the card's state kept")
        #expect(compacted.cards[gone[0].id] == nil, "the removed deck's state dropped")
    }
}

import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// The pieces of a package: fields, cloze gaps, ids, review states and the log as Anki keeps them.
@Suite struct AnkiExportPiecesTests {
    @Test func fieldsAreEscapedSoQuizctlReadsTheSameTextBack() {
        let texts = ["Fish & chips <3 été", "line one\nline two", "a <b>bold</b> claim", "CR\r\nLF", "&amp; stays text"]
        for text in texts {
            let html = AnkiFieldHTML.escape(text)
            #expect(HTMLTextReducer.reduce(html: html).text == text.replacingEvery("\r\n", with: "\n"), "\(html)")
        }
        #expect(AnkiFieldHTML.escape("a\nb") == "a<br>b")
        #expect(AnkiFieldHTML.escape("x < y && z") == "x &lt; y &amp;&amp; z")
    }

    @Test func clozeCardsBecomeDeletionsOfClozeOne() throws {
        #expect(AnkiClozeField.make(front: "[...] means hello", back: "Bonjour") == "{{c1::Bonjour}} means hello")
        #expect(
            AnkiClozeField.make(front: "[...] and [...] are greetings", back: "Salut, Bonjour")
                == "{{c1::Salut}} and {{c1::Bonjour}} are greetings")
        // What Anki's cloze syntax reads is escaped, so an answer holding "::" or "}}" stays one deletion.
        let tricky = try #require(AnkiClozeField.make(front: "Scope: [...]", back: "std::vector}}"))
        #expect(tricky == "Scope&#58; {{c1::std&#58;&#58;vector&#125;&#125;}}")
        let card = ClozeText(tricky).card(for: 1)
        #expect(HTMLTextReducer.reduce(html: card.front).text == "Scope: [...]")
        #expect(HTMLTextReducer.reduce(html: card.back).text == "std::vector}}")
        // One answer with a comma and one gap: the whole back.
        #expect(AnkiClozeField.make(front: "[...] is a city", back: "Paris, France") == "{{c1::Paris, France}} is a city")
    }

    @Test func clozeCardsThatCannotBeToldApartGoOutAsBasic() {
        // A gap shown by its hint, and two gaps with three answers.
        #expect(AnkiClozeField.make(front: "Bonjour means [greeting]", back: "hello") == nil)
        #expect(AnkiClozeField.make(front: "[...] and [...]", back: "a, b, c") == nil)
        let note = AnkiExportNote(card: StoredCard(id: "x", front: "Bonjour means [greeting]", back: "hello", kind: .cloze), deck: "D")
        #expect(note.type == .basic)
        #expect(note.fields == ["Bonjour means [greeting]", "hello"])
    }

    @Test func yourQuestionsKeepTheirOptionsAndTags() {
        let question = CustomQuestion(
            id: UUID(), entry: PackEntry(text: "Q?", correct: "A", incorrect: ["B", "C<D"], category: "World  history", difficulty: .hard),
            createdAt: Date(), pack: "my pack")
        let note = AnkiExportNote(question: question, deck: "quizctl")
        #expect(note.type == .question)
        #expect(note.fields == ["Q?", "A", "B<br>C&lt;D", ""])
        #expect(note.tags == ["World__history", "hard", "my_pack"])
    }

    @Test func idsFollowTheirKeysAndNeverRepeat() {
        var first = AnkiIDAllocator()
        var second = AnkiIDAllocator()
        let keys = (0..<2000).map { "card-\($0)" }
        let ids = keys.map { first.id(for: $0) }
        #expect(ids == keys.map { second.id(for: $0) })
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0 >= 1_000_000_000_000 && $0 < 1_600_000_000_000 })
        // A clash moves up by one.
        var clashing = AnkiIDAllocator()
        #expect(clashing.id(for: "same") + 1 == clashing.id(for: "same"))
        #expect(AnkiIDAllocator.guid(for: "a") == AnkiIDAllocator.guid(for: "a"))
        #expect(AnkiIDAllocator.guid(for: "a") != AnkiIDAllocator.guid(for: "b"))
        #expect(AnkiIDAllocator.guid(for: "a").count == 10)
    }

    static let created = Date(timeIntervalSince1970: 1_772_409_600)  // 2026-03-02T00:00:00Z

    @Test func eachPhaseMapsToAnkisTypeQueueAndDue() {
        let new = AnkiCardSchedule(nil, position: 4, created: Self.created)
        #expect([new.type, new.queue, new.interval, new.factor] == [0, 0, 0, 0] as [Int])
        #expect(new.due == 4)
        #expect(new.data == "{}")

        let last = Self.created.addingTimeInterval(-10 * 86_400 + 3600)
        let review = ReviewCard(
            phase: .review, step: nil, stability: 12.345678, difficulty: 4.56789, due: last.addingTimeInterval(12 * 86_400),
            lastReview: last, reps: 4, lapses: 1)
        let mapped = AnkiCardSchedule(review, position: 1, created: Self.created)
        let columns: [Int] = [mapped.type, mapped.queue, mapped.interval, mapped.factor, mapped.reps, mapped.lapses]
        #expect(columns == [2, 2, 12, 2500, 4, 1])
        #expect(mapped.due == 2, "due two days after the collection's creation")
        #expect(mapped.data == #"{"s":12.3457,"d":4.568,"dr":0.9,"decay":0.154,"lrt":1771549200}"#)

        let learning = ReviewCard(
            phase: .learning, step: 1, stability: 1, difficulty: 5, due: Self.created.addingTimeInterval(600), lastReview: Self.created)
        let learnt = AnkiCardSchedule(learning, position: 1, created: Self.created)
        #expect([learnt.type, learnt.queue, learnt.left] == [1, 1, 1] as [Int])
        #expect(learnt.due == Int64(Self.created.timeIntervalSince1970) + 600, "epoch seconds")

        let relearning = ReviewCard(
            phase: .relearning, step: 0, stability: 2.6, difficulty: 7, due: Self.created.addingTimeInterval(600), lastReview: Self.created)
        let relearnt = AnkiCardSchedule(relearning, position: 1, created: Self.created)
        #expect([relearnt.type, relearnt.queue, relearnt.interval, relearnt.left] == [3, 1, 3, 1] as [Int])
    }

    @Test func theCollectionIsCreatedByTheEarliestReviewDue() {
        let now = Date(timeIntervalSince1970: 1_772_442_000)
        #expect(AnkiCollectionWriter.creation(now: now, states: []) == Self.created)
        let overdue = ReviewCard(
            phase: .review, step: nil, stability: 3, difficulty: 5, due: now.addingTimeInterval(-3 * 86_400), lastReview: nil)
        #expect(AnkiCollectionWriter.creation(now: now, states: [overdue]) == Self.created.addingTimeInterval(-3 * 86_400))
    }

    @Test func theLogIsReplayedIntoAnkisIntervals() {
        let start = Date(timeIntervalSince1970: 1_772_000_000)
        let events = [
            ReviewEvent(id: "a", at: start, rating: .good, fuzz: false),
            ReviewEvent(id: "b", at: start, rating: .again, fuzz: false),
            ReviewEvent(id: "a", at: start.addingTimeInterval(600), rating: .good, fuzz: false),
            ReviewEvent(id: "gone", at: start.addingTimeInterval(700), rating: .good, fuzz: false),
        ]
        let rows = AnkiRevlogRow.rows(of: events, ids: ["a": 10, "b": 20])
        #expect(rows.map(\.cardID) == [10, 20, 10], "a card not exported has no row")
        #expect(rows.map(\.id) == [1_772_000_000_000, 1_772_000_000_001, 1_772_000_600_000], "one second, two cards: a millisecond apart")
        #expect(rows.map(\.interval) == [-600, -60, 2])
        #expect(rows.map(\.lastInterval) == [0, 0, -600])
        #expect(rows.map(\.kind) == [0, 0, 0])
        #expect(rows.map(\.ease) == [3, 1, 3])
        #expect(rows.allSatisfy { (100...1100).contains($0.factor) })
    }

    @Test func jsonIsWrittenInTheOrderGiven() {
        let value = AnkiJSON.object([
            ("z", .int(1)), ("a", .array([.null, .bool(true), .double(0.9), .double(2)])), ("q", .string("\"\\\n\u{1}é")),
        ])
        #expect(value.text == #"{"z":1,"a":[null,true,0.9,2.0],"q":"\"\\\n\u0001é"}"#)
    }
}

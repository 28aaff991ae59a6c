import DataFiles
import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform
@testable import QuizStore

/// `export --format apkg`'s package, against Anki's own reading of it
/// (Tests/Fixtures/Decks/Export/anki-read.json, made once by
/// Scripts/apkg-export-check.py) and against quizctl's own Anki reader.
@Suite struct AnkiPackageExportTests {
    /// The fixture's data folder exported to a package in a fresh folder; both are removed by `cleanUp`.
    struct Exported {
        var stores: DataStores
        var folder: URL
        var content: AnkiExportContent
        var package: URL
        var bytes: [UInt8]

        init() throws {
            (stores, folder) = try AnkiExportFixture.dataFolder()
            content = try AnkiExportFixture.content(of: stores)
            bytes = try AnkiPackageWriter.package(content, scratch: DataDirectory(url: folder)).bytes
            package = folder.appending(path: "export.apkg")
            try Data(bytes).write(to: package)
        }

        func cleanUp() { try? FileManager.default.removeItem(at: folder) }
    }

    /// Writes the committed package again: run with QUIZCTL_WRITE_EXPORT_FIXTURE=1, then run the script (README).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["QUIZCTL_WRITE_EXPORT_FIXTURE"] == "1"))
    func writeTheCommittedPackage() throws {
        let exported = try Exported()
        defer { exported.cleanUp() }
        try Data(exported.bytes).write(to: AnkiExportFixture.package)
    }

    @Test func theSameDataExportsToTheSameBytes() throws {
        let exported = try Exported()
        defer { exported.cleanUp() }
        let again = try AnkiPackageWriter.package(exported.content, scratch: DataDirectory(url: exported.folder)).bytes
        #expect(again == exported.bytes)
        let scratch = exported.folder.appending(path: "tmp").path
        let left = FileManager.default.fileExists(atPath: scratch) ? try FileManager.default.contentsOfDirectory(atPath: scratch) : []
        #expect(left.isEmpty, "the collection's scratch folder is removed")
    }

    @Test func theCommittedPackageHoldsWhatTheFixtureExportsTo() throws {
        let exported = try Exported()
        defer { exported.cleanUp() }
        // Rows, not bytes: a newer SQLite or zlib may lay out the same rows differently.
        #expect(try PackageContents(package: exported.package) == PackageContents(package: AnkiExportFixture.package))
    }

    @Test func thePackageReadsBackIntoQuizctlAsTheSameDecksAndCards() throws {
        let exported = try Exported()
        defer { exported.cleanUp() }
        let read = try AnkiPackageReader(searchPath: AnkiFixtures.systemPath, scratch: DataDirectory(url: exported.folder))
            .read(fileAt: exported.package)
        func sides(_ cards: [DeckCard]) -> [String] { cards.map { "\($0.kind): \($0.front) → \($0.back)" } }
        let expected =
            exported.content.decks.map { deck in
                (deck.name, deck.cards.map { "\($0.kind): \($0.front) → \($0.back)" })
            } + [("quizctl", AnkiExportFixture.questions.map { "basic: \($0.entry.text) → \($0.entry.correct)" })]
        #expect(read.map(\.name) == expected.map(\.0))
        for (deck, (name, cards)) in zip(read, expected) {
            #expect(sides(deck.cards).sorted() == cards.sorted(), "\(name)")
        }
        #expect(read.allSatisfy { $0.droppedMedia == 0 && $0.skippedNotes == 0 })
    }

    @Test func ankiReadTheSameNotesFieldsAndTags() throws {
        let package = try PackageContents(package: AnkiExportFixture.package)
        let anki = try AnkiRead.load()
        #expect(anki.notes.count == package.notes.count)
        #expect(anki.notes.count == 9)
        for note in anki.notes {
            let ours = try #require(package.notes.first { $0.guid == note.guid }, "\(note.guid)")
            #expect(note.notetype == ours.noteType)
            #expect(note.fields == ours.fields)
            #expect(note.tags == ours.tags)
        }
        let peru = try #require(anki.notes.first { $0.fields["Question"] == "Capital of Peru?" })
        #expect(peru.fields["Wrong answers"] == "Quito<br>Bogotá")
        #expect(peru.tags == ["South_America", "easy"])
        #expect(anki.notes.contains { $0.fields["Text"] == "{{c1::Salut}} and {{c1::Bonjour}} are greetings" })
        #expect(anki.notes.contains { $0.fields["Front"] == "👩‍⚖️ is a" }, "the joiners are kept")
    }

    @Test func ankiReadTheSameDecksDueDatesAndMemory() throws {
        let package = try PackageContents(package: AnkiExportFixture.package)
        let anki = try AnkiRead.load()
        #expect(anki.cards.count == package.cards.count)
        for card in anki.cards {
            let ours = try #require(package.cards.first { $0.guid == card.guid })
            #expect(card.deck == ours.deck, "\(card.guid)")
            #expect(
                [card.type, card.queue, card.ivl, card.reps, card.lapses] == [ours.type, ours.queue, ours.interval, ours.reps, ours.lapses])
            switch card.due {
            case .day(let day):
                // A review card's due day, counted from the collection's creation (a UTC midnight).
                let date = Date(timeIntervalSince1970: Double(package.created + ours.due * 86_400))
                #expect(day == CivilTime(date).isoDay, "\(card.guid)")
            case .number(let number):
                #expect(number == ours.due, "\(card.guid)")
            }
            let data = try JSONSerialization.jsonObject(with: Data(ours.data.utf8)) as! [String: Any]
            #expect(card.memory?.s == data["s"] as? Double)
            #expect(card.memory?.d == data["d"] as? Double)
        }
        #expect(Set(anki.cards.map(\.type)) == [0, 1, 2, 3], "new, learning, review and relearning")
    }

    @Test func ankiKeptEveryDueDateQuizctlHad() throws {
        let exported = try Exported()
        defer { exported.cleanUp() }
        let anki = try AnkiRead.load()
        var checked = 0
        for (id, state) in exported.content.states {
            let card = try #require(anki.cards.first { $0.guid == AnkiIDAllocator.guid(for: id) })
            let due = try #require(state.due)
            switch (state.phase, card.due) {
            case (.review, .day(let day)):
                #expect(day == CivilTime(due).isoDay, "\(id)")
            case (.learning, .number(let second)), (.relearning, .number(let second)):
                #expect(second == Int64(due.timeIntervalSince1970), "\(id)")
            default:
                Issue.record("\(id): \(state.phase) read as \(card.due)")
            }
            checked += 1
        }
        #expect(checked == 5)
    }

    @Test func ankiReadTheWholeReviewLog() throws {
        let package = try PackageContents(package: AnkiExportFixture.package)
        let anki = try AnkiRead.load()
        #expect(anki.revlogCount == AnkiExportFixture.reviews.count)
        #expect(anki.revlog.count == package.reviews.count)
        for (theirs, ours) in zip(anki.revlog, package.reviews.sorted { ($0.at, $0.guid) < ($1.at, $1.guid) }) {
            #expect(
                [theirs.at, theirs.ease, theirs.ivl, theirs.lastIvl, theirs.type] == [
                    ours.at, ours.ease, ours.interval, ours.lastInterval, ours.type,
                ])
        }
    }
}

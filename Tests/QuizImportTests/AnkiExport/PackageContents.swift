import Foundation
import Glibc
import Sqlite

@testable import QuizImport

/// What a package's collection holds, read with SQLite: the rows the tests
/// compare with Anki's reading of the same package, and between two exports.
struct PackageContents: Equatable {
    struct Note: Equatable {
        var id: Int64
        var guid: String
        var noteType: String
        var fields: [String: String]
        var tags: [String]
    }

    struct Card: Equatable {
        var id: Int64
        var guid: String
        var deck: String
        var type: Int64
        var queue: Int64
        var due: Int64
        var interval: Int64
        var factor: Int64
        var reps: Int64
        var lapses: Int64
        var data: String
    }

    struct Review: Equatable {
        var guid: String
        var at: Int64
        var ease: Int64
        var interval: Int64
        var lastInterval: Int64
        var factor: Int64
        var type: Int64
    }

    var created: Int64
    var notes: [Note]
    var cards: [Card]
    var reviews: [Review]
    /// The zip's member names, in order.
    var members: [String]

    init(package: URL) throws {
        let descriptor = open(package.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(.ENOENT) }
        defer { close(descriptor) }
        let archive = try ZipArchive(descriptor: descriptor)
        let entries = try archive.members()
        members = entries.map(\.name)
        var bytes: [UInt8] = []
        try archive.extract(entries.first { $0.name == "collection.anki2" }!, limit: 1 << 30) { chunk in
            bytes += chunk
            return 0
        }
        let file = FileManager.default.temporaryDirectory.appending(path: "apkg-contents-\(UUID().uuidString).anki2")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let database = try Sqlite(path: file.path, access: .readOnly)

        let col = try database.run("SELECT crt, models, decks FROM col")[0]
        guard case .integer(let crt) = col[0], case .text(let models) = col[1], case .text(let decksText) = col[2] else {
            throw POSIXError(.EINVAL)
        }
        created = crt
        let types = try JSONSerialization.jsonObject(with: Data(models.utf8)) as! [String: [String: Any]]
        let decks = try JSONSerialization.jsonObject(with: Data(decksText.utf8)) as! [String: [String: Any]]
        var guids: [Int64: String] = [:]
        notes = try database.run("SELECT id, guid, mid, flds, tags FROM notes ORDER BY id").map { row in
            let type = types[String(Self.int(row[2]))]!
            let names = (type["flds"] as! [[String: Any]]).map { $0["name"] as! String }
            let values = Self.text(row[3]).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            guids[Self.int(row[0])] = Self.text(row[1])
            return Note(
                id: Self.int(row[0]), guid: Self.text(row[1]), noteType: type["name"] as! String,
                fields: Dictionary(uniqueKeysWithValues: zip(names, values)),
                tags: Self.text(row[4]).split(separator: " ").map(String.init).sorted())
        }
        cards = try database.run(
            "SELECT id, nid, did, type, queue, due, ivl, factor, reps, lapses, data FROM cards ORDER BY id"
        ).map { row in
            Card(
                id: Self.int(row[0]), guid: guids[Self.int(row[1])]!, deck: decks[String(Self.int(row[2]))]!["name"] as! String,
                type: Self.int(row[3]), queue: Self.int(row[4]), due: Self.int(row[5]), interval: Self.int(row[6]),
                factor: Self.int(row[7]), reps: Self.int(row[8]), lapses: Self.int(row[9]), data: Self.text(row[10]))
        }
        let guidOfCard = Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0.guid) })
        reviews = try database.run("SELECT id, cid, ease, ivl, lastIvl, factor, type FROM revlog ORDER BY id").map { row in
            Review(
                guid: guidOfCard[Self.int(row[1])]!, at: Self.int(row[0]) / 1000, ease: Self.int(row[2]), interval: Self.int(row[3]),
                lastInterval: Self.int(row[4]), factor: Self.int(row[5]), type: Self.int(row[6]))
        }
    }

    private static func int(_ value: SqliteValue) -> Int64 {
        if case .integer(let number) = value { return number }
        return -1
    }

    private static func text(_ value: SqliteValue) -> String {
        if case .text(let text) = value { return text }
        return ""
    }
}

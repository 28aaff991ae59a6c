import Foundation
import Sqlite

@testable import QuizImport

/// Anki packages made by the test itself: a schema-11 collection written
/// with the `Sqlite` wrapper, hostile in one way or another, zipped by the
/// export's `ZipWriter` (members stored). No Python, no committed binaries.
enum HostileAnkiPackages {
    /// One note type (1, not cloze) and one deck (1, "Hostile").
    static let schema = """
        CREATE TABLE col (id INTEGER PRIMARY KEY, ver INTEGER, models TEXT, decks TEXT);
        INSERT INTO col VALUES (1, 11, '{"1": {"type": 0}}', '{"1": {"name": "Hostile"}}');
        CREATE TABLE cards (id INTEGER PRIMARY KEY, nid INTEGER, did INTEGER, odid INTEGER, ord INTEGER);
        """

    /// The notes table Anki has.
    static let notesTable = "CREATE TABLE notes (id INTEGER PRIMARY KEY, guid TEXT, mid INTEGER, flds TEXT, sfld TEXT);"

    /// Writes a collection made by `sql` (after `schema`) into a package
    /// `name` in `folder`; returns the package.
    static func package(named name: String, in folder: URL, sql: String) throws -> URL {
        let database = folder.appending(path: name + ".anki2")
        try? FileManager.default.removeItem(at: database)
        do {
            let connection = try Sqlite(path: database.path)
            try connection.execute("PRAGMA journal_mode = OFF")
            try connection.execute("BEGIN")
            try connection.execute(schema + sql)
            try connection.execute("COMMIT")
        }
        let package = folder.appending(path: name + ".apkg")
        var zip = ZipWriter(modified: Date(timeIntervalSince1970: 0))
        try zip.add("collection.anki2", Array(try Data(contentsOf: database)), method: .stored)
        try zip.add("media", Array("{}".utf8), method: .stored)
        try Data(try zip.finish()).write(to: package)
        try FileManager.default.removeItem(at: database)
        return package
    }

    /// A private folder for a test's packages.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "anki-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

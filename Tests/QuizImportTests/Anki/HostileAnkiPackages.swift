import Foundation
import Sqlite

@testable import QuizImport

/// Anki packages made by the test itself: a schema-11 collection written
/// with the `Sqlite` wrapper, hostile in one way or another, zipped by a
/// tiny stored-method zip writer. No Python, no committed binaries.
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
        try StoredZip.write([("collection.anki2", try Data(contentsOf: database)), ("media", Data("{}".utf8))], to: package)
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

/// Writes a zip of stored (uncompressed) members: enough for a test package.
enum StoredZip {
    static func write(_ members: [(name: String, data: Data)], to url: URL) throws {
        var archive = Data()
        var directory = Data()
        for member in members {
            let name = Data(member.name.utf8)
            let crc = CRC32.checksum(member.data)
            let offset = UInt32(archive.count)
            archive.append(le32(0x0403_4B50))
            archive.append(le16(20) + le16(0) + le16(0) + le16(0) + le16(0))
            archive.append(le32(crc) + le32(UInt32(member.data.count)) + le32(UInt32(member.data.count)))
            archive.append(le16(UInt16(name.count)) + le16(0))
            archive.append(name)
            archive.append(member.data)
            directory.append(le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0))
            directory.append(le32(crc) + le32(UInt32(member.data.count)) + le32(UInt32(member.data.count)))
            directory.append(le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset))
            directory.append(name)
        }
        let directoryOffset = UInt32(archive.count)
        archive.append(directory)
        archive.append(le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(members.count)) + le16(UInt16(members.count)))
        archive.append(le32(UInt32(directory.count)) + le32(directoryOffset) + le16(0))
        try archive.write(to: url)
    }

    private static func le16(_ value: UInt16) -> Data { Data([UInt8(value & 0xFF), UInt8(value >> 8)]) }
    private static func le32(_ value: UInt32) -> Data { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }
}

/// CRC-32 (the zip one, polynomial 0xEDB88320), table-driven.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        data.withUnsafeBytes { bytes in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

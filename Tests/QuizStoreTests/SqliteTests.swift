import CSQLite
import Foundation
import Sqlite
import Testing

@testable import QuizStore

@Suite struct SqliteTests {
    @Test func everyKindOfValueComesBackAsBound() throws {
        let database = try Sqlite(path: ":memory:")
        try database.execute("CREATE TABLE t (a ANY) STRICT")
        let values: [SqliteValue] = [
            .null, .integer(.min), .integer(.max), .real(-0.5), .real(1e300), .text(""), .text("ёлка 🎄\0после нуля"), .blob([]),
            .blob([0, 1, 255]),
        ]
        for value in values { try database.run("INSERT INTO t VALUES (?)", value) }
        #expect(try database.run("SELECT a FROM t ORDER BY rowid").map { $0[0] } == values)
    }

    @Test func aStatementRunsAgainWithNewValues() throws {
        let database = try Sqlite(path: ":memory:")
        try database.execute("CREATE TABLE t (a INTEGER, b TEXT) STRICT")
        let insert = try database.prepare("INSERT INTO t VALUES (?, ?)")
        for number in 1...3 { try insert.run([.int(number), .text("n\(number)")]) }
        let select = try database.prepare("SELECT b FROM t WHERE a >= ? ORDER BY a")
        #expect(try select.rows([.int(2)]) == [[.text("n2")], [.text("n3")]])
        #expect(try select.rows([.int(3)]) == [[.text("n3")]])
        #expect(database.changes == 1)
    }

    @Test func aTransactionThatThrowsLeavesNothing() throws {
        struct Stop: Error {}
        let database = try Sqlite(path: ":memory:")
        try database.execute("CREATE TABLE t (a INTEGER) STRICT")
        #expect(throws: Stop.self) {
            try database.transaction {
                try database.run("INSERT INTO t VALUES (1)")
                throw Stop()
            }
        }
        try database.transaction { try database.run("INSERT INTO t VALUES (2)") }
        #expect(try database.run("SELECT a FROM t") == [[.integer(2)]])
    }

    @Test func aNestedTransactionJoinsTheOuterOne() throws {
        struct Stop: Error {}
        let database = try Sqlite(path: ":memory:")
        try database.execute("CREATE TABLE t (a INTEGER) STRICT")
        #expect(throws: Stop.self) {
            try database.transaction {
                try database.transaction { try database.run("INSERT INTO t VALUES (1)") }
                throw Stop()
            }
        }
        #expect(try database.run("SELECT count(*) FROM t") == [[.integer(0)]])
    }

    @Test func errorsAreSortedByWhatWentWrong() throws {
        let database = try Sqlite(path: ":memory:")
        try database.execute("CREATE TABLE t (a INTEGER PRIMARY KEY, b INTEGER) STRICT")
        try database.run("INSERT INTO t VALUES (1, 1)")
        let duplicate = #expect(throws: SqliteError.self) { try database.run("INSERT INTO t VALUES (1, 2)") }
        guard case .constraint(let code, let message) = duplicate else {
            Issue.record("expected a constraint error, got \(String(describing: duplicate))")
            return
        }
        #expect(code == SQLITE_CONSTRAINT | (6 << 8))
        #expect(message.contains("UNIQUE"))
        let wrongType = #expect(throws: SqliteError.self) { try database.run("INSERT INTO t VALUES (2, 'x')") }
        #expect(wrongType?.code == SQLITE_CONSTRAINT | (12 << 8))
        #expect(SqliteError(code: SQLITE_NOTADB, message: "m") == .corrupt(code: SQLITE_NOTADB, message: "m"))
        #expect(SqliteError(code: SQLITE_BUSY | (2 << 8), message: "m") == .busy(code: SQLITE_BUSY | (2 << 8), message: "m"))
        #expect(SqliteError(code: SQLITE_IOERR | (3 << 8), message: "m") == .io(code: SQLITE_IOERR | (3 << 8), message: "m"))
    }

    @Test func aFileThatIsNotADatabaseIsCalledCorrupt() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: QuizStoreError.self) { try QuizStoreClient.live(path: path) }
        guard case .database(.corrupt(let code, _)) = error else {
            Issue.record("expected a corrupt database, got \(String(describing: error))")
            return
        }
        #expect(code == SQLITE_NOTADB)
    }

    /// A full disk, simulated by a page limit the file cannot grow past: the
    /// save that does not fit fails as `.full`, and leaves neither its game
    /// nor its statistics behind.
    @Test func aFullDiskRollsTheSaveBackAndSaysSo() throws {
        let folder = try TemporaryFolder()
        let connection = try DatabaseOpening.open(path: folder.file("quizctl.db"))
        let client = QuizStoreClient.live(connection: connection)
        _ = try client.saveGame(Fixtures.yesno())
        guard case .integer(let pages) = try connection.run("PRAGMA page_count").first?.first else {
            Issue.record("no page count")
            return
        }
        try connection.execute("PRAGMA max_page_count = \(pages)")
        var failure: QuizStoreError?
        var saved = 1
        for offset in 1...1000 {
            do {
                _ = try client.saveGame(Fixtures.party(at: Double(offset)))
                saved += 1
            } catch let error as QuizStoreError {
                failure = error
                break
            }
        }
        guard case .database(.full(let code, _)) = failure else {
            Issue.record("expected a full database, got \(String(describing: failure))")
            return
        }
        #expect(code == SQLITE_FULL)
        #expect(try client.gameCount(nil) == saved)
        #expect(try client.statistics().overall.gamesPlayed == saved)
        #expect(try client.check() == [])
    }
}

extension LiveStore {
    /// `quick_check` reads every page and checks the b-trees (not that
    /// indexes match their tables, which `integrity_check` adds at many
    /// times the cost); the foreign key check finds answers without a game.
    func check() throws -> [String] {
        try database.withConnection { database in
            var problems: [String] = []
            for row in try database.run("PRAGMA quick_check") {
                if case .text(let text) = row.first, text != "ok" { problems.append(text) }
            }
            for row in try database.run("PRAGMA foreign_key_check") {
                problems.append("foreign key: " + row.map(Self.describe).joined(separator: " "))
            }
            return problems
        }
    }

    /// `VACUUM INTO`: a consistent, compact copy, taken while other
    /// connections go on reading and writing.
    func backup(to path: String) throws {
        try database.withConnection { database in _ = try database.run("VACUUM INTO ?", .text(path)) }
    }

    private static func describe(_ value: SqliteValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let integer): String(integer)
        case .real(let real): String(real)
        case .text(let text): text
        case .blob(let bytes): "\(bytes.count) bytes"
        }
    }
}

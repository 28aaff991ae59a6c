import Sqlite

extension LiveStore {
    func loadDocument(_ name: DocumentName) throws -> [UInt8]? {
        try database.withConnection { database in
            guard let row = try database.run("SELECT body FROM documents WHERE name = ?", .text(name.rawValue)).first,
                case .blob(let body) = row[0]
            else { return nil }
            return body
        }
    }

    func saveDocument(_ name: DocumentName, _ body: [UInt8]) throws {
        try database.write { database in try DocumentRow.store(body, named: name, in: database) }
    }

    func updateDocument(_ name: DocumentName, _ change: ([UInt8]?) throws -> [UInt8]) throws {
        try database.write { database in
            let old = try database.run("SELECT body FROM documents WHERE name = ?", .text(name.rawValue)).first.flatMap { row in
                if case .blob(let body) = row[0] { body } else { nil }
            }
            try DocumentRow.store(try change(old), named: name, in: database)
        }
    }
}

enum DocumentRow {
    /// The body of document `name`; nil when there is none.
    static func body(named name: DocumentName, in database: Sqlite) throws(SqliteError) -> [UInt8]? {
        guard let row = try database.run("SELECT body FROM documents WHERE name = ?", .text(name.rawValue)).first,
            case .blob(let body) = row[0]
        else { return nil }
        return body
    }

    static func store(_ body: [UInt8], named name: DocumentName, in database: Sqlite) throws(SqliteError) {
        try database.run("INSERT OR REPLACE INTO documents (name, body) VALUES (?, ?)", .text(name.rawValue), .blob(body))
    }
}

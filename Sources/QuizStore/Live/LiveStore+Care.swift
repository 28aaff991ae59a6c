extension LiveStore {
    /// `quick_check` reads every page and checks the b-trees (not that
    /// indexes match their tables, which `integrity_check` adds at many
    /// times the cost); the foreign key check finds answers without a game.
    func check() throws -> [DatabaseProblem] {
        try database.withConnection { database in
            var problems: [DatabaseProblem] = []
            for row in try database.run("PRAGMA quick_check") {
                if case .text(let text) = row.first, text != "ok" { problems.append(.integrity(text)) }
            }
            // Columns: the child's table, its rowid, the parent's table, the key's number.
            for row in try database.run("PRAGMA foreign_key_check") where row.count >= 3 {
                guard case .text(let table) = row[0], case .text(let parent) = row[2] else { continue }
                let rowid: Int64? = if case .integer(let rowid) = row[1] { rowid } else { nil }
                problems.append(.orphan(table: table, rowid: rowid, parent: parent))
            }
            return problems
        }
    }

    /// `VACUUM INTO`: a consistent, compact copy, taken while other
    /// connections go on reading and writing.
    /// The copy reads every page once: with the page cache made small
    /// meanwhile, a backup of a database holding a 30,000-card deck (the
    /// first write of the day may be its import) takes no more memory than
    /// one of a small database.
    func backup(to path: String) throws {
        try database.withConnection { database in
            try database.execute("PRAGMA cache_size = -256")
            defer { try? database.execute("PRAGMA cache_size = -2000") }
            _ = try database.run("VACUUM INTO ?", .text(path))
        }
    }
}

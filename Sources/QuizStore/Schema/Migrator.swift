import Sqlite

/// Brings a database up to `Schema.version`, one step per transaction, each
/// step setting `PRAGMA user_version` in the transaction that made it: a
/// step is all there or not at all, and a process killed between steps
/// leaves a database the next open carries on from.
enum Migrator {
    /// Runs the steps `database` has not had; returns the version it was at.
    /// A database newer than this build is refused rather than written to.
    @discardableResult
    static func migrate(_ database: Sqlite, steps: [String] = Schema.migrations) throws -> Int {
        let found = try version(of: database)
        guard found < steps.count else {
            if found > steps.count { throw QuizStoreError.newerSchema(found: found, supported: steps.count) }
            return found
        }
        for index in found..<steps.count {
            try database.transaction {
                // Another process may have run this step while we waited for the lock.
                guard try version(of: database) == index else { return }
                try database.execute(steps[index])
                try database.execute("PRAGMA user_version = \(index + 1)")
            }
        }
        return found
    }

    static func version(of database: Sqlite) throws(SqliteError) -> Int {
        guard case .integer(let version) = try database.run("PRAGMA user_version").first?.first else { return 0 }
        return Int(version)
    }
}

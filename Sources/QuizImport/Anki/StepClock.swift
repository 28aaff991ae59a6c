import Sqlite

/// When the current statement step began, for the progress handler that
/// stops one past its budget. Only the reading thread touches it.
final class StepClock {
    let budget: Duration
    private var started = ContinuousClock.now

    init(budget: Duration) { self.budget = budget }

    var isPastBudget: Bool { ContinuousClock.now - started > budget }

    func step(_ statement: SqliteStatement) throws(SqliteError) -> SqliteRow? {
        started = ContinuousClock.now
        return try statement.step()
    }
}

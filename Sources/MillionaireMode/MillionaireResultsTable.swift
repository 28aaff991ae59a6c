import FoundationEssentials
import QuizPlatform

/// The seed's "Results" screen: past Millionaire games, newest first.
public struct MillionaireResultsTable: Sendable, Hashable {
    public struct Row: Sendable, Hashable, Identifiable {
        public var id: UUID
        public var date: Date
        public var outcome: Outcome
        public var prize: Int
        public var correct: Int
        /// Questions asked, the last (wrong) one included.
        public var total: Int
        /// Lifelines used, in the order they were used, on a walk-away's last question too.
        public var hints: [Hint]
        /// Percent of the questions asked that were answered right.
        public var percentCorrect: Int
    }

    public var rows: [Row]

    /// Keeps the Millionaire games of `records`, in any order, newest first.
    public init(records: [GameRecord]) {
        rows =
            records
            .filter { $0.mode == .millionaire }
            .sorted { $0.finishedAt > $1.finishedAt }
            .map { record in
                Row(
                    id: record.id, date: record.finishedAt, outcome: record.outcome, prize: record.prize,
                    correct: record.correct, total: record.total, hints: record.hintsUsed,
                    percentCorrect: record.percentCorrect
                )
            }
    }

    public var isEmpty: Bool { rows.isEmpty }
    /// The biggest prize ever taken home; 0 with no games.
    public var bestPrize: Int { rows.map(\.prize).max() ?? 0 }
}

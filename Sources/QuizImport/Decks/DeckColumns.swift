import FoundationEssentials

/// `quizctl import --front N --back M`: which columns of a file with more
/// than two hold a card's front and back, counted from 1 as a spreadsheet
/// shows them.
public struct DeckColumns: Sendable, Hashable {
    public var front: Int
    public var back: Int

    public init(front: Int, back: Int) {
        self.front = front
        self.back = back
    }

    /// The front and back of a row, nil when the row is too short for either.
    func pick(from fields: [String]) -> (front: String, back: String)? {
        guard front >= 1, back >= 1, front <= fields.count, back <= fields.count else { return nil }
        return (fields[front - 1], fields[back - 1])
    }
}

/// A player's place on the scoreboard and the podium: players with equal
/// points share a place, and the next place skips as many (1, 1, 3).
public struct PartyStanding: Sendable, Hashable {
    public var place: Int
    public var name: String
    public var points: Int
    public var correct: Int

    public init(place: Int, name: String, points: Int, correct: Int) {
        self.place = place
        self.name = name
        self.points = points
        self.correct = correct
    }

    /// Players by points, most first; equal points keep the players' order.
    public static func ranking(_ players: [PartyPlayerRecord]) -> [PartyStanding] {
        let sorted = players.enumerated().sorted { ($0.element.points, -$0.offset) > ($1.element.points, -$1.offset) }
        return sorted.map { _, player in
            PartyStanding(
                place: 1 + players.count { $0.points > player.points }, name: player.name, points: player.points,
                correct: player.correct)
        }
    }

    /// The podium: first, second and third places, ties shared (two firsts
    /// leave no second).
    public static func podium(_ players: [PartyPlayerRecord]) -> [PartyStanding] {
        ranking(players).filter { $0.place <= 3 }
    }
}

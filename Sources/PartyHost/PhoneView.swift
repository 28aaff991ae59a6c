import FoundationEssentials
import QuizPlatform

/// What one phone is told of the room, as one JSON object: the phase, the
/// open question without its answer, the player's own answer, and after the
/// reveal the right option, the player's points and rank. Which option is
/// right is written only once the question is revealed: a phone never holds
/// the answer key while it may still answer.
enum PhoneView {
    static func json(of room: HostedRoom, for player: Int?, at now: Date) -> [UInt8] {
        var json = JSONWriter(.compact)
        json.object { json in
            json.member("code", room.code)
            json.member("players", room.players.count)
            if let player {
                json.member("name", room.players[player].name)
                json.member("points", room.players[player].points)
            }
            switch room.phase {
            case .lobby:
                json.member("phase", "lobby")
            case .asking(let index, _):
                json.member("phase", "question")
                question(room.questions[index], index: index, of: room.questions.count, into: &json)
                if let left = room.timeLeft(at: now) { json.member("secondsLeft", Int(left.rounded(.up))) }
                json.member("answered", player.map { room.chosen[$0] != nil } ?? false)
            case .revealed(let index):
                json.member("phase", "revealed")
                question(room.questions[index], index: index, of: room.questions.count, into: &json)
                json.member("correct", room.questions[index].correctIndex)
                json.key("distribution")
                json.array(room.distribution) { $0.int($1) }
                if let player {
                    let answer = room.players[player].answers.last { $0.question == index + 1 }
                    json.member("right", answer?.isCorrect ?? false)
                    json.member("gained", answer?.points ?? 0)
                    json.member("rank", rank(of: player, in: room))
                }
            case .over:
                json.member("phase", "over")
                if let player { json.member("rank", rank(of: player, in: room)) }
                json.key("podium")
                json.array(room.ranking.prefix(3)) { json, standing in
                    json.object { json in
                        json.member("name", standing.name)
                        json.member("points", standing.points)
                    }
                }
            }
        }
        return json.bytes
    }

    private static func question(_ question: Question, index: Int, of count: Int, into json: inout JSONWriter) {
        json.member("index", index)
        json.member("count", count)
        json.member("text", question.text)
        json.key("options")
        json.array(question.options) { $0.string($1) }
    }

    /// 1 for the most points; players with equal points share a place.
    static func rank(of player: Int, in room: HostedRoom) -> Int {
        let points = room.players[player].points
        return room.players.count { $0.points > points } + 1
    }
}

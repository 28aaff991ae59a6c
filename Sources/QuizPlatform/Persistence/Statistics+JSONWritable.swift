import Foundation

// The statistics write themselves as their `Encodable` conformance encodes
// them (statistics.json), keys in sorted order (see `JSONWriter`).

extension Statistics: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("dailyDays", dailyDays)
            json.member("lastGameID", ifPresent: lastGameID)
            json.key("modes")
            // `[ModeKind: Tally]` encodes as an object keyed by the modes' names.
            json.object(Dictionary(uniqueKeysWithValues: modes.map { ($0.key.rawValue, $0.value) }))
            json.member("overall", overall)
            if let players {
                json.key("players")
                json.object(players)
            }
            json.member("recentAccuracy", recentAccuracy)
        }
    }
}

extension Tally: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("best", ifPresent: best)
            json.member("gamesPlayed", gamesPlayed)
            json.member("totalCorrect", totalCorrect)
            json.member("totalQuestions", totalQuestions)
        }
    }
}

extension BestGame: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("correct", correct)
            json.member("date", date)
            json.member("mode", mode)
            json.member("total", total)
        }
    }
}

extension PlayerBest: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("bestCorrect", bestCorrect)
            json.member("bestDate", bestDate)
            json.member("bestPoints", bestPoints)
            json.member("gamesPlayed", gamesPlayed)
            json.member("name", name)
            json.member("wins", wins)
        }
    }
}

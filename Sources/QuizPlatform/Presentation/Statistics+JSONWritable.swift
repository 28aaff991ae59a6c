import FoundationEssentials

// The statistics write themselves as their `Encodable` conformance encodes
// them (statistics.json), members in declaration order (see `JSONWriter`).

extension Statistics: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("overall", overall)
            json.key("modes")
            // `[ModeKind: Tally]` encodes as an object keyed by the modes' names.
            json.object { json in
                for mode in ModeKind.allCases { json.member(mode.rawValue, ifPresent: modes[mode]) }
            }
            json.member("recentAccuracy", recentAccuracy)
            json.member("lastGameID", ifPresent: lastGameID)
            json.member("dailyDays", dailyDays)
            if let players {
                json.key("players")
                json.object(players)
            }
        }
    }
}

extension DailyDays: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.array(entries) { json, entry in
            if case .day(let day) = entry, day.hasFourDigitYear {
                json.plainString(count: 10, day.writeISOText(into:))
            } else {
                json.string(entry.text)
            }
        }
    }
}

extension Tally: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("gamesPlayed", gamesPlayed)
            json.member("totalCorrect", totalCorrect)
            json.member("totalQuestions", totalQuestions)
            json.member("best", ifPresent: best)
        }
    }
}

extension BestGame: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("correct", correct)
            json.member("total", total)
            json.member("date", date)
            json.member("mode", mode)
        }
    }
}

extension PlayerBest: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("name", name)
            json.member("gamesPlayed", gamesPlayed)
            json.member("wins", wins)
            json.member("bestPoints", bestPoints)
            json.member("bestCorrect", bestCorrect)
            json.member("bestDate", bestDate)
        }
    }
}

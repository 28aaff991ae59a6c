import FoundationEssentials

// A finished game writes itself as its `Encodable` conformance encodes it
// (`play --json`, `history show --json`), members in declaration order (see `JSONWriter`).

extension ModeKind: JSONWritable {}
extension Outcome: JSONWritable {}
extension Hint: JSONWritable {}
extension Difficulty: JSONWritable {}

extension GameRecord: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in writeMembers(to: &json) }
    }

    /// The members of the game's object, for a writer that adds its own after them (`play --json`'s share line).
    public func writeMembers(to json: inout JSONWriter) {
        json.member("id", id)
        json.member("mode", mode)
        json.member("source", source)
        json.member("startedAt", startedAt)
        json.member("finishedAt", finishedAt)
        json.member("outcome", outcome)
        json.member("correct", correct)
        json.member("total", total)
        json.member("prize", prize)
        json.member("daily", ifPresent: daily)
        json.member("answers", answers)
        json.member("walkAwayHints", ifPresent: walkAwayHints)
        json.member("players", ifPresent: players)
    }
}

extension AnswerRecord: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("question", question)
            json.member("subject", subject)
            json.member("options", options)
            json.member("correctAnswer", correctAnswer)
            json.member("chosenAnswer", chosenAnswer)
            json.member("isCorrect", isCorrect)
            json.member("seconds", seconds)
            json.member("hints", hints)
            json.member("questionID", ifPresent: questionID)
            json.member("category", ifPresent: category)
            json.member("difficulty", ifPresent: difficulty)
            json.member("rating", ifPresent: rating?.rawValue)
        }
    }
}

extension PartyPlayerRecord: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("name", name)
            json.member("points", points)
            json.member("correct", correct)
            json.member("answers", answers)
        }
    }
}

extension PartyAnswer: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("question", question)
            json.member("chosenAnswer", chosenAnswer)
            json.member("isCorrect", isCorrect)
            json.member("seconds", seconds)
            json.member("points", points)
        }
    }
}

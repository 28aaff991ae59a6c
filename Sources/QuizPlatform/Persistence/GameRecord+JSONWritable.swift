import Foundation

// A finished game writes itself as its `Encodable` conformance encodes it
// (a history line, `play --json`), keys in sorted order (see `JSONWriter`).

extension ModeKind: JSONWritable {}
extension Outcome: JSONWritable {}
extension Hint: JSONWritable {}
extension Difficulty: JSONWritable {}

extension GameRecord: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("answers", answers)
            json.member("correct", correct)
            json.member("daily", ifPresent: daily)
            json.member("finishedAt", finishedAt)
            json.member("id", id)
            json.member("mode", mode)
            json.member("outcome", outcome)
            json.member("players", ifPresent: players)
            json.member("prize", prize)
            json.member("source", source)
            json.member("startedAt", startedAt)
            json.member("total", total)
            json.member("walkAwayHints", ifPresent: walkAwayHints)
        }
    }

    /// The game as one line of history.jsonl, its newline included.
    func historyLine() throws(JSONWriter.Failure) -> [UInt8] {
        var json = JSONWriter(.compact, capacity: 256 + 256 * answers.count)
        write(to: &json)
        return try json.finished(line: true)
    }
}

extension AnswerRecord: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("category", ifPresent: category)
            json.member("chosenAnswer", chosenAnswer)
            json.member("correctAnswer", correctAnswer)
            json.member("difficulty", ifPresent: difficulty)
            json.member("hints", hints)
            json.member("isCorrect", isCorrect)
            json.member("options", options)
            json.member("question", question)
            json.member("questionID", ifPresent: questionID)
            json.member("seconds", seconds)
            json.member("subject", subject)
        }
    }
}

extension PartyPlayerRecord: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("answers", answers)
            json.member("correct", correct)
            json.member("name", name)
            json.member("points", points)
        }
    }
}

extension PartyAnswer: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("chosenAnswer", chosenAnswer)
            json.member("isCorrect", isCorrect)
            json.member("points", points)
            json.member("question", question)
            json.member("seconds", seconds)
        }
    }
}

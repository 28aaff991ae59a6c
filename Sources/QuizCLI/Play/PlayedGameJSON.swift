import QuizPlatform

/// `play --json`: the game as `history show --json` writes it, and for a
/// daily game its share line (`share`).
struct PlayedGameJSON: JSONWritable {
    let record: GameRecord
    let share: String?

    func write(to json: inout JSONWriter) {
        json.object { json in
            record.writeMembers(to: &json)
            json.member("share", ifPresent: share)
        }
    }
}

import FoundationEssentials
import QuizPlatform

extension String {
    /// "", "easy", "Hard"… as a difficulty; nil for empty, a problem for anything else.
    func packDifficulty() -> Result<Difficulty?, DifficultyProblem> {
        let value = trimmingSpace(newlines: false).lowercased()
        if value.isEmpty { return .success(nil) }
        guard let difficulty = Difficulty(rawValue: value) else { return .failure(DifficultyProblem(value: self)) }
        return .success(difficulty)
    }

    /// The text, or nil when it is only spaces.
    var nonBlank: String? {
        // Any printable ASCII letter, digit or sign is not white space: most
        // fields take this path, and a pack of a hundred thousand checks each.
        if utf8.contains(where: { (0x21...0x7E).contains($0) }) { return self }
        return trimmingSpaces().isEmpty ? nil : self
    }
}

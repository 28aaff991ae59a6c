import FoundationEssentials
import QuizPlatform

/// One thing wrong with a pack file, where it is.
public struct PackProblem: Sendable, Hashable {
    /// The file as the player named it, so the message points where they look.
    public var file: String
    /// 1-based; nil when the problem is the file as a whole (unreadable, unknown format).
    public var line: Int?
    public var reason: LocalizedText

    public init(file: String, line: Int?, reason: LocalizedText) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `FILE:LINE: reason`, the shape compilers and linters use.
    public var text: LocalizedText {
        let place = line.map { "\(file):\($0)" } ?? file
        return LocalizedText(en: "\(place): \(reason.en)", ru: "\(place): \(reason.ru)")
    }
}

/// A pack that was refused as a whole: every problem found, nothing added.
public struct PackImportError: UserFacingError, Equatable {
    public var problems: [PackProblem]

    public init(problems: [PackProblem]) { self.problems = problems }

    init(file: String, line: Int?, reason: LocalizedText) {
        self.init(problems: [PackProblem(file: file, line: line, reason: reason)])
    }

    /// One line per problem, then how many there were.
    public var message: LocalizedText {
        let lines = problems.map(\.text)
        let total = Strings.importRejected(problems.count)
        return LocalizedText(
            en: (lines.map(\.en) + [total.en]).joined(separator: "\n"),
            ru: (lines.map(\.ru) + [total.ru]).joined(separator: "\n")
        )
    }
}

/// A problem the parser found, before it knows the file's name.
struct LineProblem: Error, Sendable, Hashable {
    var line: Int
    var reason: LocalizedText
}

/// One question read from a pack, with the line it starts on.
struct ParsedEntry: Sendable, Hashable {
    var line: Int
    var entry: PackEntry
}

/// What a format's parser makes of a text: the entries it could read and
/// the problems it met; the importer validates and decides.
struct ParsedPack: Sendable {
    var entries: [ParsedEntry] = []
    var problems: [LineProblem] = []

    mutating func fail(_ line: Int, _ reason: LocalizedText) {
        problems.append(LineProblem(line: line, reason: reason))
    }
}

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

struct DifficultyProblem: Error {
    var value: String
    var reason: LocalizedText { Strings.importUnknownDifficulty(value.terminalSafe.clipped()) }
}

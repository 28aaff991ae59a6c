import FoundationEssentials

/// A party game hosted for phones (`quizctl host`): players join with the
/// room's code and a name, every player answers every question on their
/// own phone, and each right answer is scored the Kahoot way
/// (`PartyScoring`). The room is a value: the host's loop and the server
/// both change it through one lock, and `record` is what history keeps.
public struct HostedRoom: Sendable, Equatable {
    public let code: String
    public let questions: [Question]
    public let request: GameRequest
    public let scoring: PartyScoring
    public let startedAt: Date
    public private(set) var phase = HostedPhase.lobby
    public private(set) var players: [HostedPlayer] = []
    /// For each closed question, as a game of one keeps its answers: the
    /// right answer, and whether most players found it.
    public private(set) var answers: [AnswerRecord] = []
    /// Who answered the open question with which option, by player index.
    public private(set) var chosen: [Int: Int?] = [:]

    public static let capacity = 1000
    /// The longest name kept: a scoreboard line fits a phone and a 40-column window.
    public static let nameLimit = 24

    public init(code: String, request: GameRequest, questions: [Question], startedAt: Date) {
        self.code = code
        self.request = request
        self.questions = questions
        self.startedAt = startedAt
        scoring = PartyScoring(timeLimit: request.timer)
    }

    /// `typed` as a player's name: control characters and escapes taken
    /// out, spaces trimmed, at most `nameLimit` characters.
    public static func cleanName(_ typed: String) -> String {
        let safe = String(typed.terminalSafe.unicodeScalars.filter { $0.properties.generalCategory != .control })
        return String(safe.trimmingSpace(newlines: true).prefix(nameLimit))
    }

    /// Adds a player, in the lobby or between questions (a late player
    /// starts with 0 points); gives the player's index.
    public mutating func join(name typed: String, token: String) throws(HostedRefusal) -> Int {
        let name = Self.cleanName(typed)
        guard !name.isEmpty else { throw .emptyName }
        switch phase {
        case .over: throw .gameOver
        case .asking: throw .questionOpen
        case .lobby, .revealed: break
        }
        guard players.count < Self.capacity else { throw .roomFull }
        let key = PlayerBest.key(for: name)
        guard !players.contains(where: { PlayerBest.key(for: $0.name) == key }) else { throw .nameTaken }
        players.append(HostedPlayer(name: name, token: token))
        return players.count - 1
    }

    /// The player a token belongs to.
    public func player(token: String) -> Int? {
        players.firstIndex { $0.token == token }
    }

    public var currentQuestion: Question? {
        if case .asking(let index, _) = phase { questions[index] } else { nil }
    }

    /// Opens the next question (the first from the lobby); the game is over after the last.
    public mutating func next(at now: Date) {
        let index: Int
        switch phase {
        case .lobby: index = 0
        case .revealed(let shown): index = shown + 1
        case .asking, .over: return
        }
        chosen = [:]
        phase = index < questions.count ? .asking(index: index, shownAt: now) : .over
    }

    /// Seconds left on the open question; nil without a limit or a question.
    public func timeLeft(at now: Date) -> Double? {
        guard case .asking(_, let shownAt) = phase, let limit = request.timer, limit > 0 else { return nil }
        return max(0, limit - now.timeIntervalSince(shownAt))
    }

    /// `token`'s player answers question `question` (from 0) with `option`.
    /// Scored now; told only "received" until the reveal.
    public mutating func answer(token: String, question: Int, option: Int, at now: Date) throws(HostedRefusal) {
        guard let player = player(token: token) else { throw .unknownPlayer }
        guard case .asking(let index, let shownAt) = phase else { throw .notAsking }
        guard question == index else { throw .wrongQuestion }
        guard chosen[player] == nil else { throw .alreadyAnswered }
        if let left = timeLeft(at: now), left <= 0 { throw .tooLate }
        let asked = questions[index]
        guard asked.options.indices.contains(option) else { throw .noSuchOption }
        chosen[player] = option
        score(player, option: option, seconds: now.timeIntervalSince(shownAt), question: asked, index: index)
    }

    /// Whether every player has answered the open question.
    public var everyoneAnswered: Bool { !players.isEmpty && chosen.count == players.count }

    /// Closes the open question: a player who did not answer gets a time-out.
    public mutating func reveal(at now: Date) {
        guard case .asking(let index, let shownAt) = phase else { return }
        let asked = questions[index]
        for player in players.indices where chosen[player] == nil {
            chosen[player] = .some(nil)
            score(player, option: nil, seconds: now.timeIntervalSince(shownAt), question: asked, index: index)
        }
        let right = chosen.values.count { $0 == asked.correctIndex }
        answers.append(
            AnswerRecord(
                question: asked.text, subject: asked.subject, options: asked.options, correctAnswer: asked.correctOption,
                chosenAnswer: nil, isCorrect: right * 2 > players.count, seconds: Self.tenths(now.timeIntervalSince(shownAt)),
                questionID: asked.id, category: asked.category, difficulty: asked.difficulty))
        phase = .revealed(index: index)
    }

    /// How many players chose each option of the open or revealed question.
    public var distribution: [Int] {
        let count: Int
        switch phase {
        case .asking(let index, _), .revealed(let index): count = questions[index].options.count
        case .lobby, .over: return []
        }
        return (0..<count).map { option in chosen.values.count { $0 == option } }
    }

    public var ranking: [PartyStanding] { PartyStanding.ranking(players.map(\.record)) }

    /// Ends the game now (the host left early): the questions played are kept.
    public mutating func end(at now: Date) {
        if case .asking = phase { reveal(at: now) }
        phase = .over
    }

    /// The game as history keeps a party.
    public func record(finishedAt: Date) -> GameRecord {
        GameRecord(
            mode: .party, source: request.source, startedAt: startedAt, finishedAt: finishedAt, outcome: .completed,
            correct: answers.count { $0.isCorrect }, total: answers.count, daily: request.daily, answers: answers,
            players: players.map(\.record))
    }

    private mutating func score(_ player: Int, option: Int?, seconds: Double, question: Question, index: Int) {
        let isCorrect = option == question.correctIndex
        let elapsed = Self.tenths(seconds)
        let points = isCorrect ? scoring.points(elapsed: elapsed, streak: players[player].streak) : 0
        players[player].streak = isCorrect ? players[player].streak + 1 : 0
        players[player].points += points
        if isCorrect { players[player].correct += 1 }
        players[player].answers.append(
            PartyAnswer(
                question: index + 1, chosenAnswer: option.map { question.options[$0] }, isCorrect: isCorrect, seconds: elapsed,
                points: points))
    }

    private static func tenths(_ seconds: Double) -> Double { (max(0, seconds) * 10).rounded() / 10 }
}

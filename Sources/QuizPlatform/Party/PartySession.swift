import FoundationEssentials

/// What the players learn when one of them answers.
public struct PartyFeedback: Sendable, Hashable {
    /// The player who answered; nil when the time ran out with nobody answering.
    public var player: Int?
    public var isCorrect: Bool
    public var points: Int
    public var correctIndex: Int
    public var chosenIndex: Int?
    /// The question is over: answered right, every player locked out, the
    /// turn player's answer given, or the time ran out.
    public var closesQuestion: Bool
}

/// Why a player cannot answer the current question now.
public enum PartyAnswerRefusal: Error, Equatable, Sendable {
    /// Turn mode: the question is another player's.
    case notYourTurn(turnOf: Int)
    /// Buzzer mode: this player answered it wrong already.
    case lockedOut
    /// Buzzer mode: another player buzzed first and is answering.
    case anotherPlayerBuzzed(Int)
}

/// A party game in progress on one terminal: several players, one list of
/// questions, shared out in turn or to whoever buzzes first, scored the
/// Kahoot way (`PartyScoring`). Like `GameSession`, a question's clock
/// starts at its first showing; a buzz stops it for the player who buzzed.
@MainActor
public final class PartySession {
    public let id = UUID()
    public let style: PartyStyle
    public let request: GameRequest
    public let questions: [Question]
    public let startedAt: Date
    public let scoring: PartyScoring
    /// Each player's points, right answers and answers so far.
    public private(set) var players: [PartyPlayerRecord]
    /// One per question over, as a single game's answers: the answer that
    /// closed it (the right one when someone found it).
    public private(set) var answers: [AnswerRecord] = []
    /// Buzzer mode: players who answered the current question wrong.
    public private(set) var lockedOut: Set<Int> = []
    /// Buzzer mode: the player who buzzed and is answering, if any.
    public private(set) var buzzed: Int?

    private let clock: WallClock
    /// Right answers in a row, per player.
    private var streaks: [Int]
    private var shownAt: Date?
    private var buzzedAt: Date?
    private var previousAnswerAt: Date

    public init(style: PartyStyle, players names: [String], request: GameRequest, questions: [Question], clock: WallClock) {
        precondition(names.count >= 2, "a party has two players or more")
        self.style = style
        self.request = request
        self.questions = questions
        self.clock = clock
        scoring = PartyScoring(timeLimit: request.timer)
        players = names.map { PartyPlayerRecord(name: $0, points: 0, correct: 0, answers: []) }
        streaks = Array(repeating: 0, count: names.count)
        startedAt = clock.now()
        previousAnswerAt = startedAt
    }

    public var currentIndex: Int { answers.count }
    public var isOver: Bool { currentIndex >= questions.count }
    public var currentQuestion: Question? { isOver ? nil : questions[currentIndex] }

    /// Turn mode: the player whose question this is (players take turns in order).
    public var turnPlayer: Int { currentIndex % players.count }

    /// Seconds allowed per question; nil for no limit.
    public var timeLimit: Double? { request.timer }

    /// Starts the current question's clock the first time it is drawn.
    public func showQuestion() {
        guard shownAt == nil, !isOver else { return }
        shownAt = clock.now()
    }

    /// Seconds left on the current question; nil when there is no limit.
    public var timeLeft: Double? {
        guard let limit = timeLimit else { return nil }
        guard let shown = shownAt else { return limit }
        return max(0, limit - clock.now().timeIntervalSince(shown))
    }

    public var isOutOfTime: Bool { timeLeft.map { $0 <= 0 } ?? false }

    /// The program was stopped (Ctrl-Z) for `seconds`: the question's clock,
    /// and a buzz's, skip them, so the pause costs no one time or points.
    public func skipQuestionClock(by seconds: Double) {
        guard seconds > 0 else { return }
        if let shown = shownAt {
            shownAt = shown.addingTimeInterval(seconds)
        } else {
            previousAnswerAt = previousAnswerAt.addingTimeInterval(seconds)
        }
        buzzedAt = buzzedAt?.addingTimeInterval(seconds)
    }

    /// nil when `player` may answer the current question now, else why not.
    public func refusal(for player: Int) -> PartyAnswerRefusal? {
        switch style {
        case .turn:
            return player == turnPlayer ? nil : .notYourTurn(turnOf: turnPlayer)
        case .buzzer:
            if lockedOut.contains(player) { return .lockedOut }
            if let buzzed, buzzed != player { return .anotherPlayerBuzzed(buzzed) }
            return nil
        }
    }

    /// Buzzer mode: `player` pressed their key first; their time is taken
    /// now, and they alone may answer until they do.
    public func buzz(_ player: Int) throws(PartyAnswerRefusal) {
        if let refusal = refusal(for: player) { throw refusal }
        guard buzzed == nil else { return }
        buzzed = player
        buzzedAt = clock.now()
    }

    /// `player` answers the current question (a buzz first, in buzzer mode,
    /// when they had not buzzed).
    @discardableResult
    public func answer(_ answer: Answer, by player: Int) throws(PartyAnswerRefusal) -> PartyFeedback {
        guard let question = currentQuestion else { preconditionFailure("answer(_:by:) after the party is over") }
        if style == .buzzer { try buzz(player) } else if let refusal = refusal(for: player) { throw refusal }
        let now = clock.now()
        let seconds = Self.tenths((buzzedAt ?? now).timeIntervalSince(shownAt ?? previousAnswerAt))
        let chosen: Int? = if case .option(let index) = answer { index } else { nil }
        let isCorrect = chosen == question.correctIndex
        let points = isCorrect ? scoring.points(elapsed: seconds, streak: streaks[player]) : 0
        streaks[player] = isCorrect ? streaks[player] + 1 : 0
        players[player].points += points
        if isCorrect { players[player].correct += 1 }
        players[player].answers.append(
            PartyAnswer(
                question: currentIndex + 1, chosenAnswer: chosen.map { question.options[$0] }, isCorrect: isCorrect,
                seconds: seconds, points: points))
        buzzed = nil
        buzzedAt = nil
        if !isCorrect { lockedOut.insert(player) }
        let closes = style == .turn || isCorrect || lockedOut.count == players.count
        if closes { close(question, chosen: chosen, isCorrect: isCorrect, at: now) }
        return PartyFeedback(
            player: player, isCorrect: isCorrect, points: points, correctIndex: question.correctIndex, chosenIndex: chosen,
            closesQuestion: closes)
    }

    /// The time ran out: the question is over. In turn mode it counts as the
    /// turn player's wrong answer; in buzzer mode nobody answered it.
    @discardableResult
    public func timeOut() -> PartyFeedback {
        guard let question = currentQuestion else { preconditionFailure("timeOut() after the party is over") }
        if style == .turn {
            // The turn player may always answer, so this cannot be refused.
            return (try? answer(.timedOut, by: turnPlayer))!
        }
        close(question, chosen: nil, isCorrect: false, at: clock.now())
        return PartyFeedback(
            player: nil, isCorrect: false, points: 0, correctIndex: question.correctIndex, chosenIndex: nil, closesQuestion: true)
    }

    private func close(_ question: Question, chosen: Int?, isCorrect: Bool, at now: Date) {
        answers.append(
            AnswerRecord(
                question: question.text, subject: question.subject, options: question.options,
                correctAnswer: question.correctOption, chosenAnswer: chosen.map { question.options[$0] }, isCorrect: isCorrect,
                seconds: Self.tenths(now.timeIntervalSince(shownAt ?? previousAnswerAt)), questionID: question.id,
                category: question.category, difficulty: question.difficulty))
        lockedOut = []
        buzzed = nil
        buzzedAt = nil
        shownAt = nil
        previousAnswerAt = now
    }

    /// The standings now, most points first.
    public var ranking: [PartyStanding] { PartyStanding.ranking(players) }

    /// The finished party as history keeps it.
    public func record(finishedAt: Date) -> GameRecord {
        GameRecord(
            id: id, mode: .party, source: request.source, startedAt: startedAt, finishedAt: finishedAt, outcome: .completed,
            correct: answers.count { $0.isCorrect }, total: answers.count, daily: request.daily, answers: answers,
            players: players)
    }

    private static func tenths(_ seconds: Double) -> Double { (max(0, seconds) * 10).rounded() / 10 }
}

extension PartyFeedback {
    /// The same verdict as a single player's game shows it (frame, marks).
    public var answerFeedback: AnswerFeedback {
        AnswerFeedback(
            isCorrect: isCorrect, correctIndex: correctIndex, chosenIndex: chosenIndex, explanation: nil, isGameOver: false)
    }
}

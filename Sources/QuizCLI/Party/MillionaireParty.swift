import FoundationEssentials
import MillionaireMode
import QuizPlatform

/// A Millionaire party: each player climbs their own 15-step ladder, with
/// their own lifelines, safe havens and walk-away, one question in turn,
/// until every ladder is over. It is kept as one party game whose answers
/// are every player's in the order given, each player's points the money
/// they won.
@MainActor
struct MillionaireParty {
    let environment: AppEnvironment
    /// Where the party is drawn (standard error with `--json`).
    let console: Console
    let roster: PartyRoster
    private var game: Game { environment.game }

    /// The saved party, or nil when the players left before its end.
    func play(_ options: PlayOptions) async throws -> FinishedGame? {
        let player = GamePlayer(environment: environment, options: options, json: console.display == .error)
        let plan = try PartyPlayer(environment: environment, options: options, roster: roster, json: console.display == .error)
            .plan(for: MillionaireLadder(), options: options)
        let registry = SourceCatalog.registry(in: environment, playing: plan.request.source)
        var ladders: [GameSession] = []
        // Ladders still in progress when the party ends early are let go, unsaved.
        defer { for ladder in ladders where !ladder.isOver { game.abandon(ladder) } }
        for index in roster.names.indices {
            // Each ladder its own questions: the same seed would give every player the same fifteen.
            var request = plan.request
            request.seed = plan.request.seed(for: "player \(index)")
            let loader = QuestionLoader(game: game, console: console, insistsOnNetwork: options.online)
            guard let questions = try await loader.load(&request, rules: plan.rules, registry: registry) else { return nil }
            ladders.append(game.start(request, rules: plan.rules, questions: questions, keptByCaller: true))
        }
        let board = PartyBoard(style: console.style, language: console.language)
        guard start(board, onTerminal: plan.isOnTerminal) else { return nil }
        var order: [(answer: AnswerRecord, player: Int)] = []
        var ended: [String] = []
        do {
            while let index = nextPlayer(ladders, after: order.last?.player) {
                let session = ladders[index]
                let before = session.answers.count
                // How the last ladder ended stays in view under the next player's question.
                let turn = ended + [board.banner(Strings.partyTurn(roster.names[index]))]
                ended = []
                // A script's lines name their player; a terminal or accessible mode has one turn's player at a time.
                let speaker = plan.isOnTerminal || console.accessible ? nil : PartySpeaker(roster: roster, player: index)
                try await player.playRound(session, plan: plan, posters: nil, turn: turn, speaker: speaker)
                order += session.answers[before...].map { ($0, index) }
                if session.isOver {
                    let prize = formatPrize(session.prize, language: console.language)
                    ended = [
                        roster.names[index] + ": " + console.text(Strings.millionaireOutcome(session.outcome ?? .completed, prize: prize))
                    ]
                }
            }
            // The last ladder's end, before the podium.
            for line in ended { console.show(line) }
        } catch is RoundStopped {
            console.note(Strings.gameAbandoned)
            return nil
        }
        let record = self.record(ladders, order: order, source: plan.request.source)
        let podium = board.podium(record.players ?? [], value: { formatPrize($0, language: console.language) })
        if plan.isOnTerminal { console.draw(Screen.clearScreen) }
        for line in podium { console.show(line) }
        return try game.save(record, reviews: false)
    }

    /// The next player whose ladder is not over, after `previous` in turn order.
    private func nextPlayer(_ ladders: [GameSession], after previous: Int?) -> Int? {
        let count = ladders.count
        let first = previous.map { $0 + 1 } ?? 0
        return (0..<count).map { (first + $0) % count }.first { !ladders[$0].isOver }
    }

    /// The rules and the players; on a terminal, waits for Enter (false: Escape, leave).
    private func start(_ board: PartyBoard, onTerminal: Bool) -> Bool {
        let players = console.text(Strings.partyPlayersTitle) + ": " + roster.names.joined(separator: ", ")
        let scoring = PartyScoring(timeLimit: nil)
        guard onTerminal else {
            for line in board.rules(.turn, millionaire: true, scoring: scoring) + [players] { console.show(line) }
            return true
        }
        return PartyStartScreen(console: console, style: .turn, millionaire: true, scoring: scoring, players: players).show()
    }

    /// The party as history keeps it: every answer in the order given, and
    /// each player's money as their points.
    private func record(_ sessions: [GameSession], order: [(answer: AnswerRecord, player: Int)], source: String) -> GameRecord {
        let players = roster.names.indices.map { index in
            let answers = order.enumerated().filter { $0.element.player == index }.map { number, entry in
                PartyAnswer(
                    question: number + 1, chosenAnswer: entry.answer.chosenAnswer, isCorrect: entry.answer.isCorrect,
                    seconds: entry.answer.seconds, points: 0)
            }
            return PartyPlayerRecord(
                name: roster.names[index], points: sessions[index].prize, correct: sessions[index].correctCount, answers: answers)
        }
        let answers = order.map(\.answer)
        return GameRecord(
            mode: .party, source: source, startedAt: sessions.map(\.startedAt).min() ?? game.now, finishedAt: game.now,
            outcome: .completed, correct: answers.count(where: \.isCorrect), total: answers.count,
            prize: players.map(\.points).max() ?? 0, answers: answers, players: players)
    }
}

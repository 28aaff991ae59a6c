import QuizPlatform

/// A party's line of a script: `NAME: ANSWER`. In turn mode the line must
/// name the player whose turn it is (with `answersAlone`, the answer alone
/// will do); in buzzer mode the first line naming a player not locked out
/// buzzes and answers.
struct PartyLine {
    let roster: PartyRoster
    /// Whether the turn player may give the answer alone (accessible mode at a terminal).
    let answersAlone: Bool

    /// The player and the option `line` answers with, or why it is not taken.
    @MainActor
    func read(_ line: String, in session: PartySession) -> Result<(player: Int, option: Int), LineRefusal> {
        guard let question = session.currentQuestion else { return .failure(LineRefusal(text: Strings.partyLineFormat)) }
        guard let colon = line.firstIndex(of: ":") else {
            guard answersAlone, session.style == .turn else { return .failure(LineRefusal(text: Strings.partyLineFormat)) }
            return read("\(roster.names[session.turnPlayer]): \(line)", in: session)
        }
        let name = String(line[..<colon])
        guard let player = roster.player(named: name) else {
            return .failure(LineRefusal(text: Strings.partyUnknownPlayer(name.terminalSafe, players: roster.names)))
        }
        if let refusal = session.refusal(for: player) {
            return .failure(LineRefusal(text: PartyCard.refusal(refusal, player: player, roster: roster)))
        }
        let interpreter = PartyCard.interpreter(for: question)
        guard case .option(let index) = interpreter.interpret(String(line[line.index(after: colon)...])) else {
            return .failure(LineRefusal(text: interpreter.hint))
        }
        return .success((player, index))
    }
}

/// Why a line of a script was not taken, as a hint.
struct LineRefusal: Error {
    let text: LocalizedText
}

import QuizPlatform

/// The player a script's line must name in a turn of a Millionaire party:
/// `NAME: ANSWER`, where ANSWER is what a single player's line would be
/// (an option, `50`, `friend`, `audience`, `walk`).
struct PartySpeaker {
    let roster: PartyRoster
    let player: Int

    /// The answer part of a line naming this player; else a hint.
    func answer(in line: String) -> Result<String, LineRefusal> {
        guard let colon = line.firstIndex(of: ":") else { return .failure(.init(text: Strings.partyLineFormat)) }
        let name = String(line[..<colon])
        guard let named = roster.player(named: name) else {
            return .failure(.init(text: Strings.partyUnknownPlayer(name.terminalSafe, players: roster.names)))
        }
        guard named == player else { return .failure(.init(text: Strings.partyNotYourTurn(roster.names[player]))) }
        return .success(String(line[line.index(after: colon)...]))
    }
}

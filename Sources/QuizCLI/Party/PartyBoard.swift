import QuizPlatform

/// A party's words as lines: the rules, the players with their keys, the
/// scoreboard and the podium. Pure, so each is tested as text; the views
/// decide where the lines go.
struct PartyBoard {
    let style: Style
    let language: Language

    /// The rules of the party about to start.
    func rules(_ style: PartyStyle, millionaire: Bool, scoring: PartyScoring) -> [String] {
        let rules = millionaire ? Strings.partyMillionaireRules : Strings.partyRules(style, seconds: Int(scoring.seconds))
        return [self.style.bold(Strings.partyRulesTitle(language))] + rules.map { "• " + $0(language) }
    }

    /// "Ann [Q]   Bob [P]", each key also as it reads on a Russian layout;
    /// the players locked out of the question marked so.
    func keys(_ roster: PartyRoster, locked: Set<Int> = []) -> String {
        roster.names.indices.map { player in
            let key = roster.buzzKey(of: player)
            let label = Self.keyLabel(key)
            // A no-break space: a narrow window never puts a key on a line apart from its player.
            let entry = "\(roster.names[player])\u{00A0}" + style.bold("[\(label)]")
            return locked.contains(player)
                ? style.dim("\(roster.names[player])\u{00A0}[\(label)] — " + Strings.partyLocked(language)) : entry
        }.joined(separator: "   ")
    }

    /// `Q/Й`: the key by its Latin letter and the Russian one on the same key.
    static func keyLabel(_ key: Character) -> String {
        let upper = key.uppercased()
        guard let russian = KeyboardLayout.russian(onQWERTY: key) else { return upper }
        return upper + "/" + russian.uppercased()
    }

    /// The player's name, large: the whole line in capitals, spaced out.
    func banner(_ text: LocalizedText) -> String {
        style.bold(style.yellow("»» " + text(language).uppercased() + " ««"))
    }

    /// "1. Ann  1950" lines, most points first, places shared by equal points.
    func scoreboard(_ players: [PartyPlayerRecord]) -> [String] {
        let ranking = PartyStanding.ranking(players)
        let width = ranking.map(\.name.count).max() ?? 0
        return [style.bold(Strings.partyScoreboard(language))]
            + ranking.map { standing in
                let name = standing.name + String(repeating: " ", count: width - standing.name.count)
                return "\(standing.place). \(name)  " + style.bold(Strings.partyPoints(standing.points)(language))
            }
    }

    /// A saved party: the podium, then every player's points and right answers.
    func results(_ game: GameRecord) -> [String] {
        guard let players = game.players else { return [] }
        let lines = PartyStanding.ranking(players).compactMap { standing in
            players.first { $0.name == standing.name }.map { "\(standing.place). " + Strings.partyPlayerLine($0)(language) }
        }
        return podium(players, value: { Strings.partyPoints($0)(language) }) + [""] + lines
    }

    /// Who answered question `number` (from 1) of a saved party, and what:
    /// "Ann: Paris ✗ · Bob: Rome ✓ +950".
    func answers(toQuestion number: Int, in game: GameRecord) -> String? {
        guard let players = game.players else { return nil }
        let given = players.flatMap { player in
            player.answers.filter { $0.question == number }.map { (player.name, $0) }
        }
        guard !given.isEmpty else { return nil }
        return given.map { name, answer in
            let chosen = answer.chosenAnswer.map(\.terminalSafe) ?? Strings.noAnswer(language)
            let mark = answer.isCorrect ? style.green("✓ +\(answer.points)") : style.red("✗")
            return "\(name): \(chosen) \(mark)"
        }.joined(separator: " · ")
    }

    /// 1st, 2nd and 3rd place, players who tie sharing a line; `value`
    /// says what a player's points are (points, or money in a Millionaire party).
    func podium(_ players: [PartyPlayerRecord], value: (Int) -> String) -> [String] {
        let podium = PartyStanding.podium(players)
        var lines = [style.bold(Strings.partyPodium(language))]
        var places: [Int] = []
        for standing in podium where !places.contains(standing.place) { places.append(standing.place) }
        for place in places {
            let sharing = podium.filter { $0.place == place }
            let names = sharing.map(\.name).joined(separator: ", ")
            let line = Strings.partyPlace(place)(language) + "  " + names + " — " + value(sharing[0].points)
            lines.append(place == 1 ? style.bold(style.green(line)) : line)
        }
        return lines
    }
}

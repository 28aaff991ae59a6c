import QuizPlatform

/// Party mode: players, turns, buzzers, scores and the podium.
extension Strings {
    // The problems with `--players` and the party options complete "expected …".
    public static func partyPlayerCount(_ count: Int, allowed: ClosedRange<Int>) -> LocalizedText {
        LocalizedText(
            en: "\(allowed.lowerBound) to \(allowed.upperBound) names separated by commas (\(count) given)",
            ru: "от \(allowed.lowerBound) до \(allowed.upperBound) имён через запятую (указано: \(count))")
    }
    public static let partyEmptyName = LocalizedText(
        en: "names that are not empty (two commas in a row?)", ru: "непустые имена (две запятые подряд?)")
    public static func partyDuplicateName(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "names that differ (in any case): two players are called '\(name)'",
            ru: "разные имена (без учёта регистра): два игрока с именем «\(name)»")
    }
    public static func partyNameTooLong(_ name: String, limit: Int) -> LocalizedText {
        LocalizedText(
            en: "names of at most \(limit) characters: '\(name)' is longer",
            ru: "имена не длиннее \(limit) символов: «\(name)» длиннее")
    }
    public static func partyNameControlCharacter(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "names without line breaks, tabs or other control characters: '\(name)' has one",
            ru: "имена без переводов строки, табуляций и других управляющих символов: в «\(name)» он есть")
    }
    public static let partyPlayersOnlyInParty = LocalizedText(
        en: "play party: only a party has players (quizctl play party --players \"Ann,Bob\")",
        ru: "play party: игроки бывают только в вечеринке (quizctl play party --players \"Аня,Боря\")")
    public static let partyOptionOnlyInParty = LocalizedText(
        en: "play party: only a party takes this option", ru: "play party: этот параметр только для вечеринки")
    public static let partyMillionaireTakesTurns = LocalizedText(
        en: "turn: a Millionaire party is played in turn", ru: "turn: в «Миллионера» играют по очереди")

    public static let partyTitle = LocalizedText(en: "Party", ru: "Вечеринка")
    public static let partyMenuDescription = LocalizedText(
        en: "2–8 players on one screen, in turn or with buzzers", ru: "2–8 игроков у одного экрана, по очереди или на скорость")
    public static func partyStyleName(_ style: PartyStyle, millionaire: Bool) -> LocalizedText {
        if millionaire { return LocalizedText(en: "Millionaire, in turn", ru: "«Миллионер» по очереди") }
        return switch style {
        case .turn: LocalizedText(en: "in turn", ru: "по очереди")
        case .buzzer: LocalizedText(en: "buzzer", ru: "кто быстрее")
        }
    }
    public static let partyPlayersRow = LocalizedText(en: "Players", ru: "Игроки")
    public static let partyStyleRow = LocalizedText(en: "Game", ru: "Игра")
    public static let partyNoPlayersYet = LocalizedText(en: "none yet: press Enter", ru: "пока нет: нажмите Enter")
    public static let partyPlayersPrompt = LocalizedText(
        en: "Players, 2 to 8 names separated by commas", ru: "Игроки: от 2 до 8 имён через запятую")
    public static let partyRulesTitle = LocalizedText(en: "Rules", ru: "Правила")
    public static let partyRulesShort = LocalizedText(
        en: "up to 1000 points a right answer, more the faster, +100 a streak",
        ru: "до 1000 очков за верный ответ, больше за скорость, +100 за серию")

    /// The scoring, for the start screen.
    public static func partyRules(_ style: PartyStyle, seconds: Int) -> [LocalizedText] {
        let common = [
            LocalizedText(
                en: "A right answer scores up to 1000 points: the faster, the more (500 at \(seconds)\u{00A0}s or later).",
                ru: "Верный ответ — до 1000 очков: чем быстрее, тем больше (500 через \(seconds)\u{00A0}с и позже)."),
            LocalizedText(
                en: "Right answers in a row add 100 each, up to 500; a wrong answer scores 0 and ends the streak.",
                ru: "Каждый верный ответ подряд добавляет 100, до 500; неверный — 0 очков, и серия прерывается."),
        ]
        let own =
            switch style {
            case .turn:
                LocalizedText(
                    en: "Players take turns: each question is one player's alone.",
                    ru: "Игроки ходят по очереди: каждый вопрос — только одному.")
            case .buzzer:
                LocalizedText(
                    en: "Every question is everyone's: press your key first, then answer. A wrong answer locks you out of that question.",
                    ru: "Вопрос для всех: первым нажмите свою клавишу и отвечайте. Ошиблись — на этот вопрос больше не отвечаете.")
            }
        return [own] + common
    }
    public static let partyMillionaireRules = [
        LocalizedText(
            en: "Each player climbs their own 15-step ladder, one question in turn, with their own lifelines and safe havens.",
            ru: "Каждый поднимается по своей лестнице из 15 ступеней, по вопросу в свой ход, со своими подсказками и несгораемыми суммами."),
        LocalizedText(
            en: "A player who answers wrong or walks away stops; the others go on. Most money wins.",
            ru: "Кто ошибся или забрал деньги — останавливается, остальные продолжают. Побеждает тот, у кого больше денег."),
    ]
    public static let partyPressEnterToStart = LocalizedText(en: "[Enter] start   [Esc] leave", ru: "[Enter] начать   [Esc] выйти")
    public static let partyPressEnterForNext = LocalizedText(en: "[Enter] next question", ru: "[Enter] следующий вопрос")

    public static func partyTurn(_ name: String) -> LocalizedText {
        LocalizedText(en: "\(name)'s turn", ru: "Ход игрока \(name)")
    }
    public static func partyAnswering(_ name: String) -> LocalizedText {
        LocalizedText(en: "\(name) answers!", ru: "Отвечает \(name)!")
    }
    public static let partyBuzzPrompt = LocalizedText(en: "Press your key to answer:", ru: "Нажмите свою клавишу, чтобы ответить:")
    public static let partyLocked = LocalizedText(en: "locked", ru: "выбывает")
    public static func partyLockedOut(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "\(name) is locked out of this question", ru: "игрок \(name) уже ошибся в этом вопросе и больше не отвечает")
    }
    public static func partyAnotherBuzzed(_ name: String) -> LocalizedText {
        LocalizedText(en: "\(name) buzzed first and is answering", ru: "первым нажал игрок \(name), он и отвечает")
    }
    public static func partyNotYourTurn(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "it is \(name)'s turn: write «\(name): ANSWER»", ru: "сейчас ход игрока \(name): напишите «\(name): ОТВЕТ»")
    }
    public static func partyUnknownPlayer(_ name: String, players: [String]) -> LocalizedText {
        let list = players.joined(separator: ", ")
        return LocalizedText(
            en: "no player is called '\(name)' (players: \(list))", ru: "игрока «\(name)» нет (игроки: \(list))")
    }
    public static let partyLineFormat = LocalizedText(
        en: "write NAME: ANSWER, e.g. «Ann: 2»", ru: "напишите ИМЯ: ОТВЕТ, например «Аня: 2»")
    public static let partyLineBuzzer = LocalizedText(
        en: "Anyone: NAME: ANSWER (the first line wins)", ru: "Кто угодно: ИМЯ: ОТВЕТ (побеждает первая строка)")
    public static let partyKeysBuzz = LocalizedText(en: "your key buzzes · [Esc] leave", ru: "своя клавиша — ответить · [Esc] выйти")
    public static func partyKeysAnswer(_ count: Int) -> LocalizedText {
        LocalizedText(en: "[1–\(count)] answer · [Esc] leave", ru: "[1–\(count)] ответ · [Esc] выйти")
    }
    public static func partyCountdown(_ seconds: Int) -> LocalizedText {
        LocalizedText(en: "⏱ \(seconds) s", ru: "⏱ \(seconds) с")
    }
    public static let partyPressYourKey = LocalizedText(
        en: "that key is nobody's: press your own", ru: "эта клавиша ничья: нажмите свою")

    public static func partyRight(_ name: String, points: Int) -> LocalizedText {
        LocalizedText(en: "✓ \(name): right, +\(points) points", ru: "✓ \(name): верно, +\(points) \(pointsWord(points))")
    }
    public static func partyWrong(_ name: String) -> LocalizedText {
        LocalizedText(en: "✗ \(name): wrong, 0 points", ru: "✗ \(name): неверно, 0 очков")
    }
    public static func partyTimeUp(_ name: String?) -> LocalizedText {
        guard let name else { return LocalizedText(en: "⏱ Time's up: nobody scores", ru: "⏱ Время вышло: очков никому") }
        return LocalizedText(en: "⏱ Time's up for \(name): 0 points", ru: "⏱ \(name): время вышло, 0 очков")
    }
    public static func partyAnswerWas(_ answer: String) -> LocalizedText {
        LocalizedText(en: "The answer: \(answer)", ru: "Ответ: \(answer)")
    }
    public static let partyScoreboard = LocalizedText(en: "Scoreboard", ru: "Счёт")
    public static func partyProgress(_ number: Int, of total: Int) -> LocalizedText {
        LocalizedText(en: "Party · question \(number)/\(total)", ru: "Вечеринка · вопрос \(number)/\(total)")
    }
    public static let partyPodium = LocalizedText(en: "Podium", ru: "Пьедестал")
    public static func partyPlace(_ place: Int) -> LocalizedText {
        let english =
            switch place {
            case 1: "1st"
            case 2: "2nd"
            case 3: "3rd"
            default: "\(place)th"
            }
        return LocalizedText(en: english, ru: "\(place)-е место")
    }
    public static func partyPoints(_ points: Int) -> LocalizedText {
        LocalizedText(en: "\(points) point\(points == 1 ? "" : "s")", ru: "\(points) \(pointsWord(points))")
    }
    public static let partyPlayersTitle = LocalizedText(en: "Players", ru: "Игроки")
    public static func partyPlayerStats(_ best: PlayerBest, date: String) -> LocalizedText {
        LocalizedText(
            en:
                "  \(best.name): \(best.gamesPlayed) game\(best.gamesPlayed == 1 ? "" : "s"), \(best.wins) won, best \(best.bestPoints) points (\(date))",
            ru:
                "  \(best.name): \(best.gamesPlayed) \(russianPlural(best.gamesPlayed, one: "игра", few: "игры", many: "игр")), побед: \(best.wins), лучший счёт \(best.bestPoints) (\(date))"
        )
    }
    public static func partyPlayerLine(_ player: PartyPlayerRecord) -> LocalizedText {
        LocalizedText(
            en: "\(player.name): \(player.points) points, \(player.correct) right of \(player.answers.count)",
            ru: "\(player.name): \(player.points) \(pointsWord(player.points)), верно \(player.correct) из \(player.answers.count)")
    }

    private static func pointsWord(_ count: Int) -> String {
        russianPlural(count, one: "очко", few: "очка", many: "очков")
    }
}

/// Party mode's words in `quizctl help play`.
extension Strings.Commands {
    public static func missingOption(_ option: String, example: String) -> LocalizedText {
        LocalizedText(
            en: "option '\(option)' is needed here, e.g. \(example)", ru: "здесь нужен параметр «\(option)», например \(example)")
    }
    public static let playersOption = LocalizedText(
        en: "A party's players, 2 to 8 names separated by commas, in turn order (play party)",
        ru: "Игроки вечеринки: от 2 до 8 имён через запятую, в порядке ходов (play party)")
    public static let partyModeOption = LocalizedText(
        en:
            "How a party shares its questions: turn (each player answers their own, in turn) or buzzer (the first to press their key answers); default: turn",
        ru:
            "Как вечеринка делит вопросы: turn (каждый отвечает на свой, по очереди) или buzzer (отвечает тот, кто первым нажал свою клавишу); по умолчанию turn"
    )
    public static let partyMillionaireOption = LocalizedText(
        en: "A Millionaire party: each player climbs their own 15-step ladder in turn, with their own lifelines (play party)",
        ru: "«Миллионер» на вечеринке: каждый по очереди поднимается по своей лестнице из 15 ступеней, со своими подсказками (play party)")
    public static let playPartyDiscussion = LocalizedText(
        en:
            "play party is a hot-seat game for 2 to 8 players on one terminal, on questions from any source (--source): --players \"Ann,Bob,Cat\", --party-mode turn or buzzer, or --millionaire for a ladder each. A right answer scores up to 1000 points, more the faster (a party allows \(Int(PartyScoring.untimedSeconds)) seconds a question unless --timer says otherwise), plus 100 for each right answer in a row before it, up to 500. In buzzer mode each player's key is shown on screen; Escape leaves. From a script, each line is NAME: ANSWER; in turn mode it must name the player whose turn it is, in buzzer mode the first line naming a player not locked out answers.",
        ru:
            "play party — игра для 2–8 игроков у одного терминала, на вопросах из любого источника (--source): --players \"Аня,Боря,Катя\", --party-mode turn или buzzer, или --millionaire — у каждого своя лестница. Верный ответ даёт до 1000 очков, тем больше, чем быстрее (на вопрос \(Int(PartyScoring.untimedSeconds)) секунд, если --timer не задаёт иное), и ещё 100 за каждый верный ответ подряд перед ним, до 500. В режиме buzzer клавиша каждого игрока показана на экране; Escape — выход. В сценарии каждая строка — ИМЯ: ОТВЕТ; в режиме turn строка должна называть игрока, чей ход, в режиме buzzer отвечает первая строка с игроком, который ещё не ошибся."
    )
}

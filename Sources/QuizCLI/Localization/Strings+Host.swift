import QuizPlatform

/// `quizctl host`: the terminal's words while phones play.
extension Strings {
    static func hostTitle(_ code: String) -> LocalizedText {
        LocalizedText(en: "quizctl host · room \(code)", ru: "quizctl: ведущий · комната \(code)")
    }

    static func hostJoinAt(_ url: String) -> LocalizedText {
        LocalizedText(en: "Join on a phone: \(url)", ru: "Вход с телефона: \(url)")
    }

    static let menuHost = LocalizedText(en: "Host for phones", ru: "Игра на телефонах")
    static let menuHostDescription = LocalizedText(en: "players join with a QR code", ru: "вход по QR-коду")
    static let hostNoPlayersYet = LocalizedText(en: "No players yet.", ru: "Игроков пока нет.")

    static func hostPlayers(_ names: [String]) -> LocalizedText {
        let list = names.map(\.terminalSafe).joined(separator: ", ")
        return LocalizedText(en: "Players (\(names.count)): \(list)", ru: "Игроки (\(names.count)): \(list)")
    }

    static func hostAddressKey(_ number: Int, of count: Int) -> LocalizedText {
        LocalizedText(
            en: "Address \(number) of \(count) of this machine · a: another, if phones cannot open this one",
            ru: "Адрес \(number) из \(count) этой машины · a — другой, если с телефонов этот не открывается")
    }

    static let hostQRNeedsRoom = LocalizedText(
        en: "Make the window larger to show the QR code.", ru: "Увеличьте окно, чтобы показать QR-код.")

    static func hostQuestionLine(_ number: Int, of count: Int, answered: Int, players: Int, secondsLeft: Int?) -> LocalizedText {
        let clock = secondsLeft.map { LocalizedText(en: " · \($0) s", ru: " · \($0) с") } ?? LocalizedText(en: "", ru: "")
        return LocalizedText(
            en: "Question \(number)/\(count)\(clock.en) · answered \(answered) of \(players)",
            ru: "Вопрос \(number)/\(count)\(clock.ru) · ответили \(answered) из \(players)")
    }

    static let hostScores = LocalizedText(en: "Scores", ru: "Счёт")
    static let hostGameOver = LocalizedText(en: "Game over!", ru: "Игра окончена!")
    static let hostEndGame = LocalizedText(en: "End the game for everyone?", ru: "Закончить игру для всех?")
    static let hostKeysEmpty = LocalizedText(en: "Waiting for players · q quit", ru: "Ждём игроков · q выйти")
    static let hostKeysLobby = LocalizedText(en: "Enter start · q quit", ru: "Enter начать · q выйти")
    static let hostKeysAsking = LocalizedText(en: "Enter show the answer now · q end", ru: "Enter показать ответ · q закончить")
    static let hostKeysNext = LocalizedText(en: "Enter next question · q end", ru: "Enter следующий вопрос · q закончить")
    static let hostKeysResults = LocalizedText(en: "Enter results · q end", ru: "Enter итоги · q закончить")
    static let hostKeysOver = LocalizedText(en: "Enter leave", ru: "Enter выйти")
}

extension Strings.Commands {
    static let hostSummary = LocalizedText(
        en: "Host a game for phones: players join with a QR code", ru: "Игра для телефонов: игроки входят по QR-коду")
    static let hostPortOption = LocalizedText(
        en: "Port to listen on; default: a free one, shown", ru: "Порт; по умолчанию свободный, он будет показан")
    static let hostBindOption = LocalizedText(
        en: "Address to listen on; default 0.0.0.0 (every network of this machine)",
        ru: "Адрес для приёма; по умолчанию 0.0.0.0 (все сети этой машины)")
    static let hostDiscussion = LocalizedText(
        en: """
            The terminal is the big screen: it shows the address and a QR code to join, the players as they join, each \
            question with its countdown, how many have answered, the answers' spread and the scores. Players open the \
            address on their phones (same network, no app), type the room's code and a name, and answer on their own \
            screens; each question has 20 seconds unless --timer says otherwise, and each right answer scores up to 1,000 \
            points, more for speed and for a streak. The game is kept in \
            history like a party. There is no TLS: it is a game on your own network, and the room code keeps strangers out.
            """,
        ru: """
            Терминал — большой экран: на нём адрес и QR-код для входа, игроки по мере входа, каждый вопрос с обратным \
            отсчётом, число ответивших, распределение ответов и счёт. Игроки открывают адрес на телефонах (та же сеть, \
            без приложения), вводят код комнаты и имя и отвечают на своих экранах; на вопрос 20 секунд, если --timer не задаёт иное; верный ответ \
            приносит до 1000 очков, больше за скорость и серию. Игра сохраняется в истории как вечеринка. TLS нет: это игра в вашей сети, а код \
            комнаты не пускает чужих.
            """)
    static let hostNeedsTerminal = LocalizedText(
        en: "quizctl host draws its screen on a terminal; run it in one (the phones play on their own screens).",
        ru: "quizctl host рисует свой экран в терминале; запустите его в терминале (игроки играют на своих телефонах).")

    static func hostCannotListen(_ address: String, _ reason: String) -> LocalizedText {
        LocalizedText(
            en: "cannot listen on \(address): \(reason); choose another with --bind or --port",
            ru: "не удаётся слушать \(address): \(reason); выберите другой адрес (--bind) или порт (--port)")
    }
}

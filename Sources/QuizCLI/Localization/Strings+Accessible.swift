import MillionaireMode
import QuizPlatform

/// Strings of accessible mode (`--plain`, `settings set accessible on`):
/// every state said in a sentence, for a screen reader or a log.
extension Strings.Commands {
    public static let plainOption = LocalizedText(
        en: "Accessible mode: plain lines, every state in words", ru: "Спецвозможности: простые строки, всё словами")
}

extension Strings {
    public static func accessibleTimerName(_ timer: AccessibleTimer) -> LocalizedText {
        switch timer {
        case .off: LocalizedText(en: "off", ru: "выкл.")
        case .double: LocalizedText(en: "double", ru: "вдвое больше")
        case .same: LocalizedText(en: "same", ru: "как задано")
        }
    }

    // MARK: A question

    /// "Question 3 of 10. 2 right so far."
    public static func spokenProgress(question: Int, of total: Int, right: Int, answered: Int) -> LocalizedText {
        let head = LocalizedText(en: "Question \(question) of \(total).", ru: "Вопрос \(question) из \(total).")
        guard answered > 0 else { return head }
        return LocalizedText(
            en: head.en + " \(right) of \(answered) right so far.",
            ru: head.ru + " Пока верно \(right) из \(answered).")
    }

    /// "Question 5 of 15, for 1,000." on the Millionaire ladder.
    public static func spokenLadderStep(question: Int, of total: Int, prize: String) -> LocalizedText {
        LocalizedText(en: "Question \(question) of \(total), for \(prize).", ru: "Вопрос \(question) из \(total), на кону \(prize).")
    }

    public static func spokenTimeLimit(_ seconds: Int) -> LocalizedText {
        LocalizedText(
            en: "You have \(seconds) second\(seconds == 1 ? "" : "s").",
            ru: "У вас \(seconds) \(russianPlural(seconds, one: "секунда", few: "секунды", many: "секунд")).")
    }

    public static func spokenTimeLeft(_ seconds: Int) -> LocalizedText {
        LocalizedText(
            en: "\(seconds) second\(seconds == 1 ? "" : "s") left.",
            ru: "Осталось \(seconds) \(russianPlural(seconds, one: "секунда", few: "секунды", many: "секунд")).")
    }

    public static let spokenTimeUp = LocalizedText(en: "Time is up.", ru: "Время вышло.")

    /// An option taken away by 50:50.
    public static func spokenRemovedOption(_ key: String) -> LocalizedText {
        LocalizedText(en: "\(key): removed by 50:50.", ru: "\(key): убран подсказкой 50 на 50.")
    }

    public static let spokenKeysYesNo = LocalizedText(
        en: "Press y for yes or n for no; q leaves the game.", ru: "Нажмите y, если да, или n, если нет; q — выйти из игры.")

    public static func spokenKeysOptions(_ count: Int) -> LocalizedText {
        if count == 2 {
            return LocalizedText(
                en: "Press 1 or 2, or a or b, to answer; q leaves the game.",
                ru: "Для ответа нажмите 1 или 2 либо a или b; q — выйти из игры.")
        }
        return LocalizedText(
            en: "Press 1 to \(count), or a to \(spokenLetter(count)), to answer; q leaves the game.",
            ru: "Для ответа нажмите цифру от 1 до \(count) или букву от a до \(spokenLetter(count)); q — выйти из игры.")
    }

    /// The Millionaire keys, the lifelines still available among them.
    public static func spokenKeysMillionaire(lifelines: [Hint], prize: String) -> LocalizedText {
        let en = lifelines.map { hint in
            switch hint {
            case .fiftyFifty: "5 for 50:50"
            case .phoneAFriend: "f to phone a friend"
            case .askTheAudience: "h to ask the audience"
            }
        }
        let ru = lifelines.map { hint in
            switch hint {
            case .fiftyFifty: "5 — 50 на 50"
            case .phoneAFriend: "f — звонок другу"
            case .askTheAudience: "h — помощь зала"
            }
        }
        return LocalizedText(
            en: "Press a to d to answer; " + (en + ["w to walk away with \(prize)", "q to leave the game."]).joined(separator: ", "),
            ru: "Для ответа нажмите букву от a до d; " + (ru + ["w — забрать \(prize)", "q — выйти из игры."]).joined(separator: ", "))
    }

    private static func spokenLetter(_ count: Int) -> String { String(Array("abcd")[max(0, min(count, 4) - 1)]) }

    // MARK: Feedback

    public static let spokenCorrect = LocalizedText(en: "Correct.", ru: "Верно.")
    public static let spokenWrong = LocalizedText(en: "Wrong.", ru: "Неверно.")

    /// "The answer was B, Paris." (`key` nil for yes/no: "The answer was Yes.")
    public static func spokenRightAnswer(key: String?, text: String) -> LocalizedText {
        let answer = key.map { "\($0), \(text)" } ?? text
        return LocalizedText(en: "The answer was \(answer).", ru: "Правильный ответ: \(answer).")
    }

    // MARK: Results, marks and charts

    public static let spokenRightAnswerMark = LocalizedText(en: "right answer:", ru: "правильный ответ:")
    public static let spokenWrongAnswerMark = LocalizedText(en: "wrong:", ru: "неверно:")
    public static let spokenReachable = LocalizedText(en: "Reachable:", ru: "Доступен:")
    public static let spokenUnreachable = LocalizedText(en: "Not reachable:", ru: "Недоступен:")
    public static let spokenRightMark = LocalizedText(en: "Right:", ru: "Верно:")
    public static let spokenWrongMark = LocalizedText(en: "Wrong:", ru: "Неверно:")

    /// The accuracy chart as a sentence: "Accuracy of the last 3 games, oldest first: 80% (Classic), …".
    public static func spokenAccuracy(_ games: [String]) -> LocalizedText {
        let count = games.count
        return LocalizedText(
            en: "Accuracy of the last \(count) game\(count == 1 ? "" : "s"), oldest first: " + games.joined(separator: ", ") + ".",
            ru: "Точность за "
                + russianPlural(count, one: "последнюю \(count) игру", few: "последние \(count) игры", many: "последние \(count) игр")
                + ", от старых к новым: " + games.joined(separator: ", ") + ".")
    }

    /// The review forecast as a sentence: reviews to expect on each of the next days.
    public static func spokenForecast(_ counts: [Int]) -> LocalizedText {
        let list = counts.map(String.init).joined(separator: ", ")
        return LocalizedText(
            en: "Reviews to expect on each of the next \(counts.count) days, from today: \(list).",
            ru: "Сколько повторений ждать в каждый из \(counts.count) дней, начиная с сегодняшнего: \(list).")
    }

    public static func spokenAudienceVote(_ votes: [String]) -> LocalizedText {
        LocalizedText(
            en: "The audience voted: " + votes.joined(separator: ", ") + ".", ru: "Зал проголосовал: " + votes.joined(separator: ", ") + "."
        )
    }

    // MARK: Menus

    public static let spokenPlayAgain = LocalizedText(
        en: "Press Enter to play again, or q to go back.", ru: "Нажмите Enter, чтобы сыграть ещё раз, или q, чтобы вернуться.")

    /// After a menu's items: how to pick one.
    public static func spokenMenuKeys(count: Int, current: String, hasLetters: Bool, canQuit: Bool) -> LocalizedText {
        let numbers = count <= 9 ? "a number from 1 to \(count)" : "a number from 1 to \(count) and Enter"
        let numbersRU = count <= 9 ? "цифру от 1 до \(count)" : "число от 1 до \(count) и Enter"
        let letters = hasLetters ? " or the letter in brackets" : ""
        let lettersRU = hasLetters ? " или букву в скобках" : ""
        return LocalizedText(
            en: "Press \(numbers)\(letters), or type a name and press Enter. Enter alone picks \(current). "
                + "q \(canQuit ? "quits" : "goes back").",
            ru: "Нажмите \(numbersRU)\(lettersRU) либо введите название и нажмите Enter. Один Enter выбирает: \(current). "
                + "q — \(canQuit ? "выход" : "назад").")
    }

    public static func spokenMenuItem(_ number: Int, of count: Int, _ label: String) -> LocalizedText {
        LocalizedText(en: "\(number) of \(count): \(label).", ru: "\(number) из \(count): \(label).")
    }

    public static func spokenChosen(_ label: String) -> LocalizedText {
        LocalizedText(en: "Chosen: \(label).", ru: "Выбрано: \(label).")
    }

    public static func spokenNoMatch(_ typed: String, count: Int) -> LocalizedText {
        LocalizedText(
            en: "Nothing here is called “\(typed)”. Type a number from 1 to \(count) or the start of a name.",
            ru: "Здесь нет пункта «\(typed)». Введите число от 1 до \(count) или начало названия.")
    }
}

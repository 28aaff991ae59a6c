/// Strings of the presenters: answers, summaries, verdicts.
extension Strings {
    public static let answerHintYesNo = LocalizedText(
        en: "answer y (yes) or n (no)", ru: "ответьте y (да) или n (нет)"
    )

    public static let answerHintYesNoOrOptions = LocalizedText(
        en: "answer y (yes) or n (no), or with a number 1–2 or a letter a, b",
        ru: "ответьте y (да) или n (нет), либо цифрой 1–2 или буквой a, b"
    )

    public static func answerHintOptions(_ count: Int) -> LocalizedText {
        let letters = String("abcd".prefix(count)).map(String.init).joined(separator: ", ")
        return LocalizedText(
            en: "answer with a number 1–\(count) or a letter \(letters)", ru: "ответьте цифрой 1–\(count) или буквой \(letters)")
    }

    public static func answerHintMillionaire(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "answer 1–\(count) or a–d; lifelines: 50, friend, audience; walk to take the money",
            ru: "ответьте 1–\(count) или a–d; подсказки: 50, друг, зал; уйти — забрать деньги"
        )
    }

    public static let roundOverTitle = LocalizedText(en: "This round is over!", ru: "Этот раунд окончен!")
    public static let playAgain = LocalizedText(en: "Play again", ru: "Сыграть ещё раз")

    public static func roundResult(_ correct: Int, of total: Int) -> LocalizedText {
        LocalizedText(en: "Your result: \(correct)/\(total)", ru: "Ваш результат: \(correct)/\(total)")
    }

    public static func quizzesPlayed(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Quizzes played: \(count)", ru: "Количество сыгранных квизов: \(count)")
    }

    public static func record(_ correct: Int, of total: Int, on date: String) -> LocalizedText {
        LocalizedText(en: "Record: \(correct)/\(total) (\(date))", ru: "Рекорд: \(correct)/\(total) (\(date))")
    }

    /// Steps climbed on the Millionaire ladder: "7 steps", «7 ступеней».
    public static func ladderSteps(_ steps: Int) -> LocalizedText {
        LocalizedText(
            en: "\(steps) step\(steps == 1 ? "" : "s")",
            ru: "\(steps) \(russianPlural(steps, one: "ступень", few: "ступени", many: "ступеней"))")
    }

    /// The Millionaire ladder's record: the most steps climbed (`RoundKind`).
    public static func ladderRecord(_ steps: Int, on date: String) -> LocalizedText {
        let climbed = ladderSteps(steps)
        return LocalizedText(en: "Record: \(climbed.en) (\(date))", ru: "Рекорд: \(climbed.ru) (\(date))")
    }

    public static func averageAccuracy(_ percent: String) -> LocalizedText {
        let percent = Strings.percent(percent)
        return LocalizedText(en: "Average accuracy: \(percent.en)", ru: "Средняя точность: \(percent.ru)")
    }

    public static func scoreOf(_ correct: Int, _ total: Int) -> LocalizedText {
        LocalizedText(en: "\(correct) of \(total)", ru: "\(correct) из \(total)")
    }

    /// DailyQuiz's six tiers, best first.
    public static let verdictTitles = [
        LocalizedText(en: "Perfect!", ru: "Идеально!"),
        LocalizedText(en: "Almost perfect!", ru: "Почти идеально!"),
        LocalizedText(en: "Good result!", ru: "Хороший результат!"),
        LocalizedText(en: "Room to grow!", ru: "Есть над чем поработать!"),
        LocalizedText(en: "A tough one!", ru: "Сложный вопрос!"),
        LocalizedText(en: "It happens!", ru: "Бывает и так!"),
    ]

    public static let verdictLines = [
        LocalizedText(en: "Every answer right. You are brilliant!", ru: "Все ответы верные. Это блестящий результат!"),
        LocalizedText(en: "Very close to perfect. One more try?", ru: "Совсем чуть-чуть до идеала. Ещё попытка?"),
        LocalizedText(en: "More than half right. Keep it up!", ru: "Больше половины верно. Так держать!"),
        LocalizedText(en: "A solid start. Practice makes perfect.", ru: "Неплохое начало. Практика — путь к успеху."),
        LocalizedText(en: "Tricky questions this time. Don't give up!", ru: "Вопросы попались непростые. Не сдавайтесь!"),
        LocalizedText(en: "Take another round, you'll do better!", ru: "Сыграйте ещё раз — получится лучше!"),
    ]
}

extension Strings {
    public static let correct = LocalizedText(en: "✓ Correct", ru: "✓ Верно")
    public static let wrong = LocalizedText(en: "✗ Wrong", ru: "✗ Неверно")
    public static let timeUp = LocalizedText(en: "⏱ Time's up", ru: "⏱ Время вышло")
    /// A typed answer one letter off: counted, graded Hard.
    public static let typedAlmost = LocalizedText(en: "≈ Almost", ru: "≈ Почти")
}

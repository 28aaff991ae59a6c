import FoundationEssentials

/// Strings of spaced repetition and of the mistakes review in the core.
extension Strings {
    public static let dueCardsSourceSummary = LocalizedText(
        en: "Your questions due for review, scheduled by FSRS spaced repetition",
        ru: "Ваши вопросы, которые пора повторить, по расписанию FSRS (интервальное повторение)"
    )

    public static func dueNowCount(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) due now",
            ru: "к повторению сейчас: \(count)"
        )
    }

    // MARK: Mistakes to review

    public static let reviewSourceSummary = LocalizedText(
        en: "Questions you answered wrong, until you get each right twice in a row",
        ru: "Вопросы, на которые вы ответили неверно, пока не ответите верно дважды подряд"
    )

    public static let nothingToReview = LocalizedText(
        en: "nothing to review: no question you answered wrong is waiting for a second try",
        ru: "повторять нечего: нет вопросов, на которые вы ответили неверно и ещё не исправились"
    )

    public static func reviewCount(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) question\(count == 1 ? "" : "s") to review",
            ru: "\(count) \(russianPlural(count, one: "вопрос", few: "вопроса", many: "вопросов")) на повторение"
        )
    }
}

/// Dates as review messages show them: UTC, to the minute.
public enum ReviewDates {
    public static func text(_ date: Date) -> String {
        CivilTime(date).utcMinute
    }
}

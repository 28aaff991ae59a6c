import FoundationEssentials

/// Strings of spaced repetition in the core.
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

    /// Why `play review` has nothing to ask, and what to do instead.
    public static func nothingDue(next: Date?, total: Int) -> LocalizedText {
        guard total > 0 else {
            return LocalizedText(
                en: "nothing to review: you have no questions of your own yet (quizctl add, quizctl import); "
                    + "quizctl play review --mistakes replays the questions you got wrong",
                ru: "повторять нечего: своих вопросов пока нет (quizctl add, quizctl import); "
                    + "quizctl play review --mistakes повторит вопросы, на которые вы ответили неверно"
            )
        }
        let when = next.map { ReviewDates.text($0) }
        return LocalizedText(
            en: "nothing is due for review now" + (when.map { "; the next card is due \($0)" } ?? ""),
            ru: "сейчас повторять нечего" + (when.map { "; следующая карточка — \($0)" } ?? "")
        )
    }
}

/// Dates as review messages show them: UTC, to the minute.
public enum ReviewDates {
    public static func text(_ date: Date) -> String {
        CivilTime(date).utcMinute
    }
}

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
}

/// Dates as review messages show them: UTC, to the minute.
public enum ReviewDates {
    public static func text(_ date: Date) -> String {
        CivilTime(date).utcMinute
    }
}

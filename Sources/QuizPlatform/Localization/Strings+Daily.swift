extension Strings {
    /// "streak 4", "серия 4": the daily share line's last part.
    public static func shareStreak(_ days: Int) -> LocalizedText {
        LocalizedText(en: "streak \(days)", ru: "серия \(days)")
    }
}

extension Strings {
    /// Above the daily share line.
    public static let dailyShareIntro = LocalizedText(
        en: "Share today's result (the same answers give the same line):",
        ru: "Поделитесь сегодняшним результатом (одинаковые ответы дают одинаковую строку):")
}

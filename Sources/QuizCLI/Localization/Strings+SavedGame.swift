import QuizPlatform

/// What `play` says when the game was saved but the statistics were not.
extension Strings {
    static func statisticsWillBeRepaired(_ failure: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "quizctl: warning: the game was saved to the history, but the statistics were not updated (\(failure.en)); "
                + "they will be repaired from the history once they can be written.",
            ru: "quizctl: предупреждение: игра сохранена в историю, но статистика не обновлена (\(failure.ru)); "
                + "она будет восстановлена по истории, как только её можно будет записать."
        )
    }
}

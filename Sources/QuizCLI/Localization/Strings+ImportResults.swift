import QuizPlatform

/// What `quizctl import` says when it is done: command output, so it lives
/// with the command line rather than in the core.
extension Strings {
    public static func importAdded(_ count: Int, skipped: Int) -> LocalizedText {
        LocalizedText(
            en: "added \(count) question\(count == 1 ? "" : "s")\(skipped > 0 ? "; \(skipped) you already had were skipped" : "")",
            ru: "добавлено вопросов: \(count)\(skipped > 0 ? "; пропущено уже имеющихся: \(skipped)" : "")"
        )
    }

    public static func importWouldAdd(_ count: Int, skipped: Int) -> LocalizedText {
        LocalizedText(
            en:
                "would add \(count) question\(count == 1 ? "" : "s")\(skipped > 0 ? "; \(skipped) you already have would be skipped" : "") (dry run: nothing saved)",
            ru:
                "будет добавлено вопросов: \(count)\(skipped > 0 ? "; будет пропущено уже имеющихся: \(skipped)" : "") (пробный запуск: ничего не сохранено)"
        )
    }
}

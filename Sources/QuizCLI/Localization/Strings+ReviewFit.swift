import QuizPlatform

/// Strings of `quizctl review --optimize` and `--evaluate`.
extension Strings.Commands {
    static let optimizeOption = LocalizedText(
        en: "Fit the FSRS weights to your review log; keep them if they predict it better",
        ru: "Подобрать веса FSRS по вашему журналу повторений; оставить их, если они предсказывают его лучше")
    static let evaluateOption = LocalizedText(
        en: "Show how well the default weights and yours predict your review log",
        ru: "Показать, насколько хорошо веса по умолчанию и ваши предсказывают ваш журнал повторений")
}

extension Strings {
    static func reviewLogSize(reviews: Int, predictions: Int) -> LocalizedText {
        LocalizedText(
            en: "Review log: \(reviews) review\(reviews == 1 ? "" : "s"), \(predictions) to predict (a day or more after the one before)",
            ru: "Журнал: \(reviews) \(russianPlural(reviews, one: "повторение", few: "повторения", many: "повторений")), "
                + "\(predictions) для предсказания (через день и больше после предыдущего)")
    }

    static func reviewMetrics(_ label: LocalizedText, logLoss: String, rmse: String) -> LocalizedText {
        LocalizedText(
            en: "\(label.en): log loss \(logLoss), RMSE(bins) \(rmse)%", ru: "\(label.ru): log loss \(logLoss), RMSE(bins) \(rmse)%")
    }

    static let reviewDefaultWeights = LocalizedText(en: "Default weights", ru: "Веса по умолчанию")
    static func reviewYourWeights(fitted date: String) -> LocalizedText {
        LocalizedText(en: "Your weights (fitted \(date))", ru: "Ваши веса (подобраны \(date))")
    }
    static let reviewFittedWeights = LocalizedText(en: "Fitted weights", ru: "Подобранные веса")
    static let reviewNoYourWeights = LocalizedText(
        en: "Your weights: none yet; 'quizctl review --optimize' fits them",
        ru: "Ваших весов пока нет: их подбирает 'quizctl review --optimize'")

    static func reviewTooFew(predictions: Int) -> LocalizedText {
        LocalizedText(
            en: "Not enough review history to fit the weights: \(predictions) review\(predictions == 1 ? "" : "s") to predict, "
                + "at least \(FSRSOptimizer.minimumPredictions) needed, some of them first reviews a day or more after learning. The weights stay as they are.",
            ru: "Недостаточно истории повторений, чтобы подобрать веса: для предсказания \(predictions) "
                + "\(russianPlural(predictions, one: "повторение", few: "повторения", many: "повторений")), нужно не меньше "
                + "\(FSRSOptimizer.minimumPredictions), среди них первые повторения через день и больше после изучения. Веса остаются прежними."
        )
    }

    static let reviewInitialOnly = LocalizedText(
        en:
            "Only the initial stabilities (w0–w3) were fitted: that takes \(FSRSOptimizer.minimumForAllWeights) reviews to predict beyond the first ones.",
        ru:
            "Подобраны только начальные стабильности (w0–w3): для остальных нужно \(FSRSOptimizer.minimumForAllWeights) повторений для предсказания сверх первых."
    )
    static let reviewFitKept = LocalizedText(
        en: "Kept: the fitted weights predict your reviews better. Every card is rescheduled with them.",
        ru: "Сохранено: подобранные веса лучше предсказывают ваши повторения. Все карточки перепланированы с ними.")
    static let reviewFitNotKept = LocalizedText(
        en: "Not kept: the weights in use predict your reviews as well or better.",
        ru: "Не сохранено: текущие веса предсказывают ваши повторения не хуже.")
}

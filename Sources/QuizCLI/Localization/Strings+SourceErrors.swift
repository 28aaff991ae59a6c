import FoundationEssentials
import QuizPlatform

/// How the command line words the sources' errors: the core hands over what
/// happened (`SourceError`, `ReviewShortfall`), the hints name commands.
extension Strings {
    /// Why `play review` has nothing to ask, and what to do instead.
    public static func reviewShortfall(_ shortfall: ReviewShortfall) -> LocalizedText {
        switch shortfall {
        case .noQuestions:
            LocalizedText(
                en: "nothing to review: you have no questions of your own yet (quizctl add, quizctl import); "
                    + "quizctl play review --mistakes replays the questions you got wrong",
                ru: "повторять нечего: своих вопросов пока нет (quizctl add, quizctl import); "
                    + "quizctl play review --mistakes повторит вопросы, на которые вы ответили неверно"
            )
        case .nothingDue(let next):
            LocalizedText(
                en: "nothing is due for review now" + (next.map { "; the next card is due \(ReviewDates.text($0))" } ?? ""),
                ru: "сейчас повторять нечего" + (next.map { "; следующая карточка — \(ReviewDates.text($0))" } ?? "")
            )
        }
    }

    public static func sourceFailed(_ error: SourceError) -> LocalizedText {
        switch error {
        case .notEnoughQuestions(let available, let requested): notEnoughQuestions(available: available, requested: requested)
        case .unknownSource(let name): unknownSource(name)
        case .unsupportedFormat(let source, let mode): sourceCannotFeed(source, mode)
        case .unreachable(let reason), .failed(let reason): reason
        case .nothingToReview(let shortfall): shortfall.map(reviewShortfall) ?? nothingToReview
        }
    }
}

extension SourceError: UserFacingError {
    public var message: LocalizedText { Strings.sourceFailed(self) }
}

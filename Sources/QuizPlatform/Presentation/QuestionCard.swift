/// How the frame around a question looks: MovieQuiz's poster frame turns
/// green or red after the answer.
public enum FrameState: Sendable, Hashable {
    case neutral, correct, wrong
}

/// One option as drawn: its key, its text and how it is marked.
public struct OptionLine: Sendable, Hashable {
    public enum Mark: Sendable, Hashable { case plain, correct, wrong, removed }
    public var key: String
    public var text: String
    public var mark: Mark
}

/// Everything a view needs to draw one question (the MVP presenter's view
/// model): decided here, so it is tested without a terminal.
public struct QuestionCard: Sendable, Hashable {
    public var format: QuestionFormat
    public var progress: String
    public var subject: String?
    public var text: String
    public var details: String?
    /// The film's facts for a poster stand-in, when the question is about one film.
    public var poster: Poster?
    public var options: [OptionLine]
    public var frame: FrameState
    public var feedback: String?
    /// A flip card's back, once it is turned over; nil before, and for questions.
    public var back: String?
    /// The answer as the session judged it, nil while the question is open:
    /// what accessible mode says in words ("Wrong. The answer was B, Paris.").
    public var outcome: AnswerFeedback?

    /// - Parameters:
    ///   - feedback: the answer just given, or nil while the question is open.
    ///   - showDetails: `--verbose`: the crew of a movie and the like.
    public init(
        question: Question, format: QuestionFormat, progress: GameProgress, feedback: AnswerFeedback?,
        removedOptions: Set<Int> = [], showDetails: Bool = false, language: Language
    ) {
        self.format = format
        // The four-option format is the Millionaire ladder's, which counts differently.
        self.progress = (format == .fourOptions ? progress.ladderLine : progress.line)(language)
        subject = question.subject
        text = question.text
        details = showDetails ? question.details : nil
        poster = question.poster
        options = question.options.enumerated().map { index, option in
            var mark = OptionLine.Mark.plain
            if removedOptions.contains(index) { mark = .removed }
            if let feedback {
                if index == feedback.correctIndex { mark = .correct } else if index == feedback.chosenIndex { mark = .wrong }
            }
            return OptionLine(key: Self.key(index, format: format), text: option, mark: mark)
        }
        frame = feedback.map { $0.isCorrect ? .correct : .wrong } ?? .neutral
        self.feedback = feedback.map { Self.feedbackLine($0)(language) }
        outcome = feedback
    }

    /// y/n for yes/no questions, A–D on the Millionaire ladder, 1–4 otherwise
    /// (letters and digits are both accepted everywhere).
    static func key(_ index: Int, format: QuestionFormat) -> String {
        switch format {
        case .yesNo: index == 0 ? "y" : "n"
        case .fourOptions: String(Array("ABCD")[index])
        case .choice: String(index + 1)
        }
    }

    static func feedbackLine(_ feedback: AnswerFeedback) -> LocalizedText {
        let verdict: LocalizedText =
            switch feedback.typed {
            case .right: Strings.correct
            case .almost: Strings.typedAlmost
            case .wrong: Strings.wrong
            case nil: feedback.chosenIndex == nil ? Strings.timeUp : (feedback.isCorrect ? Strings.correct : Strings.wrong)
            }
        guard let explanation = feedback.explanation else { return verdict }
        return LocalizedText(en: "\(verdict.en) — \(explanation)", ru: "\(verdict.ru) — \(explanation)")
    }
}

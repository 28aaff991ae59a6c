import FoundationEssentials
import MillionaireMode
import QuizPlatform

/// A question and its answer said in sentences, for accessible mode: no
/// frame, no colour, no symbol that means something only to the eye.
/// "Question 3 of 10.", the question, its options one a line, the keys;
/// then "Wrong. The answer was 2, Paris." Pure, so tests compare literals.
@MainActor
struct SpokenCard {
    let card: QuestionCard
    let progress: GameProgress
    let language: Language
    /// The prize of the question being asked, on the Millionaire ladder.
    var stepPrize: Int?
    /// The Millionaire lifelines still to use; empty elsewhere.
    var lifelinesLeft: [Hint] = []
    /// What the player walks away with now, on the Millionaire ladder.
    var prize = 0

    /// The question waiting for an answer.
    var question: [String] {
        var lines = [progressSentence]
        if let subject = card.subject { lines.append(subject.terminalSafe) }
        if let details = card.details { lines.append(details.terminalSafe) }
        lines.append(card.text.terminalSafe)
        if card.format != .yesNo {
            lines += card.options.map { option in
                option.mark == .removed ? Strings.spokenRemovedOption(option.key)(language) : "\(option.key). \(option.text.terminalSafe)"
            }
        }
        lines.append(keys)
        return lines
    }

    /// "Question 3 of 10. 2 of 2 right so far." or "Question 5 of 15, for 1,000."
    var progressSentence: String {
        if let stepPrize {
            return Strings.spokenLadderStep(
                question: progress.questionNumber, of: progress.questionCount, prize: formatPrize(stepPrize, language: language))(language)
        }
        return Strings.spokenProgress(
            question: progress.questionNumber, of: progress.questionCount, right: progress.correct, answered: progress.answered)(language)
    }

    var keys: String {
        switch card.format {
        case .yesNo: return Strings.spokenKeysYesNo(language)
        case .fourOptions:
            return Strings.spokenKeysMillionaire(lifelines: lifelinesLeft, prize: formatPrize(prize, language: language))(language)
        case .choice: return Strings.spokenKeysOptions(card.options.count)(language)
        }
    }

    /// "Correct. Rated 8.6." · "Wrong. The answer was 2, Paris." · "Time is up. The answer was Yes."
    var feedback: String? {
        guard let outcome = card.outcome else { return nil }
        var sentences: [String] = []
        if outcome.chosenIndex == nil {
            sentences.append(Strings.spokenTimeUp(language))
        } else {
            sentences.append((outcome.isCorrect ? Strings.spokenCorrect : Strings.spokenWrong)(language))
        }
        if !outcome.isCorrect, card.options.indices.contains(outcome.correctIndex) {
            let option = card.options[outcome.correctIndex]
            let key = card.format == .yesNo ? nil : option.key
            sentences.append(Strings.spokenRightAnswer(key: key, text: option.text.terminalSafe)(language))
        }
        if let explanation = outcome.explanation?.terminalSafe, !explanation.isEmpty {
            sentences.append(Self.sentence(explanation))
        }
        return sentences.joined(separator: " ")
    }

    /// `text` as a sentence: a capital first letter and a full stop.
    static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingSpaces()
        guard let first = trimmed.first else { return trimmed }
        let capitalised = first.uppercased() + trimmed.dropFirst()
        return ".!?".contains(capitalised.last ?? ".") ? capitalised : capitalised + "."
    }
}

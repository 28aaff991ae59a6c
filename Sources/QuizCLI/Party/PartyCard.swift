import QuizPlatform

/// A party's question as the card a single player's game draws: the same
/// frame and option marks, a party's progress line, and no verdict line
/// (the views say who answered and what it scored).
enum PartyCard {
    /// The card of question `number` (from 1) of the party, answered or not.
    static func card(
        _ question: Question, number: Int, of total: Int, feedback: PartyFeedback?, language: Language
    ) -> QuestionCard {
        var card = QuestionCard(
            question: question, format: .choice,
            progress: GameProgress(questionNumber: number, questionCount: total, answered: 0, correct: 0),
            feedback: feedback?.answerFeedback, language: language)
        card.progress = Strings.partyProgress(number, of: total)(language)
        card.feedback = nil
        return card
    }

    /// What reads the keys or words that answer `question` in a party.
    static func interpreter(for question: Question) -> AnswerInterpreter {
        AnswerInterpreter(format: .choice, optionCount: question.options.count, yesNoOptions: YesNoOptions(question.options))
    }

    /// "✓ Ann: right, +950 points", "✗ Bob: wrong", or the time-out line.
    static func verdict(_ feedback: PartyFeedback, roster: PartyRoster) -> LocalizedText {
        guard let player = feedback.player else { return Strings.partyTimeUp(nil) }
        let name = roster.names[player]
        if feedback.chosenIndex == nil { return Strings.partyTimeUp(name) }
        return feedback.isCorrect ? Strings.partyRight(name, points: feedback.points) : Strings.partyWrong(name)
    }

    /// Why a player may not answer now, in words.
    static func refusal(_ refusal: PartyAnswerRefusal, player: Int, roster: PartyRoster) -> LocalizedText {
        switch refusal {
        case .notYourTurn(let turnOf): Strings.partyNotYourTurn(roster.names[turnOf])
        case .lockedOut: Strings.partyLockedOut(roster.names[player])
        case .anotherPlayerBuzzed(let other): Strings.partyAnotherBuzzed(roster.names[other])
        }
    }
}

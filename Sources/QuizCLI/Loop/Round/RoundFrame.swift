import MillionaireMode
import QuizPlatform

/// The frame of a round on the loop: the question screen (card, ladder,
/// lifelines, messages, keys), the countdown on the key line, and a yes/no
/// question over the card on a line of its own. Pure: the state and the
/// size make the frame.
@MainActor
struct RoundFrame {
    let state: RoundState

    private var setup: RoundSetup { state.setup }
    private var style: Style { setup.style }
    private var language: Language { setup.language }

    func frame(for size: TerminalSize) -> Frame {
        guard let card = shownCard else { return Frame(size: size, lines: []) }
        let layout = screen(card, columns: size.columns).layout(for: size)
        var frame = Frame(size: size, styled: layout.lines)
        if let place = layout.image, let poster = card.poster, let posters = setup.posters, let image = posters.image(for: poster),
            let escape = InlineImage.escape(image, protocol: posters.imageProtocol, columns: place.columns, rows: place.rows)
        {
            frame.overlay = InlineImage.placed(escape, row: place.row, column: place.column)
        }
        return frame
    }

    /// The question open, or answered, or the last one when the round is over.
    private var shownCard: QuestionCard? {
        switch state.phase {
        case .asking:
            guard let question = state.session.currentQuestion else { return nil }
            return RoundProgram.card(for: question, feedback: nil, state: state)
        case .feedback(let card, _): return card
        case .ended(_, let card): return card
        }
    }

    private func screen(_ card: QuestionCard, columns: Int) -> QuestionScreen {
        let isOpen = card.feedback == nil
        var screen = QuestionScreen(
            card: card, style: style, language: language, ladder: setup.board?.ladderLines ?? [],
            lifelines: isOpen ? setup.board?.lifelineRow : nil, messages: isOpen ? state.messages.flatMap { $0 } : [],
            hint: isOpen ? state.hint : nil, footer: isOpen ? footer(card, columns: columns) : nil, hyperlinks: setup.hyperlinks)
        screen.textOffset = state.textOffset
        if isOpen { screen.newestLines = state.messages.last?.count ?? 0 }
        screen.posterImage = card.poster.flatMap { setup.posters?.image(for: $0) } != nil
        return screen
    }

    /// The keys, and the seconds left; or the question asked over the card
    /// with its own keys, never run into the key line.
    private func footer(_ card: QuestionCard, columns: Int) -> String {
        if let asked = state.asked {
            let question =
                switch asked {
                case .quit: Strings.confirmQuitGame(language)
                case .walkAway: Strings.walkAwayConfirmation(prize: formatPrize(state.session.prize, language: language))(language)
                }
            return style.bold(question) + "\n" + style.cyan(Strings.confirmKeys(language))
        }
        var line = style.dim(state.flipsCard ? setup.flip.map(flipKeys) ?? "" : RoundKeys.help(for: card)(language))
        if state.typesAnswer {
            // The answer being typed, over its keys.
            // Each key is kept whole with its words at a wrap.
            let keys = Strings.typedKeys(language).split(separator: " · ").map { $0.replacingEvery(" ", with: "\u{00A0}") }
            line = "› " + state.typing.render(width: max(3, columns - 2)) + "\n" + style.dim(keys.joined(separator: " · "))
        }
        if let left = state.session.timeLeft {
            // Kept whole on a line: "⏱", the number and "s" never part at a wrap.
            let countdown = Strings.partyCountdown(Int(left.rounded(.up)))(language).replacingEvery(" ", with: "\u{00A0}")
            line += "   " + style.yellow(countdown)
        }
        return line
    }

    /// A flip card's keys: turn it over; then each grade with the interval
    /// it gives; undo and quit. A key is never parted from its words at a wrap.
    private func flipKeys(_ flip: FlipCards) -> String {
        let whole = { (text: String) in text.replacingEvery(" ", with: "\u{00A0}") }
        let undo = state.session.answers.isEmpty ? [] : [whole(Strings.flipUndoKey(language))]
        let quit = whole(Strings.flipQuitKey(language))
        guard state.flipped, let question = state.session.currentQuestion else {
            return ([Strings.flipKeysFront(language)] + undo + [quit]).joined(separator: " · ")
        }
        let now = setup.clock.now()
        let dues = flip.nextDue(question.id, now)
        let grades = ReviewRating.allCases.map { rating in
            whole(Strings.gradeKey(rating, after: dues?[rating].map { $0.timeIntervalSince(now) })(language))
        }
        return grades.joined(separator: "  ") + "\n" + (undo + [quit]).joined(separator: " · ")
    }
}

import MillionaireMode
import QuizPlatform

/// The game-show furniture around a Millionaire question: the prize ladder
/// the mode offers (current step marked, safe havens highlighted), the
/// lifelines (available or used) and the keys. Pure, so tests compare it with literals.
@MainActor
struct MillionaireBoard {
    /// The mode's prize ladder, first question first.
    let steps: [LadderStep]
    let session: GameSession
    let style: Style
    let language: Language

    /// The ladder, top prize first: "› 7   4,000" for the step being played.
    var ladderLines: [String] {
        let current = session.currentIndex + 1
        let amountWidth = steps.map { formatPrize($0.prize, language: language).count }.max() ?? 0
        return steps.reversed().map { step in
            let amount = formatPrize(step.prize, language: language)
            let number = step.number < 10 ? " \(step.number)" : "\(step.number)"
            let label = number + "  " + String(repeating: " ", count: amountWidth - amount.count) + amount
            let pointer = step.number == current && !session.isOver ? style.glyphs.pointer : " "
            let line = "\(pointer) \(label)"
            if step.number == current && !session.isOver { return style.inverse(style.bold(line)) }
            // A step climbed is green; the one answered wrong, red.
            if step.number <= session.answers.count {
                return session.answers[step.number - 1].isCorrect ? style.green(line) : style.red(line)
            }
            return step.isSafeHaven ? style.yellow(style.bold(line)) : style.dim(line)
        }
    }

    /// "[5] 50:50  [f] Phone a friend  [h] Ask the audience  [w] Walk away
    /// with 0", a used lifeline dimmed and crossed, with short names for a narrow window.
    var lifelineRow: LifelineRow {
        let keys: [(String, Hint)] = [("5", .fiftyFifty), ("f", .phoneAFriend), ("h", .askTheAudience)]
        let prize = formatPrize(session.prize, language: language)
        func entries(_ name: (Hint) -> LocalizedText) -> [String] {
            let lifelines = keys.map { key, hint in
                let text = "[\(key)] \(name(hint)(language))"
                return session.usedLifelines.contains(hint) ? style.dim(text + " " + style.glyphs.wrong) : style.cyan(text)
            }
            return lifelines + [style.yellow("[w] " + Strings.walkAway(prize)(language))]
        }
        return LifelineRow(
            full: entries(Strings.lifelineName), short: entries(Strings.lifelineShortName))
    }
}

/// A lifeline's result as lines for the screen: removed options, the
/// friend's line of dialogue, the audience's bar chart.
@MainActor
struct LifelineReport {
    /// The mode's lifelines for this game.
    let hints: any HintUsage
    let style: Style
    let language: Language

    func use(_ hint: Hint) -> [String] {
        do {
            switch try hints.use(hint) {
            case .fiftyFifty(let result):
                let letters = result.removed.sorted().map(Self.letter)
                return [style.cyan(Strings.fiftyFiftyRemoved(letters[0], letters[1])(language))]
            case .phoneAFriend(let answer):
                return [
                    style.cyan(
                        (style.glyphs.inWords ? "" : "☎ ")
                            + Strings.friendSays(
                                option: Self.letter(answer.option), confidence: answer.confidence, unsure: answer.isUnsure)(language))
                ]
            case .askTheAudience(let vote) where style.glyphs.inWords:
                let votes = vote.percentages.keys.sorted().map {
                    "\(Self.letter($0)) \(Strings.percent(vote.percentages[$0] ?? 0)(language))"
                }
                return [Strings.spokenAudienceVote(votes)(language)]
            case .askTheAudience(let vote):
                // Two bars a line after a short title, so the vote takes two
                // lines and fits with the question and the keys on a 40×15 screen.
                let bars = vote.percentages.keys.sorted().map { option in
                    Charts.bar(
                        label: Self.letter(option), percent: Double(vote.percentages[option] ?? 0), width: 6, glyphs: style.glyphs,
                        language: language)
                }
                let title = Strings.audienceShort(language) + " "
                let indent = String(repeating: " ", count: Style.displayWidth(title))
                return stride(from: 0, to: bars.count, by: 2).map { start in
                    let pair = bars[start..<min(bars.count, start + 2)].joined(separator: "  ")
                    return start == 0 ? style.cyan(title) + pair : indent + pair
                }
            }
        } catch {
            return [style.yellow(Strings.lifelineRefused(error)(language))]
        }
    }

    static func letter(_ index: Int) -> String { String(Array("ABCD")[index]) }
}

import FoundationEssentials
import QuizPlatform

/// What a round of flip cards knows besides its questions: when each card
/// would be due again after each grade, shown on the grade keys.
struct FlipCards {
    /// The due date each grade gives the card with this question ID now;
    /// nil when the card has no schedule to preview.
    var nextDue: (_ questionID: String, _ now: Date) -> [ReviewRating: Date]?

    /// The grade a key gives on a card turned over: 1–4, or Enter and Space
    /// for Good, as Anki takes them.
    static func grade(for key: Key) -> ReviewRating? {
        switch key {
        case .enter, .character(" "): .good
        case .character(let character): character.wholeNumberValue.flatMap(ReviewRating.init(rawValue:))
        default: nil
        }
    }

    /// What a script's line does on a flip card.
    enum Line: Equatable {
        case show
        case grade(ReviewRating)
        case undo
    }

    static func line(_ text: String) -> Line? {
        switch text.trimmingSpaces().lowercased() {
        case "", "show", "s": .show
        case "undo", "u": .undo
        case "again", "1": .grade(.again)
        case "hard", "2": .grade(.hard)
        case "good", "3": .grade(.good)
        case "easy", "4": .grade(.easy)
        default: nil
        }
    }
}

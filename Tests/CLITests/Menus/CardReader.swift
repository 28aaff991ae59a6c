import Foundation
import QuizPlatform

/// Reads a question card off a test screen, as a player would: which
/// question is asked and which key answers it right. The card's frame
/// (`│ … │`) is read row by row, so a ladder drawn beside it is left out.
enum CardReader {
    /// The key of the right option, when the screen shows one of `known`.
    static func rightKey(on screen: String, among known: [PackEntry]) -> Character? {
        let card = normalized(cardText(screen))
        let asked = known.filter { card.contains(normalized($0.text)) }.max { $0.text.count < $1.text.count }
        guard let asked else { return nil }
        return options(in: card).first { normalized($0.text) == normalized(asked.correct) }?.key
    }

    /// The text inside the card's frame, its rows joined; the whole screen when there is no frame.
    static func cardText(_ screen: String) -> String {
        let rows = screen.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            return parts.count >= 3 ? String(parts[1]) : nil
        }
        return rows.isEmpty ? screen : rows.joined(separator: " ")
    }

    /// "[A] Paris [B] Rome" → (a, Paris), (b, Rome): the key as typed.
    static func options(in card: String) -> [(key: Character, text: String)] {
        let pattern = /\[([a-dA-D1-4])\] ([^\[]*)/
        return card.matches(of: pattern).map { match in
            (
                Character(match.1.lowercased()),
                String(match.2).replacingOccurrences(of: "✓", with: "").replacingOccurrences(of: "✗", with: "")
            )
        }
    }

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

import FoundationEssentials
import QuizPlatform

/// A field with Anki cloze deletions (`{{c1::answer}}`, `{{c2::answer::hint}}`,
/// nested ones, and `{{c1,2::…}}` for a deletion in two cards), split into
/// the card each cloze number makes.
///
/// Works on the field's HTML, before it is reduced to text, so that a hint
/// or an answer may hold markup like the rest of the field.
struct ClozeText {
    private indirect enum Piece {
        case text(String)
        case deletion(numbers: Set<Int>, content: [Piece], hint: String?)
    }

    private let pieces: [Piece]

    init(_ html: String) {
        var reader = Reader(scalars: Array(html.unicodeScalars))
        pieces = reader.pieces(insideDeletion: false)
    }

    /// The cloze numbers in the field, ascending; empty when it holds no deletion.
    var numbers: [Int] {
        var found = Set<Int>()
        func collect(_ pieces: [Piece]) {
            for case .deletion(let numbers, let content, _) in pieces {
                found.formUnion(numbers)
                collect(content)
            }
        }
        collect(pieces)
        return found.sorted()
    }

    /// The card for cloze `number`: the field with that number's deletions
    /// shown as "[...]" (or "[hint]"), as Anki shows them, and every other
    /// deletion revealed, and the hidden text (several deletions of one
    /// number joined by ", ").
    func card(for number: Int) -> (front: String, back: String) {
        (side(for: number, question: true).html, side(for: number, question: false).asked.joined(separator: ", "))
    }

    /// One side of the card for cloze `number`, as Anki's `{{cloze:}}`
    /// renders it: on the question side that number's deletions are
    /// "[...]" or "[hint]" (their content hidden, deletions inside them
    /// too), on the answer side they are revealed; other deletions are
    /// revealed on both. `asked` is what each outermost deletion of the
    /// number shows, in order.
    func side(for number: Int, question: Bool) -> (html: String, asked: [String]) {
        var asked: [String] = []
        let html = render(pieces, number: number, question: question, asked: &asked)
        return (html, asked)
    }

    private func render(_ pieces: [Piece], number: Int, question: Bool, asked: inout [String]) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text):
                result += text
            case .deletion(let numbers, let content, let hint) where numbers.contains(number):
                var inner: [String] = []
                let shown = question ? "[" + (hint ?? "...") + "]" : render(content, number: 0, question: false, asked: &inner)
                asked.append(shown)
                result += shown
            case .deletion(_, let content, _):
                result += render(content, number: number, question: question, asked: &asked)
            }
        }
        return result
    }

    /// A recursive-descent reader: `{{cN::` opens a deletion, `::` inside one
    /// starts its hint, `}}` closes it. Anything that does not parse stays text.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func pieces(insideDeletion: Bool) -> [Piece] {
            var result: [Piece] = []
            var text = ""
            while index < scalars.count {
                if insideDeletion, matches("}}") || matches("::") { break }
                if let numbers = opening() {
                    let start = index
                    index += openingLength(from: index)
                    let content = pieces(insideDeletion: true)
                    var hint: String?
                    if matches("::") {
                        index += 2
                        hint = rawText(until: "}}")
                    }
                    if matches("}}") {
                        index += 2
                        if !text.isEmpty { result.append(.text(text)) }
                        text = ""
                        result.append(.deletion(numbers: numbers, content: content, hint: hint))
                        continue
                    }
                    // Never closed: the opening was plain text after all.
                    index = start
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                    continue
                }
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            if !text.isEmpty { result.append(.text(text)) }
            return result
        }

        private func matches(_ literal: String) -> Bool {
            var position = index
            for scalar in literal.unicodeScalars {
                guard position < scalars.count, scalars[position] == scalar else { return false }
                position += 1
            }
            return true
        }

        /// The numbers of a `{{c1::` or `{{c1,2::` opening at `index`.
        private func opening() -> Set<Int>? {
            guard matches("{{c") || matches("{{C") else { return nil }
            var position = index + 3
            var numbers = Set<Int>()
            var digits = ""
            while position < scalars.count {
                let scalar = scalars[position]
                if ("0"..."9").contains(scalar) {
                    digits.unicodeScalars.append(scalar)
                } else if scalar == "," || scalar == ":" {
                    guard let number = Int(digits), number > 0, number < 10_000 else { return nil }
                    numbers.insert(number)
                    digits = ""
                    if scalar == ":" {
                        return position + 1 < scalars.count && scalars[position + 1] == ":" ? numbers : nil
                    }
                } else {
                    return nil
                }
                position += 1
            }
            return nil
        }

        private func openingLength(from start: Int) -> Int {
            var position = start
            while scalars[position] != ":" { position += 1 }
            return position + 2 - start
        }

        private mutating func rawText(until end: String) -> String {
            var text = ""
            while index < scalars.count, !matches(end) {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            return text
        }
    }
}

import FoundationEssentials

/// Parses an Anki card template into nodes, by Anki's rules: a tag is
/// `{{` up to the next `}}`, its name trimmed (leading extra braces too);
/// `#`, `^` and `/` open and close sections; a replacement's filters come
/// before its field, parted by colons, and apply from the field outwards;
/// an HTML comment is text even when it holds `{{…}}`. A section closed by
/// another name, or never closed, makes the template unusable, as Anki
/// then shows an error in place of the card: nil.
enum TemplateParser {
    static func parse(_ template: String) -> [TemplateNode]? {
        var tokens = Tokens(template)
        return try? nodes(&tokens, closing: nil)
    }

    private struct Unbalanced: Error {}

    private static func nodes(_ tokens: inout Tokens, closing open: String?) throws(Unbalanced) -> [TemplateNode] {
        var result: [TemplateNode] = []
        while let token = tokens.next() {
            switch token {
            case .text(let text): result.append(.text(text))
            case .tag(let inner):
                let name = String(inner.drop(while: { $0 == "{" })).trimmingWhitespace()
                if name.count >= 2, let first = name.first, first == "#" || first == "^" || first == "/" {
                    let key = String(name.dropFirst()).trimmingWhitespace()
                    if first == "/" {
                        guard key == open else { throw Unbalanced() }
                        return result
                    }
                    result.append(.section(field: key, negated: first == "^", children: try nodes(&tokens, closing: key)))
                } else {
                    var parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                    let field = parts.removeLast()
                    result.append(.replacement(field: field, filters: parts.reversed()))
                }
            }
        }
        guard open == nil else { throw Unbalanced() }
        return result
    }

    /// Text, `{{…}}` tags and comments, in order.
    private struct Tokens {
        enum Token {
            case text(String)
            case tag(String)
        }

        private let scalars: [Unicode.Scalar]
        private var index = 0

        init(_ template: String) { scalars = Array(template.unicodeScalars) }

        mutating func next() -> Token? {
            guard index < scalars.count else { return nil }
            var text = String.UnicodeScalarView()
            while index < scalars.count {
                if starts("{{", at: index), let end = find("}}", from: index + 2) {
                    if !text.isEmpty { return .text(String(text)) }
                    let inner = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    index = end + 2
                    return .tag(inner)
                }
                if starts("<!--", at: index), let end = find("-->", from: index + 4) {
                    text.append(contentsOf: scalars[index..<(end + 3)])
                    index = end + 3
                    continue
                }
                text.append(scalars[index])
                index += 1
            }
            return .text(String(text))
        }

        private func starts(_ literal: String, at position: Int) -> Bool {
            var at = position
            for scalar in literal.unicodeScalars {
                guard at < scalars.count, scalars[at] == scalar else { return false }
                at += 1
            }
            return true
        }

        private func find(_ literal: String, from start: Int) -> Int? {
            var position = start
            while position < scalars.count {
                if starts(literal, at: position) { return position }
                position += 1
            }
            return nil
        }
    }
}

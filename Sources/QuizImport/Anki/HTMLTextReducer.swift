import FoundationEssentials
import QuizPlatform

/// Turns Anki's field HTML into text a terminal can show.
///
/// Anki's cards are HTML a WebView lays out: inline markup, block elements
/// for lines, `&nbsp;` for spaces typed twice, ruby for readings, media a
/// terminal cannot play, formulas. The text is laid out as a browser does,
/// CSS aside (the rule `Scripts/anki-render-fixtures.py` states and checks
/// against Anki): block elements and `<br>` end the line, while raw line
/// breaks and runs of white space in the text are one space; character
/// references are decoded after the tags are gone (so `&lt;b&gt;` stays the
/// text "<b>"); `<script>`, `<style>` and anything styled `display: none`
/// go with their content; a ruby's reading follows its base in parentheses;
/// media goes and is counted; LaTeX and MathJax become plain math
/// (`FormulaMarkup`); what is left is made terminal-safe.
public enum HTMLTextReducer {
    public static func reduce(html: String, language: Language = .en) -> ReducedText {
        var scanner = Scanner(Array(html.unicodeScalars))
        scanner.run()
        return finish(scanner.output, droppedMedia: scanner.media, language: language)
    }

    /// Text that is not HTML (`#html:false` exports): only sound references
    /// go; a "<" is the character the author typed, a line break a line break.
    public static func reduce(plain: String, language: Language = .en) -> ReducedText {
        var media = 0
        let text = dropSounds(from: plain, counting: &media)
        return finish(text, droppedMedia: media, language: language)
    }

    /// The elements that end a line, as a browser lays them out.
    static let blockTags: Set<String> = [
        "div", "p", "br", "li", "ul", "ol", "dl", "dt", "dd", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6",
        "blockquote", "pre", "hr", "section", "article", "aside", "header", "footer", "nav", "main", "figure",
        "figcaption", "address", "fieldset", "form", "details", "summary",
    ]
    private static let mediaTags: Set<String> = ["img", "audio", "video"]
    /// Elements whose content is not text to read: dropped up to their end
    /// tag. `<rp>` holds the parentheses a browser without ruby would show.
    private static let skippedContent: Set<String> = ["script", "style", "audio", "video", "rp"]
    /// Elements that never have content or an end tag.
    private static let voidTags: Set<String> = [
        "br", "hr", "img", "input", "meta", "link", "source", "wbr", "area", "base", "col", "embed", "param", "track",
    ]

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var output = ""
        var media = 0
        /// Text since the last tag, decoded when a tag (or the end) closes it.
        var pending = ""

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func run() {
            while index < scalars.count {
                if scalars[index] == "<", let tag = tagAt(index) {
                    flush()
                    index = tag.end
                    take(tag)
                } else {
                    pending.unicodeScalars.append(scalars[index])
                    index += 1
                }
            }
            flush()
        }

        /// The pending text, decoded, its raw line breaks and tabs made
        /// spaces: only elements end a line.
        private mutating func flush() {
            guard !pending.isEmpty else { return }
            let decoded = HTMLEntities.decode(HTMLTextReducer.dropSounds(from: pending, counting: &media))
            pending = ""
            guard decoded.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0x0C }) else {
                output += decoded
                return
            }
            // These are ASCII bytes, so the bytes of longer characters are left whole.
            let spaced = decoded.utf8.map { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0x0C ? 0x20 : $0 }
            output += String(decoding: spaced, as: UTF8.self)
        }

        private mutating func take(_ tag: Tag) {
            if HTMLTextReducer.mediaTags.contains(tag.name), !tag.closing { media += 1 }
            let hidden = !tag.closing && tag.isHidden
            if hidden || HTMLTextReducer.skippedContent.contains(tag.name), !tag.closing, !tag.selfClosing,
                !HTMLTextReducer.voidTags.contains(tag.name)
            {
                index = endOfElement(tag.name, from: index)
                return
            }
            if hidden { return }
            if tag.name == "rt" {
                output += tag.closing ? ")" : "("
            } else if HTMLTextReducer.blockTags.contains(tag.name) {
                output += "\n"
            } else if tag.name == "td" || tag.name == "th" {
                output += " "
            }
        }

        /// Where the text after the element's end tag begins (elements of
        /// the same name inside it counted); the end of the text when it never closes.
        private func endOfElement(_ name: String, from start: Int) -> Int {
            var position = start
            var depth = 1
            let raw = name == "script" || name == "style"
            while position < scalars.count {
                if scalars[position] == "<", let tag = tagAt(position), tag.name == name {
                    if tag.closing {
                        depth -= 1
                        if depth == 0 { return tag.end }
                    } else if !raw, !tag.selfClosing {
                        depth += 1
                    }
                    position = tag.end
                    continue
                }
                position += 1
            }
            return scalars.count
        }

        struct Tag {
            var name: String
            var closing: Bool
            var selfClosing: Bool
            /// The index just after the tag's ">".
            var end: Int
            /// Its `style` attribute's value, when it has one.
            var style: String?

            /// Styled `display: none`, as Anki's hint hides its text.
            var isHidden: Bool {
                guard let style else { return false }
                let compact = style.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace }
                return String(String.UnicodeScalarView(compact)).contains("display:none")
            }
        }

        /// The tag starting at `start` ("<"), or nil when the "<" is just a character.
        private func tagAt(_ start: Int) -> Tag? {
            var position = start + 1
            if position + 2 < scalars.count, scalars[position] == "!", scalars[position + 1] == "-", scalars[position + 2] == "-" {
                return comment(from: start)
            }
            var closing = false
            if position < scalars.count, scalars[position] == "/" {
                closing = true
                position += 1
            }
            var name = ""
            while position < scalars.count, Self.isNameCharacter(scalars[position]) {
                name.unicodeScalars.append(scalars[position])
                position += 1
            }
            guard !name.isEmpty, name.unicodeScalars.first!.isASCII else { return nil }
            let attributesStart = position
            var quote: Unicode.Scalar?
            while position < scalars.count {
                let scalar = scalars[position]
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == ">" {
                    let selfClosing = position > start && scalars[position - 1] == "/"
                    let style = closing ? nil : Self.style(in: scalars[attributesStart..<position])
                    return Tag(name: name.lowercased(), closing: closing, selfClosing: selfClosing, end: position + 1, style: style)
                }
                position += 1
            }
            return nil
        }

        /// A letter or digit of a tag's name; ASCII is looked at without Unicode's tables.
        private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
            case 0..<0x80: false
            default: scalar.properties.isAlphabetic
            }
        }

        /// The value of a `style` attribute among a tag's attributes; nil when there is none.
        private static func style(in attributes: ArraySlice<Unicode.Scalar>) -> String? {
            guard attributes.contains(where: { $0 == "s" || $0 == "S" }) else { return nil }
            let scalars = Array(String(String.UnicodeScalarView(attributes)).lowercased().unicodeScalars)
            let name = Array("style".unicodeScalars)
            var position = 0
            while position + name.count <= scalars.count {
                defer { position += 1 }
                guard scalars[position..<(position + name.count)].elementsEqual(name),
                    position == 0 || scalars[position - 1].properties.isWhitespace
                else { continue }
                var at = position + name.count
                while at < scalars.count, scalars[at] == " " { at += 1 }
                guard at < scalars.count, scalars[at] == "=" else { continue }
                at += 1
                while at < scalars.count, scalars[at] == " " { at += 1 }
                guard at < scalars.count else { return "" }
                let quote = scalars[at]
                let quoted = quote == "\"" || quote == "'"
                if quoted { at += 1 }
                var value = String.UnicodeScalarView()
                while at < scalars.count, quoted ? scalars[at] != quote : !scalars[at].properties.isWhitespace {
                    value.append(scalars[at])
                    at += 1
                }
                return String(value)
            }
            return nil
        }

        private func comment(from start: Int) -> Tag {
            var position = start + 4
            while position + 2 < scalars.count {
                if scalars[position] == "-", scalars[position + 1] == "-", scalars[position + 2] == ">" {
                    return Tag(name: "!--", closing: false, selfClosing: true, end: position + 3, style: nil)
                }
                position += 1
            }
            return Tag(name: "!--", closing: false, selfClosing: true, end: scalars.count, style: nil)
        }
    }

    /// The text without `[sound:…]` references, counting them. Searched
    /// byte by byte (Foundation's string search costs a first use more
    /// than the search): the marker and its `]` are ASCII, so a cut there
    /// keeps the rest valid UTF-8.
    static func dropSounds(from text: String, counting media: inout Int) -> String {
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        var start = 0
        var at = 0
        while let marker = firstIndex(of: soundMarker, in: bytes, from: at) {
            guard let end = bytes[(marker + soundMarker.count)...].firstIndex(of: UInt8(ascii: "]")) else { break }
            kept += bytes[start..<marker]
            media += 1
            start = end + 1
            at = start
        }
        guard start > 0 else { return text }
        kept += bytes[start...]
        return String(decoding: kept, as: UTF8.self)
    }

    private static let soundMarker = Array("[sound:".utf8)

    private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= marker.count, start <= bytes.count - marker.count else { return nil }
        for index in start...(bytes.count - marker.count) where bytes[index] == marker[0] {
            if bytes[index..<index + marker.count].elementsEqual(marker) { return index }
        }
        return nil
    }

    /// Formulas as plain math, lines trimmed and made terminal-safe, runs
    /// of white space (no-break spaces included) as one space, empty lines gone.
    private static func finish(_ text: String, droppedMedia: Int, language: Language) -> ReducedText {
        // Lines are parted at line feeds and carriage returns, looked for as bytes.
        let lines = FormulaMarkup.replacingFormulas(in: text, language: language).utf8.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D })
            .compactMap { bytes -> String? in
                let line = String(Substring(bytes)).terminalSafe.collapsingWhiteSpace()
                return line.isEmpty ? nil : line
            }
        return ReducedText(text: lines.joined(separator: "\n"), droppedMedia: droppedMedia)
    }
}

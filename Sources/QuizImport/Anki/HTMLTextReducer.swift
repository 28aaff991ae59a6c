import FoundationEssentials
import QuizPlatform

/// Turns Anki's field HTML into text a terminal can show.
///
/// Anki fields are fragments a WebView renders: inline markup, `<div>` and
/// `<br>` for lines, `&nbsp;` for spaces typed twice, and media a terminal
/// cannot play. Tags go (block tags and `<br>` become line breaks), character
/// references are decoded after the tags are gone (so `&lt;b&gt;` stays the
/// text "<b>"), `<script>` and `<style>` go with their content, media goes and
/// is counted, white space collapses, and what is left is made terminal-safe.
public enum HTMLTextReducer {
    public static func reduce(html: String) -> ReducedText {
        var scanner = Scanner(Array(html.unicodeScalars))
        scanner.run()
        return finish(scanner.output, droppedMedia: scanner.media)
    }

    /// Text that is not HTML (`#html:false` exports): only sound references
    /// go; a "<" is the character the author typed.
    public static func reduce(plain: String) -> ReducedText {
        var media = 0
        let text = dropSounds(from: plain, counting: &media)
        return finish(text, droppedMedia: media)
    }

    private static let blockTags: Set<String> = [
        "div", "p", "li", "ul", "ol", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "hr", "section",
    ]
    private static let mediaTags: Set<String> = ["img", "audio", "video"]
    /// Elements whose content is not text to read: dropped up to their end tag.
    private static let skippedContent: Set<String> = ["script", "style", "audio", "video"]

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

        private mutating func flush() {
            guard !pending.isEmpty else { return }
            output += HTMLEntities.decode(HTMLTextReducer.dropSounds(from: pending, counting: &media))
            pending = ""
        }

        private mutating func take(_ tag: Tag) {
            if HTMLTextReducer.mediaTags.contains(tag.name), !tag.closing { media += 1 }
            if HTMLTextReducer.skippedContent.contains(tag.name), !tag.closing, !tag.selfClosing {
                index = endOfElement(tag.name, from: index)
                return
            }
            if tag.name == "br" || HTMLTextReducer.blockTags.contains(tag.name) {
                output += "\n"
            } else if tag.name == "td" || tag.name == "th" {
                output += " "
            }
        }

        /// Where the text after `</name>` begins; the end of the text when it never closes.
        private func endOfElement(_ name: String, from start: Int) -> Int {
            var position = start
            while position < scalars.count {
                if scalars[position] == "<", let tag = tagAt(position), tag.closing, tag.name == name { return tag.end }
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
            while position < scalars.count, scalars[position].properties.isAlphabetic || ("0"..."9").contains(scalars[position]) {
                name.unicodeScalars.append(scalars[position])
                position += 1
            }
            guard !name.isEmpty, name.unicodeScalars.first!.isASCII else { return nil }
            var quote: Unicode.Scalar?
            while position < scalars.count {
                let scalar = scalars[position]
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == ">" {
                    let selfClosing = position > start && scalars[position - 1] == "/"
                    return Tag(name: name.lowercased(), closing: closing, selfClosing: selfClosing, end: position + 1)
                }
                position += 1
            }
            return nil
        }

        private func comment(from start: Int) -> Tag {
            var position = start + 4
            while position + 2 < scalars.count {
                if scalars[position] == "-", scalars[position + 1] == "-", scalars[position + 2] == ">" {
                    return Tag(name: "!--", closing: false, selfClosing: true, end: position + 3)
                }
                position += 1
            }
            return Tag(name: "!--", closing: false, selfClosing: true, end: scalars.count)
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

    /// Lines trimmed and made terminal-safe, runs of white space (no-break
    /// spaces included) as one space, empty lines gone.
    private static func finish(_ text: String, droppedMedia: Int) -> ReducedText {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).compactMap { line -> String? in
            let words = String(line).terminalSafe.split(whereSeparator: { $0.isWhitespace })
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
        return ReducedText(text: lines.joined(separator: "\n"), droppedMedia: droppedMedia)
    }
}

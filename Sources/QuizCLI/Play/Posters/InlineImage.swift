import FoundationEssentials
import MovieRatingSource

/// The escape sequences that draw a poster in a box of terminal cells.
enum InlineImage {
    /// The sequence for `image` in `protocol`, `columns`×`rows` cells at the
    /// cursor; nil when the protocol cannot take the image as it is (a JPEG
    /// for kitty).
    static func escape(_ image: PosterImage, protocol: ImageProtocol, columns: Int, rows: Int) -> String? {
        guard accepts(image.format, in: `protocol`) else { return nil }
        return switch `protocol` {
        case .inlineImages: iTerm(image.data, columns: columns, rows: rows)
        case .kitty: kitty(png: image.data, columns: columns, rows: rows)
        }
    }

    /// iTerm2 and WezTerm decode JPEG and PNG themselves; kitty takes PNG
    /// (f=100) but a JPEG only as decoded pixels, so a JPEG poster there
    /// stays the framed card.
    static func accepts(_ format: PosterImage.Format, in protocol: ImageProtocol) -> Bool {
        `protocol` == .inlineImages || format == .png
    }

    /// iTerm2's `ESC ] 1337 ; File=…:BASE64 BEL`, sized in cells, the
    /// picture's proportions kept inside them.
    static func iTerm(_ data: Data, columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(data.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
            + data.base64EncodedString() + "\u{07}"
    }

    /// kitty's `ESC _ G a=T,f=100,…;BASE64 ESC \`, in chunks of 4096
    /// characters as its protocol asks (m=1 on all but the last); C=1 keeps
    /// the cursor where it was, q=2 asks for no reply.
    static func kitty(png data: Data, columns: Int, rows: Int) -> String {
        let payload = Array(data.base64EncodedString().utf8)
        var chunks: [String] = []
        var start = 0
        repeat {
            let end = min(start + 4096, payload.count)
            let more = end < payload.count ? 1 : 0
            let control = start == 0 ? "a=T,f=100,c=\(columns),r=\(rows),C=1,q=2,m=\(more)" : "m=\(more)"
            chunks.append("\u{1B}_G\(control);" + String(decoding: payload[start..<end], as: UTF8.self) + "\u{1B}\\")
            start = end
        } while start < payload.count
        return chunks.joined()
    }

    /// `escape` drawn at a cell of the screen (1-based row and column),
    /// the cursor saved before and put back after, so the frame around it
    /// is not disturbed.
    static func placed(_ escape: String, row: Int, column: Int) -> String {
        "\u{1B}7\u{1B}[\(row);\(column)H" + escape + "\u{1B}8"
    }
}

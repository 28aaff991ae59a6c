import Foundation
import MovieRatingSource
import Testing

@testable import QuizCLI

/// The escape sequences that hand a poster to a terminal, byte for byte,
/// from the fixtures of Tests/Fixtures/Posters.
@Suite struct PosterEscapeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../Fixtures/Posters")
    static func image(_ name: String) throws -> PosterImage {
        try #require(PosterImage(data: try Data(contentsOf: fixtures.appending(path: name))))
    }

    @Test func iTermsInlineImageCarriesTheJPEGAsItCame() throws {
        let jpeg = try Self.image("tiny-poster.jpg")
        #expect(jpeg.format == .jpeg && jpeg.data.count == 287)
        let escape = try #require(InlineImage.escape(jpeg, protocol: .inlineImages, columns: 30, rows: 19))
        let header = "\u{1B}]1337;File=inline=1;size=287;width=30;height=19;preserveAspectRatio=1:"
        #expect(escape.hasPrefix(header))
        #expect(escape.hasSuffix("\u{07}"))
        let payload = escape.dropFirst(header.count).dropLast()
        #expect(Data(base64Encoded: String(payload)) == jpeg.data)
        #expect(payload.hasPrefix("/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEj"))
    }

    @Test func kittyTakesThePNGButNotTheJPEG() throws {
        let png = try Self.image("tiny-poster.png")
        let escape = try #require(InlineImage.escape(png, protocol: .kitty, columns: 20, rows: 15))
        #expect(
            escape
                == "\u{1B}_Ga=T,f=100,c=20,r=15,C=1,q=2,m=0;"
                + "iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAFElEQVR42mM8ISfHwMDAxMDAgKAAFEoBCnEwqjgAAAAASUVORK5CYII="
                + "\u{1B}\\")
        #expect(InlineImage.escape(try Self.image("tiny-poster.jpg"), protocol: .kitty, columns: 20, rows: 15) == nil)
    }

    @Test func aLargePNGGoesToKittyInChunks() throws {
        var data = try Self.image("tiny-poster.png").data
        data.append(Data(repeating: 7, count: 5000))
        let escape = InlineImage.kitty(png: data, columns: 4, rows: 3)
        let chunks = escape.components(separatedBy: "\u{1B}\\").dropLast()
        #expect(chunks.count == 2)
        #expect(chunks[0].hasPrefix("\u{1B}_Ga=T,f=100,c=4,r=3,C=1,q=2,m=1;"))
        #expect(chunks[1].hasPrefix("\u{1B}_Gm=0;"))
        let payload = chunks.map { String($0.split(separator: ";", maxSplits: 1)[1]) }.joined()
        #expect(payload.utf8.count == data.base64EncodedString().utf8.count && chunks[0].hasSuffix(payload.prefix(4096).suffix(10)))
        #expect(Data(base64Encoded: payload) == data)
    }

    @Test func theImageIsPlacedWithTheCursorSavedAndRestored() {
        #expect(InlineImage.placed("IMG", row: 2, column: 51) == "\u{1B}7\u{1B}[2;51HIMG\u{1B}8")
    }

    @Test func onlyJPEGAndPNGAreImages() {
        #expect(PosterImage(data: Data("GIF89a".utf8)) == nil)
        #expect(PosterImage(data: Data("<html>".utf8)) == nil)
        #expect(PosterImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]))?.format == .jpeg)
    }
}

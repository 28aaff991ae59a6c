import Foundation
import Testing

@testable import QRCode

/// Our codes read by a real decoder. `Scripts/qr-decode-fixtures.py` turned
/// each rendering in `Tests/Fixtures/QRCode/qr-renderings.json` into an image and decoded
/// it with zxing-cpp (PyPI); `qr-decoded.json` is what it read, with
/// a digest of the rendering it read. This test draws every case again: the
/// rendering must be the one decoded, and the decoder must have read the
/// text back. After a change to the encoder, run the script again
/// (`QRCODE_WRITE_FIXTURES=1 swift test --filter QRFixtureTests` first
/// writes the new renderings).
@Suite struct QRFixtureTests {
    struct Case: Codable, Equatable {
        var name: String
        var text: String
        var version: Int
        var level: String
        var mask: Int
        var style: String
        var lines: [String]
    }

    struct Decoded: Codable {
        var name: String
        var digest: String
        var decoded: String?
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/QRCode")
    static let levels: [(String, QRErrorCorrection)] = [("L", .low), ("M", .medium), ("Q", .quartile), ("H", .high)]

    /// Each version 1 to 10 at each level, filled to its capacity; each mask
    /// once; a join address in every style.
    static func cases() -> [Case] {
        var cases: [Case] = []
        func add(_ name: String, _ text: String, _ level: QRErrorCorrection, mask: Int? = nil, styles: [String] = ["light"]) {
            guard let code = QRCode(bytes: Array(text.utf8), minimumCorrection: level, mask: mask) else { return }
            for style in styles {
                let lines =
                    switch style {
                    case "dark": QRText.halfBlocks(code, glyphsAreDark: true)
                    case "ascii": QRText.ascii(code)
                    default: QRText.halfBlocks(code)
                    }
                let letter = levels.first { $0.1 == code.errorCorrection }!.0
                cases.append(
                    Case(
                        name: "\(name)-\(style)", text: text, version: code.version, level: letter, mask: code.mask, style: style,
                        lines: lines))
            }
        }
        for version in 1...10 {
            for (letter, level) in levels {
                let capacity = (1...300).last { QRCodewords.fits($0, version: version, level: level) }!
                // Printable bytes of every kind, different per case.
                let text = String((0..<capacity).map { Character(UnicodeScalar(UInt8(33 + ($0 * 7 + version * 13) % 94))) })
                add("v\(version)-\(letter)", text, level)
            }
        }
        for mask in 0..<8 { add("mask\(mask)", "https://example.org/quiz?room=MASK\(mask)", .medium, mask: mask) }
        add("join", "http://192.168.1.23:49152/?room=QKXZ", .medium, styles: ["light", "dark", "ascii"])
        add("join-ru", "http://10.0.0.7:8080/?room=ЖУКИ", .quartile)
        return cases
    }

    static func digest(_ lines: [String]) -> String {
        // FNV-1a 64 of the lines joined by newlines: enough to tie a decode to a rendering.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lines.joined(separator: "\n").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    @Test func everyRenderingIsTheOneTheDecoderRead() throws {
        let cases = Self.cases()
        #expect(cases.count == 40 + 8 + 3 + 1)
        #expect(Set(cases.map(\.version)) == Set(1...10) && Set(cases.map(\.mask)) == Set(0..<8))
        let renderings = Self.fixtures.appendingPathComponent("qr-renderings.json")
        if ProcessInfo.processInfo.environment["QRCODE_WRITE_FIXTURES"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(cases).write(to: renderings)
        }
        let committed = try JSONDecoder().decode([Case].self, from: Data(contentsOf: renderings))
        #expect(committed == cases, "the encoder changed: write the renderings and decode them again (see above)")
        let decoded = try JSONDecoder().decode(
            [Decoded].self, from: Data(contentsOf: Self.fixtures.appendingPathComponent("qr-decoded.json")))
        let byName = Dictionary(uniqueKeysWithValues: decoded.map { ($0.name, $0) })
        for item in cases {
            let read = try #require(byName[item.name], "\(item.name) was not decoded")
            #expect(read.digest == Self.digest(item.lines), "\(item.name): decoded from another rendering")
            #expect(read.decoded == item.text, "\(item.name): the decoder read \(read.decoded ?? "nothing")")
        }
    }
}

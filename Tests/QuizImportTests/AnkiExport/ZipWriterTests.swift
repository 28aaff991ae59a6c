import Foundation
import Glibc
import Testing

@testable import QuizImport

/// The zip writer, read back by quizctl's own `ZipArchive` and by unzip.
@Suite struct ZipWriterTests {
    static let modified = Date(timeIntervalSince1970: 1_772_442_007)  // 2026-03-02T09:00:07Z

    /// Writes `bytes` to a temporary file and reads every member back with `ZipArchive`.
    static func readBack(_ bytes: [UInt8]) throws -> [(ZipMember, [UInt8])] {
        let file = FileManager.default.temporaryDirectory.appending(path: "zip-writer-\(UUID().uuidString).zip")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        defer { close(descriptor) }
        let archive = try ZipArchive(descriptor: descriptor)
        return try archive.members().map { member in
            var data: [UInt8] = []
            try archive.extract(member, limit: 1 << 24) { chunk in
                data += chunk
                return 0
            }
            return (member, data)
        }
    }

    @Test func membersReadBackStoredAndDeflated() throws {
        let text = Array(String(repeating: "Bonjour, le monde! ", count: 500).utf8)
        var random = SplitMix64Bytes(seed: 7)
        let noise = (0..<70_000).map { _ in random.next() }
        var zip = ZipWriter(modified: Self.modified)
        try zip.add("collection.anki2", text, method: .deflate)
        try zip.add("media", Array("{}".utf8), method: .stored)
        try zip.add("noise", noise, method: .deflate)
        try zip.add("empty", [], method: .deflate)
        try zip.add("café/ü.txt", Array("ü".utf8), method: .stored)
        let members = try Self.readBack(zip.finish())
        #expect(members.map(\.0.name) == ["collection.anki2", "media", "noise", "empty", "café/ü.txt"])
        #expect(members.map(\.0.method) == [8, 0, 8, 8, 0])
        #expect(members[0].1 == text)
        #expect(members[0].0.compressedSize < 200, "repeated text deflates")
        #expect(members[1].1 == Array("{}".utf8))
        #expect(members[2].1 == noise)
        #expect(members[3].1.isEmpty)
        #expect(members[4].1 == Array("ü".utf8))
    }

    @Test func theSameMembersMakeTheSameBytes() throws {
        func archive() throws -> [UInt8] {
            var zip = ZipWriter(modified: Self.modified)
            try zip.add("a", Array("alpha".utf8), method: .deflate)
            try zip.add("b", Array("beta".utf8), method: .stored)
            return try zip.finish()
        }
        #expect(try archive() == archive())
    }

    /// unzip, another reader, checks every CRC and shows the UTC time written.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip")))
    func unzipTestsTheArchiveAndShowsItsTime() throws {
        var zip = ZipWriter(modified: Self.modified)
        try zip.add("collection.anki2", Array(repeating: 42, count: 10_000), method: .deflate)
        try zip.add("media", Array("{}".utf8), method: .stored)
        let file = FileManager.default.temporaryDirectory.appending(path: "zip-writer-\(UUID().uuidString).zip")
        try Data(zip.finish()).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let test = Process()
        test.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        test.arguments = ["-tq", file.path]
        test.standardOutput = FileHandle.nullDevice
        try test.run()
        test.waitUntilExit()
        #expect(test.terminationStatus == 0)
        let list = Process()
        let output = Pipe()
        list.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        list.arguments = ["-l", file.path]
        list.standardOutput = output
        try list.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        list.waitUntilExit()
        #expect(text.contains("2026-03-02 09:00   collection.anki2") || text.contains("03-02-2026 09:00   collection.anki2"), "\(text)")
    }
}

/// Bytes that do not deflate, the same in every run.
private struct SplitMix64Bytes {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt8 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: z ^ (z >> 31))
    }
}

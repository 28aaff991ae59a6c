import Foundation
import Glibc
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// The unpacking of Anki packages: a program's output goes to a file, up to
/// a cap; its exit status and its own words come back.
@Suite struct CappedOutputTests {
    let folder = TestData.temporaryFolder()

    private func run(_ script: String, limit: Int = 1 << 20) throws -> (outcome: CappedOutput.Outcome, written: Data?) {
        let destination = folder.appending(path: "out-\(UUID().uuidString)").path
        let outcome = try CappedOutput(executable: "/bin/sh", arguments: ["-c", script], limit: limit).run(into: destination)
        return (outcome, FileManager.default.contents(atPath: destination))
    }

    @Test func theOutputIsWrittenWholeToAPrivateFile() throws {
        // 300 KB, more than one read of the pipe.
        let (outcome, written) = try run("head -c 300000 /dev/zero | tr '\\0' 'x'; printf end")
        #expect(outcome == .finished(status: 0, errors: ""))
        #expect(written == Data(repeating: UInt8(ascii: "x"), count: 300_000) + Data("end".utf8))
        let destination = folder.appending(path: "private").path
        _ = try CappedOutput(executable: "/bin/sh", arguments: ["-c", "true"], limit: 10).run(into: destination)
        var info = stat()
        #expect(stat(destination, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func aFailureComesWithItsStatusAndItsWords() throws {
        let (outcome, _) = try run("echo partial; echo 'unzip: cannot find zipfile' >&2; exit 9")
        #expect(outcome == .finished(status: 9, errors: "unzip: cannot find zipfile\n"))
    }

    @Test func outputPastTheCapStopsTheProgram() throws {
        // Endless output: only the cap ends it, and `.tooLarge` says it did, however busy the machine.
        let (outcome, written) = try run("yes", limit: 100_000)
        #expect(outcome == .tooLarge)
        #expect((written?.count ?? 0) <= 100_000)
    }

    @Test func aProgramThatCannotStartOrAFileThatExistsIsAnError() throws {
        let destination = folder.appending(path: "taken").path
        _ = FileManager.default.createFile(atPath: destination, contents: Data("mine".utf8))
        #expect(throws: CappedOutputError.self) {
            try CappedOutput(executable: "/bin/sh", arguments: ["-c", "echo x"], limit: 10).run(into: destination)
        }
        #expect(FileManager.default.contents(atPath: destination) == Data("mine".utf8))
        #expect(throws: CappedOutputError.self) {
            try CappedOutput(executable: "/nonexistent/unzip", arguments: [], limit: 10).run(into: destination + "-2")
        }
    }
}

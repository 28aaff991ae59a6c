import Foundation
import Testing

/// What saving a scripted offline game asks of the system, as `strace`
/// sees it: no thread at all, and no fsync for the game and its statistics
/// (one commit to quizctl.db's WAL with `synchronous = NORMAL`: the WAL is
/// synced at its checkpoints, some thirty saves apart), its review events
/// included: they are saved in the same commit.
@Suite(.enabled(if: ShellProcess.find("strace") != nil, "needs strace"))
struct SaveSyscallsEndToEndTests {
    static let game = ["play", "classic", "--offline", "--count", "3", "--seed", "1", "--json", "--delay", "0"]
    static let answers = "1\n2\n1\n"

    @Test func anOfflineGameStartsNoThreadAndFsyncsNothing() async throws {
        let quizctl = QuizctlProcess()
        let trace = FileManager.default.temporaryDirectory.appending(path: "quizctl-strace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: trace) }
        let strace = try #require(ShellProcess.find("strace"))
        // Waiting on the two runs holds a thread of its own, not one of the pool's few.
        let (first, status, stderr) = try await OffThePool.run {
            // The first game creates the files; a new file's folder is fsynced once, when it is created.
            let first = try quizctl.run(Self.game, input: Self.answers)
            let traced = try ShellProcess.run(
                strace,
                [
                    "-f", "-qq", "-y", "-e", "trace=clone,clone3,fork,vfork,fsync,fdatasync,syncfs", "-o", trace.path,
                    QuizctlProcess.executable.path,
                ] + Self.game,
                environment: quizctl.environment, input: Self.answers)
            return (first.status, traced.status, traced.stderr)
        }
        #expect(first == 0)
        #expect(status == 0, "\(stderr)")
        let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        #expect(calls.filter { $0.contains("clone") || $0.contains("fork") }.isEmpty, "\(calls)")
        let synced = calls.filter { $0.contains("sync") }.map { call in
            // `fsync(5</folder/quizctl.db-wal>) = 0`: the file's name.
            let path = call.split(separator: "<").dropFirst().first?.split(separator: ">").first ?? ""
            return path.split(separator: "/").last.map(String.init) ?? ""
        }
        #expect(synced.isEmpty, "\(calls)")
    }
}

import Foundation
import Subprocess
import Testing

/// The spawn-and-wait primitive plugins and the network helper run on.
@Suite struct ChildProcessTests {
    static func shell(_ script: String, outputLimit: Int = 1 << 20, timeout: Duration = .seconds(10)) -> ChildProcess {
        ChildProcess(executable: "/bin/sh", arguments: ["-c", script], outputLimit: outputLimit, timeout: timeout)
    }

    @Test func itCollectsStdoutStderrAndTheExitStatus() throws {
        let outcome = try Self.shell("printf out; printf err >&2; exit 3").runBlocking().get()
        #expect(outcome.ending == .exited(3))
        #expect(outcome.output == Array("out".utf8))
        #expect(outcome.errorOutput == Array("err".utf8))
    }

    /// The child's own CPU time comes back with its answer: a busy child
    /// shows it, one that sleeps does not.
    @Test func itReportsTheChildsCPUTime() throws {
        let busy = try Self.shell("i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done").runBlocking().get()
        #expect(busy.cpuTime > .milliseconds(100), "a busy loop used \(busy.cpuTime)")
        let sleeping = try Self.shell("sleep 0.5").runBlocking().get()
        #expect(sleeping.cpuTime < .milliseconds(50), "sleeping used \(sleeping.cpuTime)")
    }

    @Test func stdinIsEmpty() throws {
        let outcome = try Self.shell("wc -c").runBlocking().get()
        #expect(String(decoding: outcome.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test func aSignalIsReported() throws {
        #expect(try Self.shell("kill -TERM $$").runBlocking().get().ending == .killedBySignal(SIGTERM))
    }

    /// A program still open for writing (just installed, or held by a
    /// process forked meanwhile) is "text file busy" for a moment: it runs
    /// once the writer lets go.
    @Test func aProgramBusyForAMomentStillStarts() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "quizctl-busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appending(path: "busy").path
        let writer = open(program, O_WRONLY | O_CREAT | O_CLOEXEC, 0o755)
        try #require(writer >= 0)
        let script = Array("#!/bin/sh\necho ready\n".utf8)
        _ = script.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        Thread.detachNewThread {
            usleep(150_000)
            close(writer)
        }
        let outcome = try ChildProcess(executable: program, outputLimit: 100, timeout: .seconds(5)).runBlocking().get()
        #expect(outcome.output == Array("ready\n".utf8))
    }

    @Test func aMissingProgramCannotStart() {
        let child = ChildProcess(executable: "/nonexistent/program", outputLimit: 10, timeout: .seconds(1))
        #expect(child.runBlocking() == .failure(SpawnError(code: ENOENT)))
    }

    @Test func theDeadlineKillsTheWholeGroup() throws {
        let marker = FileManager.default.temporaryDirectory.appending(path: "child-\(UUID().uuidString)")
        // `.timedOut`, not the script's end, is the proof that the deadline ended it.
        let outcome = try Self.shell("(sleep 2; touch '\(marker.path)') & sleep 60", timeout: .seconds(1)).runBlocking().get()
        #expect(outcome.ending == .timedOut)
        Thread.sleep(forTimeInterval: 2.5)
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func outputOverTheCapStopsTheChild() throws {
        let outcome = try Self.shell("yes", outputLimit: 100_000).runBlocking().get()
        #expect(outcome.ending == .outputTooLarge)
        #expect(outcome.output.count <= 100_000 + 64 * 1024)
    }

    @Test func standardErrorIsCappedButDrained() throws {
        let child = ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "head -c 1000000 /dev/zero >&2; echo done"], outputLimit: 100, errorLimit: 10,
            timeout: .seconds(10))
        let outcome = try child.runBlocking().get()
        #expect(outcome.ending == .exited(0) && outcome.output == Array("done\n".utf8) && outcome.errorOutput.count == 10)
    }

    /// Waiting sleeps in `poll`: a child that says nothing for a second costs
    /// the waiting thread almost no CPU.
    @Test func waitingCostsNoCPU() throws {
        let before = Self.threadCPUTime()
        let outcome = try Self.shell("sleep 5", timeout: .seconds(1)).runBlocking().get()
        let used = Self.threadCPUTime() - before
        #expect(outcome.ending == .timedOut)
        #expect(used < 0.05, "waiting used \(used) s of CPU")
    }

    /// CPU seconds the calling thread has used.
    static func threadCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

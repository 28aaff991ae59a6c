import CSpawn
@preconcurrency import Glibc

/// Takes a chunk of a child's standard output; false refuses it and ends the run.
public typealias OutputSink = @Sendable (UnsafeRawBufferPointer) -> Bool

/// One program run to its end, or to a deadline, with what it printed.
///
/// Foundation's `Process` lets a child inherit every descriptor the parent
/// has open without close-on-exec, and keeps the parent's controlling
/// terminal; a plugin could then hold our pipes open for ever or write
/// escape sequences straight to /dev/tty. Here the child is started by
/// `cspawn_start` (CSpawn.h) so that it gets exactly three descriptors
/// (stdin from /dev/null or the one given, stdout and stderr to pipes; every
/// other one is closed, and our pipes are close-on-exec besides), in a
/// session of its own (`setsid`), so it has no controlling terminal and
/// leads a process group its whole family shares, and with
/// `PR_SET_PDEATHSIG`: a `kill -9` of quizctl kills it too.
///
/// That group is killed with SIGKILL whenever the run ends: at the
/// deadline, when stdout passes its cap, and right after the child exits,
/// so a background grandchild still holding the pipes cannot keep us
/// waiting. The exit of the child is the end of its answer.
///
/// Waiting costs no CPU: one `poll` sleeps on both pipes and on a pidfd
/// that becomes readable when the child ends.
public struct ChildProcess: Sendable {
    /// The program's path; nothing is looked up on PATH.
    public var executable: String
    public var arguments: [String]
    /// A descriptor the child reads as stdin; nil gives it /dev/null.
    public var standardInput: Int32?
    /// Standard output larger than this ends the run as `.outputTooLarge`.
    public var outputLimit: Int
    /// Standard error kept; the rest is read and dropped.
    public var errorLimit: Int
    public var timeout: Duration

    public init(
        executable: String, arguments: [String] = [], standardInput: Int32? = nil, outputLimit: Int, errorLimit: Int = 16 * 1024,
        timeout: Duration
    ) {
        self.executable = executable
        self.arguments = arguments
        self.standardInput = standardInput
        self.outputLimit = outputLimit
        self.errorLimit = errorLimit
        self.timeout = timeout
    }

    /// Runs the program on a thread of its own (the wait blocks), so the
    /// caller's task only suspends. Not on Dispatch's global queue: on Linux
    /// its pool grows only when a monitor notices blocked threads, and a few
    /// waits at once could hold other work (and each other) back for seconds.
    public func run() async -> Result<ChildOutcome, SpawnError> {
        await withCheckedContinuation { continuation in
            DetachedThread.start { continuation.resume(returning: runBlocking()) }
        }
    }

    /// Runs the program with its standard output handed to `sink` chunk by
    /// chunk as it comes (nothing of it is kept), so a download of any size
    /// streams to a file. `sink` runs on the waiting thread; returning false
    /// kills the group and ends the run as `.outputTooLarge`.
    public func run(streamingOutputTo sink: @escaping OutputSink) async -> Result<ChildOutcome, SpawnError> {
        await withCheckedContinuation { continuation in
            DetachedThread.start { continuation.resume(returning: runBlocking(outputSink: sink)) }
        }
    }

    /// Runs the program and blocks the calling thread until the run ends.
    public func runBlocking() -> Result<ChildOutcome, SpawnError> {
        runBlocking(outputSink: nil)
    }

    /// `run(streamingOutputTo:)` on the calling thread, which it blocks:
    /// for a caller that has nothing else to do meanwhile.
    public func runBlocking(streamingOutputTo sink: @escaping OutputSink) -> Result<ChildOutcome, SpawnError> {
        runBlocking(outputSink: sink)
    }

    private func runBlocking(outputSink: OutputSink?) -> Result<ChildOutcome, SpawnError> {
        let deadline = ContinuousClock.now + timeout
        let child: SpawnedChild
        switch SpawnedChild.spawn(executable, arguments: arguments, standardInput: standardInput) {
        case .success(let spawned): child = spawned
        case .failure(let error): return .failure(error)
        }
        defer { child.closeDescriptors() }
        var pipes = PipeReader(
            output: child.output, errors: child.errors, outputLimit: outputLimit, errorLimit: errorLimit, outputSink: outputSink)
        var ending: ChildEnding
        while true {
            let remaining = deadline - .now
            guard remaining > .zero else {
                ending = .timedOut
                break
            }
            let event = pipes.waitOnce(alsoWatching: child.exitDescriptor, for: remaining)
            if pipes.outputTooLarge {
                ending = .outputTooLarge
                break
            }
            if event == .watchedReady || (child.exitDescriptor < 0 && child.hasExited()) {
                // The child is a zombie until reaped, so its pid (the group's
                // id) cannot have been reused: killing the group is safe.
                child.killGroup()
                pipes.drainWhatIsReady()
                let (exit, cpuTime) = child.reap()
                return .success(ChildOutcome(ending: exit, output: pipes.outputBytes, errorOutput: pipes.errorBytes, cpuTime: cpuTime))
            }
        }
        child.killGroup()
        let cpuTime = child.reap().cpuTime
        return .success(ChildOutcome(ending: ending, output: pipes.outputBytes, errorOutput: pipes.errorBytes, cpuTime: cpuTime))
    }
}

import CSpawn
@preconcurrency import Glibc

/// A child just spawned: its pid, the read ends of its pipes and a pidfd.
struct SpawnedChild {
    let pid: pid_t
    let output: Int32
    let errors: Int32
    /// Readable once the child has ended; -1 where pidfd_open is missing
    /// (then `hasExited` asks instead).
    let exitDescriptor: Int32

    /// Starts `executable` in a new session with stdin, stdout and stderr
    /// only, killed by the kernel if this thread (and so quizctl) dies
    /// first (see `ChildProcess` and `cspawn_start`).
    static func spawn(_ executable: String, arguments: [String], standardInput: Int32?) -> Result<SpawnedChild, SpawnError> {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe2(&outputPipe, O_CLOEXEC) == 0 else { return .failure(SpawnError(code: errno)) }
        guard pipe2(&errorPipe, O_CLOEXEC) == 0 else {
            let code = errno
            for descriptor in outputPipe { close(descriptor) }
            return .failure(SpawnError(code: code))
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var status = cspawn_start(executable, argv, environ, standardInput ?? -1, outputPipe[1], errorPipe[1])
        // "Text file busy": a program just written is still open for writing
        // in a process another thread forked meanwhile (until its exec closes
        // it), or its installer has not closed it yet. Both pass in moments.
        for _ in 0..<20 where status == -ETXTBSY {
            usleep(25_000)
            status = cspawn_start(executable, argv, environ, standardInput ?? -1, outputPipe[1], errorPipe[1])
        }
        close(outputPipe[1])
        close(errorPipe[1])
        guard status > 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            return .failure(SpawnError(code: -status))
        }
        return .success(SpawnedChild(pid: status, output: outputPipe[0], errors: errorPipe[0], exitDescriptor: pidfd_open(status, 0)))
    }

    /// Whether the child has ended, without reaping it (for want of a pidfd).
    func hasExited() -> Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
        return info._sifields._kill.si_pid != 0
    }

    /// SIGKILL to the child's whole process group (its id is the child's pid).
    func killGroup() {
        kill(-pid, SIGKILL)
    }

    /// Waits for the child's end and says how it ended and the CPU time it used.
    func reap() -> (ending: ChildEnding, cpuTime: Duration) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return (.killedBySignal(SIGKILL), .zero) }
        }
        let cpuTime = Self.duration(usage.ru_utime) + Self.duration(usage.ru_stime)
        let signal = status & 0x7F
        return (signal == 0 ? .exited((status >> 8) & 0xFF) : .killedBySignal(signal), cpuTime)
    }

    private static func duration(_ time: timeval) -> Duration {
        .seconds(time.tv_sec) + .microseconds(time.tv_usec)
    }

    func closeDescriptors() {
        close(output)
        close(errors)
        if exitDescriptor >= 0 { close(exitDescriptor) }
    }
}

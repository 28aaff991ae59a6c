/// How a run ended.
public enum ChildEnding: Sendable, Equatable {
    /// The child exited with this status.
    case exited(Int32)
    /// The child was ended by this signal (not by us).
    case killedBySignal(Int32)
    /// The deadline passed; the group was killed.
    case timedOut
    /// Standard output passed its cap, or its sink refused it; the group was killed.
    case outputTooLarge
}

/// What a run gave: how it ended, what the child printed until then, and
/// the CPU time it used.
public struct ChildOutcome: Sendable, Equatable {
    public var ending: ChildEnding
    public var output: [UInt8]
    public var errorOutput: [UInt8]
    /// User plus system time of the child (from `wait4`): what waiting on a
    /// slow peer cost, measured without a tool around the child.
    public var cpuTime: Duration

    public init(ending: ChildEnding, output: [UInt8], errorOutput: [UInt8], cpuTime: Duration = .zero) {
        self.ending = ending
        self.output = output
        self.errorOutput = errorOutput
        self.cpuTime = cpuTime
    }
}

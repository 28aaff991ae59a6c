/// How a run ended.
public enum ChildEnding: Sendable, Equatable {
    /// The child exited with this status.
    case exited(Int32)
    /// The child was ended by this signal (not by us).
    case killedBySignal(Int32)
    /// The deadline passed; the group was killed.
    case timedOut
    /// Standard output passed its cap; the group was killed.
    case outputTooLarge
}

/// What a run gave: how it ended and what the child printed until then.
public struct ChildOutcome: Sendable, Equatable {
    public var ending: ChildEnding
    public var output: [UInt8]
    public var errorOutput: [UInt8]

    public init(ending: ChildEnding, output: [UInt8], errorOutput: [UInt8]) {
        self.ending = ending
        self.output = output
        self.errorOutput = errorOutput
    }
}

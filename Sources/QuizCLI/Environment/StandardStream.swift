@preconcurrency import Glibc

/// The three standard streams, as the terminal value names them.
enum StandardStream: Sendable, Hashable, CaseIterable {
    case input, output, error

    /// The descriptor of this stream in the live process.
    var descriptor: Int32 {
        switch self {
        case .input: STDIN_FILENO
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }
}

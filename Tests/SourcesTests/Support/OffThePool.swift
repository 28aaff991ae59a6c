import Foundation

/// Runs blocking work (waiting on a child process, polling a file, a long
/// generation) on a thread of its own, so it does not hold one of the few
/// threads of Swift's cooperative pool: on a two-core machine two such tests
/// would stall every async test running beside them.
enum OffThePool {
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.start()
        }
    }
}

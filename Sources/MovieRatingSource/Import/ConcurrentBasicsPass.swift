import Dispatch
import FoundationEssentials
import Subprocess
import Synchronization

/// Runs the basics pass on a thread of its own, started before the ratings
/// pass, so that both files are decompressed at once: the import then takes
/// about as long as the larger file alone.
///
/// Until the ratings pass hands over the candidates, the thread keeps only
/// the lines that could matter (movies, and lines it cannot vouch for) —
/// about one in ten of IMDb's file — up to `HeldBasicsLines.capacity`, then
/// waits; it parses them once it has the candidates. Every line is still
/// checked, in order, exactly as the sequential pass checks it.
final class ConcurrentBasicsPass: Sendable {
    private struct State {
        var candidates: CandidateIndex?
        var cancelled = false
        var result: Result<[Movie], any Error>?
    }

    private struct Cancelled: Error {}

    private let path: String
    private let state = Mutex(State())
    private let candidatesGiven = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(path: String) {
        self.path = path
        DetachedThread.start(stackSize: 1 << 20) { [self] in
            let result = Result { try self.read() }
            self.state.withLock { $0.result = result }
            self.finished.signal()
        }
    }

    /// The movies among `candidates`: hands them to the thread and waits for it.
    func movies(among candidates: CandidateIndex) throws -> [Movie] {
        state.withLock { $0.candidates = candidates }
        candidatesGiven.signal()
        finished.wait()
        return try state.withLock { $0.result! }.get()
    }

    /// Stops the thread when the ratings pass failed.
    func cancel() {
        state.withLock { $0.cancelled = true }
        candidatesGiven.signal()
        finished.wait()
    }

    private func read() throws -> [Movie] {
        var pass = BasicsPass(path: path)
        var candidates: CandidateIndex?
        var held = HeldBasicsLines()
        func takeHeld(_ given: CandidateIndex) throws {
            try held.drain { line, number in try pass.take(line, number: number, candidates: given) }
        }
        try TSVLineReader(path: path).forEachLine { number, line in
            if try pass.takeHeader(line) { return }
            if let candidates {
                try pass.take(line, number: number, candidates: candidates)
                return
            }
            // Looked at every few thousand lines: a lock per line would cost more than the line.
            // With no room left to hold the line, wait for the ratings pass instead.
            let mayMatter = pass.mayMatter(line, number: number)
            let full = mayMatter && held.isFull(for: line)
            if number % 4096 == 0 || full {
                if full { candidatesGiven.wait() }
                let (given, cancelled) = state.withLock { ($0.candidates, $0.cancelled) }
                if cancelled { throw Cancelled() }
                if let given {
                    candidates = given
                    try takeHeld(given)
                    try pass.take(line, number: number, candidates: given)
                    return
                }
            }
            if mayMatter { held.append(line, number: number) }
        }
        if candidates == nil {
            candidatesGiven.wait()
            let (given, cancelled) = state.withLock { ($0.candidates, $0.cancelled) }
            guard let given, !cancelled else { throw Cancelled() }
            try takeHeld(given)
        }
        return try pass.movies()
    }
}

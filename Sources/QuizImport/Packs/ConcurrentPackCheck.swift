import DataFiles
import Dispatch
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform
import Synchronization

/// Reads and checks the entries of a plain JSON pack (`CheckedPackEntry`)
/// on a thread of its own, while the caller places the entries checked
/// before (looks them up among the saved questions and writes them): on
/// two cores an import of a hundred thousand questions then takes about
/// as long as reading and checking them, not that and writing them.
///
/// The entries come in file order, a batch at a time, and at most
/// `batchesAhead` batches wait: memory stays at a thousand entries or so
/// however long the pack. A plain POSIX thread: Foundation's `Thread`
/// touched 1.4 MB more of the program and its libraries.
final class ConcurrentPackCheck: Sendable {
    private struct State {
        var batches: [[CheckedPackEntry]] = []
        /// What the walk returned (`JSONPackStream.forEachEntry`) or threw.
        var end: Result<Bool, any Error>?
        var cancelled = false
    }

    private let state = Mutex(State())
    /// Signalled for each batch handed over, and once more at the end.
    private let handed = DispatchSemaphore(value: 0)
    /// Counts the batches that may still be handed over without waiting.
    /// Made at zero and raised in `init`: libdispatch kills a process that
    /// frees a semaphore whose count is below the one it was made with,
    /// which a caller that stops early leaves when the thread ran ahead.
    private let room = DispatchSemaphore(value: 0)
    static let batchSize = 256
    static let batchesAhead = 4

    private init() {
        for _ in 0..<Self.batchesAhead { room.signal() }
    }

    /// Calls `body` with each entry of the pack in `file`, read and checked,
    /// in order, until it returns false; then returns what the walk did
    /// (`JSONPackStream.forEachEntry`: false when the file is not in the
    /// plain shape or `body` returned false), or throws what it threw. The
    /// thread reads the file alone, and has ended when this returns.
    static func forEachEntry(in file: OpenFile, _ body: (CheckedPackEntry) -> Bool) throws -> Bool {
        let check = ConcurrentPackCheck()
        let walk = Unmanaged.passRetained(Walk(check: check, file: file)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Walk>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, walk)
        guard started == 0 else {
            // No thread to be had: the same walk, one entry after the other.
            Unmanaged<Walk>.fromOpaque(walk).release()
            let builder = QuestionBuilder()
            return try JSONPackStream(file: file).forEachEntry { bytes, line in
                body(CheckedPackEntry(bytes, line: line, builder: builder))
            }
        }
        defer {
            check.state.withLock { $0.cancelled = true }
            // A thread waiting for room wakes, sees it is cancelled and stops.
            check.room.signal()
            pthread_join(thread, nil)
        }
        return try check.take(body)
    }

    /// The caller's side: batches taken in order until `body` stops or the walk ends.
    private func take(_ body: (CheckedPackEntry) -> Bool) throws -> Bool {
        while true {
            handed.wait()
            let (batch, end) = state.withLock { state -> ([CheckedPackEntry]?, Result<Bool, any Error>?) in
                state.batches.isEmpty ? (nil, state.end) : (state.batches.removeFirst(), nil)
            }
            guard let batch else { return try end?.get() ?? false }
            room.signal()
            for entry in batch {
                guard body(entry) else { return false }
            }
        }
    }

    /// Hands a batch over, waiting for room; false when the caller stopped.
    private func hand(_ batch: [CheckedPackEntry]) -> Bool {
        room.wait()
        let handedOver = state.withLock { state in
            guard !state.cancelled else { return false }
            state.batches.append(batch)
            return true
        }
        if handedOver { handed.signal() }
        return handedOver
    }

    /// What the thread runs: the walk, the entries handed over in batches.
    private final class Walk {
        let check: ConcurrentPackCheck
        let file: OpenFile

        init(check: ConcurrentPackCheck, file: OpenFile) {
            self.check = check
            self.file = file
        }

        func run() {
            let builder = QuestionBuilder()
            var batch: [CheckedPackEntry] = []
            batch.reserveCapacity(ConcurrentPackCheck.batchSize)
            let end = Result {
                try JSONPackStream(file: file).forEachEntry { bytes, line in
                    let entry = CheckedPackEntry(bytes, line: line, builder: builder)
                    batch.append(entry)
                    if case .notPlain = entry { return false }
                    guard batch.count == ConcurrentPackCheck.batchSize else { return true }
                    defer {
                        batch = []
                        batch.reserveCapacity(ConcurrentPackCheck.batchSize)
                    }
                    return check.hand(batch)
                }
            }
            if !batch.isEmpty { _ = check.hand(batch) }
            check.state.withLock { $0.end = end }
            check.handed.signal()
        }
    }
}

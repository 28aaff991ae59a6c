import Foundation
import Synchronization

/// Reads and checks the entries of a plain JSON pack (`CheckedPackEntry`)
/// on a thread of its own, while the caller places the entries checked
/// before (looks them up among the saved questions and writes them): on
/// two cores an import of a hundred thousand questions then takes about
/// as long as reading and checking them, not that and writing them.
///
/// The entries come in file order, a batch at a time, and at most
/// `batchesAhead` batches wait: memory stays at a thousand entries or so
/// however long the pack. The thread alone reads the file until `forEachEntry`
/// returns, which waits for it to stop.
final class ConcurrentPackCheck: Sendable {
    private struct State {
        var batches: [[CheckedPackEntry]] = []
        /// What the walk returned (`JSONPackStream.forEachEntry`) or threw.
        var end: Result<Bool, any Error>?
        var cancelled = false
    }

    /// The pack file, read by the thread only (the caller reads its stamp
    /// before `init` and after `forEachEntry`, when the thread is done with it).
    private struct Pack: @unchecked Sendable {
        let file: OpenFile
    }

    private let state = Mutex(State())
    /// Signalled for each batch handed over, and once more at the end.
    private let handed = DispatchSemaphore(value: 0)
    /// Counts the batches that may still be handed over without waiting.
    private let room = DispatchSemaphore(value: ConcurrentPackCheck.batchesAhead)
    private let finished = DispatchSemaphore(value: 0)
    static let batchSize = 256
    static let batchesAhead = 4

    init(file: OpenFile) {
        let pack = Pack(file: file)
        let thread = Thread { [self] in
            let builder = QuestionBuilder()
            var batch: [CheckedPackEntry] = []
            batch.reserveCapacity(Self.batchSize)
            let end = Result {
                try JSONPackStream(file: pack.file).forEachEntry { bytes, line in
                    let entry = CheckedPackEntry(bytes, line: line, builder: builder)
                    batch.append(entry)
                    if case .notPlain = entry { return false }
                    guard batch.count == Self.batchSize else { return true }
                    defer {
                        batch = []
                        batch.reserveCapacity(Self.batchSize)
                    }
                    return self.hand(batch)
                }
            }
            if !batch.isEmpty { _ = self.hand(batch) }
            self.state.withLock { $0.end = end }
            self.handed.signal()
            self.finished.signal()
        }
        thread.stackSize = 1 << 21
        thread.start()
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

    /// Calls `body` with each entry, in order, until it returns false; then
    /// returns what the walk did (`JSONPackStream.forEachEntry`: false when
    /// the file is not in the plain shape or `body` returned false), or
    /// throws what it threw. The thread has stopped when this returns.
    func forEachEntry(_ body: (CheckedPackEntry) -> Bool) throws -> Bool {
        defer {
            state.withLock { $0.cancelled = true }
            // A thread waiting for room wakes, sees it is cancelled and stops.
            room.signal()
            finished.wait()
        }
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
}

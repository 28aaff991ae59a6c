import FoundationEssentials
@preconcurrency import Glibc

/// The entries of an index being rebuilt, gathered in sorted runs of half
/// a megabyte: each full run is sorted and spilled to an unnamed temporary
/// file beside the index, and the runs are merged as the index is written
/// (16 KB of each run at a time). A rebuild of a million games' index
/// (16 MB) holds about a megabyte of entries at a time.
final class HistoryIndexRuns {
    /// Entries per run: half a megabyte.
    private let runLength: Int
    private let index: URL
    private var buffer: [HistoryIndex.Entry] = []
    private var spill: OpenFile?
    /// Where each spilled run starts in `spill`, and its length, in entries.
    private var runs: [(start: Int, count: Int)] = []
    private var spilled = 0

    init(beside index: URL, runLength: Int = 1 << 15) {
        self.index = index
        self.runLength = runLength
    }

    func add(_ entry: HistoryIndex.Entry) throws {
        buffer.append(entry)
        if buffer.count == runLength { try spillBuffer() }
    }

    /// Every entry added, merged in order with the sorted `others`.
    func merge(with others: [HistoryIndexCursor], into add: (HistoryIndex.Entry) throws -> Void) throws {
        if !runs.isEmpty, !buffer.isEmpty { try spillBuffer() }
        buffer.sort()
        var cursors = others
        if let spill {
            cursors += runs.map { HistoryIndexCursor(file: spill, at: $0.start * HistoryIndex.entrySize, count: $0.count) }
        } else {
            cursors.append(HistoryIndexCursor(entries: buffer))
        }
        for slot in cursors.indices { try cursors[slot].fill() }
        while true {
            var smallest: Int?
            for slot in cursors.indices {
                guard let entry = cursors[slot].current else { continue }
                if let best = smallest, let current = cursors[best].current, current <= entry { continue }
                smallest = slot
            }
            guard let smallest, let entry = cursors[smallest].current else { return }
            try add(entry)
            try cursors[smallest].advance()
        }
    }

    private func spillBuffer() throws {
        buffer.sort()
        do throws(SystemCallError) {
            let file: OpenFile
            if let spill {
                file = spill
            } else {
                file = try unnamedFile()
            }
            spill = file
            try file.write(Data(HistoryIndex.encode(buffer)), at: spilled * HistoryIndex.entrySize)
        } catch {
            throw PersistenceError.cannotWrite(index, error)
        }
        runs.append((spilled, buffer.count))
        spilled += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// A file beside the index, unlinked at once: nothing is left behind
    /// whenever the process is killed (in the instant between, the name is
    /// a temporary's, which the next writer removes).
    private func unnamedFile() throws(SystemCallError) -> OpenFile {
        let folder = index.deletingLastPathComponent().path
        let path = "\(folder)/.\(index.lastPathComponent).runs.tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        let file = try OpenFile(path: path, flags: O_RDWR | O_CREAT | O_EXCL)
        unlink(path)
        return file
    }
}

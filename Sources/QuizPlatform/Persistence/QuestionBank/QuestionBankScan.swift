import FoundationEssentials

/// Reads questions.json and its journal once, decoding every question, and
/// lists the live ones in order: the bank's index, built when the cached one
/// is stale.
///
/// The journal is replayed onto the base: an added question whose id is
/// already there is skipped and a removal of an id that is not there does
/// nothing, so replaying a journal already folded into the base (a
/// compaction cut short before the journal was emptied) changes nothing.
struct QuestionBankScan {
    let base: OpenFile?
    let journal: OpenFile?
    let stamp: BankStamp
    static let chunkSize = 1 << 16

    enum Failure: Error {
        /// questions.json is not a bank: it must be moved aside.
        case undecodableBase
        case system(SystemCallError)
    }

    /// The index of the bank, written to `url` when it can be: streamed
    /// from questions.json and the journal into the index file
    /// (`QuestionBankJournalReplay`), so indexing a million questions holds
    /// a chunk of them. In a folder where it cannot be written, the index is
    /// scanned into memory.
    func index(writingTo url: URL) throws(Failure) -> QuestionBankIndex {
        let decoder = JSONCoding.decoder()
        do {
            var replay: QuestionBankJournalReplay?
            if let journal, stamp.journal.size > 0 {
                replay = QuestionBankJournalReplay(journal: journal, size: Int(stamp.journal.size), decoder: decoder)
                try replay?.readIDs()
            }
            let unreadable = replay?.unreadableLines ?? 0
            let written = try QuestionBankIndex.write(to: url, stamp: stamp, unreadableJournalLines: unreadable) { emit in
                if let base {
                    let scanned = try scanBase(base, decoder: decoder) { entry in
                        if replay?.keepsBaseQuestion(entry.id) ?? true { try emit(entry) }
                    }
                    guard scanned else { throw Failure.undecodableBase }
                }
                try replay?.emitJournalQuestions(emit)
            }
            if let written { return written }
        } catch let error as Failure {
            throw error
        } catch {
            throw .system(error as? SystemCallError ?? .current)
        }
        let index = try index(decoder: decoder)
        return (try? index.written(to: url)) ?? index
    }

    /// The index, scanned into memory; the journal replayed with a map of positions.
    func index(decoder: JSONDecoder) throws(Failure) -> QuestionBankIndex {
        var entries: [BankEntry] = []
        if let base {
            do {
                guard try scanBase(base, decoder: decoder, emit: { entries.append($0) }) else { throw Failure.undecodableBase }
            } catch let error as Failure {
                throw error
            } catch {
                throw .system(error as? SystemCallError ?? .current)
            }
        }
        var unreadable = 0
        if let journal, stamp.journal.size > 0 {
            do {
                unreadable = try replay(journal, decoder: decoder, onto: &entries)
            } catch {
                throw .system(error)
            }
        }
        return QuestionBankIndex(stamp: stamp, unreadableJournalLines: unreadable, entries: entries)
    }

    /// Every question of the base, a chunk at a time: memory stays at a chunk
    /// and the entries, however large the file. False when the file is not a
    /// bank or one of its questions does not decode.
    private func scanBase(_ file: OpenFile, decoder: JSONDecoder, emit: (BankEntry) throws -> Void) throws -> Bool {
        var scanner = ArrayElementScanner()
        var buffer: [UInt8] = []
        var bufferOffset = 0
        var offset = 0
        let size = Int(stamp.base.size)
        while offset < size {
            let chunk = try file.read(at: offset, count: min(Self.chunkSize, size - offset))
            guard !chunk.isEmpty else { return false }
            let done = scanner.ranges.count
            guard scanner.scan(chunk, at: offset) else { return false }
            buffer += chunk
            offset += chunk.count
            let decodedAll = try buffer.withUnsafeBytes { raw -> Bool in
                for range in scanner.ranges[done...] {
                    let bytes = UnsafeRawBufferPointer(rebasing: raw[(range.lowerBound - bufferOffset)..<(range.upperBound - bufferOffset)])
                    if let (id, textHash) = CustomQuestionReader.indexEntry(bytes) {
                        try emit(BankEntry(inJournal: false, range: range, textHash: textHash, id: id))
                        continue
                    }
                    guard let question = CustomQuestionReader.question(bytes, decoder: decoder) else { return false }
                    try emit(
                        BankEntry(inJournal: false, range: range, textHash: QuestionTextKey.hash(of: question.entry.text), id: question.id))
                }
                return true
            }
            guard decodedAll else { return false }
            let keep = scanner.openElementStart ?? offset
            buffer.removeFirst(keep - bufferOffset)
            bufferOffset = keep
            scanner.forgetRanges()
        }
        return scanner.isComplete
    }

    /// Replays the journal's lines up to its stamped size; returns how many
    /// lines were neither a question nor a removal.
    private func replay(_ file: OpenFile, decoder: JSONDecoder, onto entries: inout [BankEntry]) throws(SystemCallError) -> Int {
        var position = [UUID: Int](minimumCapacity: entries.count)
        for (index, entry) in entries.enumerated() { position[entry.id] = index }
        var removed = Set<Int>()
        var unreadable = 0
        var reader = ForwardLineReader(file: file, chunkSize: Self.chunkSize, lineLimit: DataFileLimits.historyLine)
        let size = Int(stamp.journal.size)
        while let line = try reader.nextLine(), line.offset + line.length <= size {
            let record = line.bytes.withUnsafeBytes { CustomQuestionReader.record($0, decoder: decoder) }
            switch record {
            case .question(let question):
                if let existing = position[question.id], !removed.contains(existing) { continue }
                position[question.id] = entries.count
                entries.append(
                    BankEntry(
                        inJournal: true, range: line.offset..<(line.offset + line.length),
                        textHash: QuestionTextKey.hash(of: question.entry.text), id: question.id))
            case .removal(let id):
                if let index = position[id] { removed.insert(index) }
            case nil:
                unreadable += 1
            }
        }
        if !removed.isEmpty {
            entries = entries.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        }
        return unreadable
    }
}

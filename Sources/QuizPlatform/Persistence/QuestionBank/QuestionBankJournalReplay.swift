import FoundationEssentials

/// The journal replayed onto questions.json without holding the bank:
/// memory grows by about 18 bytes per id the journal names, not by an entry
/// per question of the bank. Three passes, the same outcome as
/// `QuestionBankScan`'s replay in memory (a test holds them equal):
///
/// 1. the journal's ids, sorted, and its removals;
/// 2. questions.json, each question emitted unless the journal removes it
///    (whatever follows, a removal kills the base's question: a later add
///    of the same id is a new entry at the end), noting which journal ids
///    the base has;
/// 3. the journal again, each question emitted when its id is not live at
///    that point and no removal of it comes later.
struct QuestionBankJournalReplay {
    let journal: OpenFile
    let size: Int
    let decoder: JSONDecoder

    /// Every id the journal names, sorted and unique.
    private var ids: [IDKey] = []
    /// Per id: whether the base has it.
    private var inBase: [Bool] = []
    /// Per id: the ordinal of the last line that removes it, or -1.
    private var lastRemoval: [Int] = []
    private(set) var unreadableLines = 0

    init(journal: OpenFile, size: Int, decoder: JSONDecoder) {
        self.journal = journal
        self.size = size
        self.decoder = decoder
    }

    private func forEachRecord(_ body: (Int, FileLine, CustomQuestionReader.Record?) throws -> Void) throws {
        var reader = ForwardLineReader(file: journal, chunkSize: QuestionBankScan.chunkSize, lineLimit: DataFileLimits.historyLine)
        var ordinal = 0
        while let line = try reader.nextLine(), line.offset + line.length <= size {
            try body(ordinal, line, line.bytes.withUnsafeBytes { CustomQuestionReader.record($0, decoder: decoder) })
            ordinal += 1
        }
    }

    /// Pass 1.
    mutating func readIDs() throws {
        var named: [IDKey] = []
        var removals: [(UUID, Int)] = []
        var unreadable = 0
        try forEachRecord { ordinal, _, record in
            switch record {
            case .question(let question): named.append(IDKey(question.id))
            case .removal(let id):
                named.append(IDKey(id))
                removals.append((id, ordinal))
            case nil: unreadable += 1
            }
        }
        named.sort()
        for id in named where ids.last != id { ids.append(id) }
        inBase = Array(repeating: false, count: ids.count)
        lastRemoval = Array(repeating: -1, count: ids.count)
        for (id, ordinal) in removals {
            if let slot = slot(of: id) { lastRemoval[slot] = max(lastRemoval[slot], ordinal) }
        }
        unreadableLines = unreadable
    }

    private func slot(of id: UUID) -> Int? {
        let key = IDKey(id)
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == key ? low : nil
    }

    /// A UUID as two words, to sort and compare without building strings.
    private struct IDKey: Comparable {
        let high: UInt64
        let low: UInt64

        init(_ id: UUID) {
            (high, low) = withUnsafeBytes(of: id.uuid) { raw in
                (raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            }
        }

        static func < (left: IDKey, right: IDKey) -> Bool { (left.high, left.low) < (right.high, right.low) }
    }

    /// Pass 2, for each question of the base: whether it stays.
    mutating func keepsBaseQuestion(_ id: UUID) -> Bool {
        guard let slot = slot(of: id) else { return true }
        inBase[slot] = true
        return lastRemoval[slot] < 0
    }

    /// Pass 3: the journal's questions that stay, in order.
    func emitJournalQuestions(_ emit: (BankEntry) throws -> Void) throws {
        var live = inBase
        try forEachRecord { ordinal, line, record in
            switch record {
            case .question(let question):
                guard let slot = slot(of: question.id), !live[slot] else { return }
                live[slot] = true
                guard lastRemoval[slot] < ordinal else { return }
                try emit(
                    BankEntry(
                        inJournal: true, range: line.offset..<(line.offset + line.length),
                        textHash: QuestionTextKey.hash(of: question.entry.text), id: question.id))
            case .removal(let id):
                if let slot = slot(of: id) { live[slot] = false }
            case nil:
                break
            }
        }
    }
}

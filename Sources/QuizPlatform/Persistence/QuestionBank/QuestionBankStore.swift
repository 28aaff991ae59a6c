import FoundationEssentials
@preconcurrency import Glibc

/// Your own questions: questions.json (`{"questions":[…]}`, rewritten
/// whole and atomically) and its journal, questions.journal (one JSON object
/// a line, appended), with `questions.json.index` listing the live
/// questions of both.
///
/// Adding a question appends one line to the journal and one entry to the
/// index, under the lock: its cost does not grow with the bank, and a crash
/// tears at most the line being written. Removing one appends a removal
/// line. Only when removed questions take up as much room as the live ones
/// is the bank compacted: questions.json is rewritten with the live
/// questions, then the journal removed. Replaying a journal onto a base that
/// already holds it changes nothing (see `QuestionBankScan`), so a crash
/// between the two steps loses and duplicates nothing.
///
/// A questions.json that is not a bank is moved aside whole, as before; the
/// journal's questions stay. Journal lines that are neither a question nor a
/// removal (a line torn by a crash, garbage) are skipped when reading and
/// copied aside to `questions.journal.corrupt-TIMESTAMP` by the next writer,
/// which keeps the rest.
public struct QuestionBankStore: Sendable {
    public let url: URL
    private let onQuarantine: QuarantineHandler
    private let quarantine: Quarantine
    private let lock: FileLock
    /// The room removed questions may take beyond the live ones' before a
    /// compaction: small banks are not rewritten for a few removals.
    let compactionSlack: Int

    public init(url: URL, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.init(url: url, clock: clock, compactionSlack: 1 << 20, onQuarantine: onQuarantine)
    }

    init(url: URL, clock: WallClock, compactionSlack: Int, onQuarantine: @escaping QuarantineHandler) {
        self.compactionSlack = compactionSlack
        self.url = url
        self.onQuarantine = onQuarantine
        self.quarantine = Quarantine(clock: clock)
        self.lock = FileLock(guarded: url)
    }

    var journalURL: URL { url.deletingLastPathComponent().appending(path: "questions.journal") }
    var indexURL: URL { url.appendingPathExtension("index") }
    var hashTableURL: URL { url.appendingPathExtension("hashes") }

    // MARK: - Reading

    /// Every question, in the order added.
    public func load() throws -> QuestionBank {
        var questions: [CustomQuestion] = []
        try forEachQuestion { questions.append($0) }
        return QuestionBank(questions: questions)
    }

    /// Calls `body` with every question in order, one decoded at a time, so
    /// listing a hundred thousand questions holds one in memory.
    public func forEachQuestion(_ body: (CustomQuestion) throws -> Void) throws {
        let snapshot = try self.snapshot()
        try readingIndex { try snapshot.forEachQuestion(body) }
    }

    /// The saved questions' duplicate keys, for a check outside the lock (`import --dry-run`).
    public func savedTexts() throws -> SavedQuestionTexts { SavedQuestionTexts(snapshot: try snapshot()) }

    /// How many questions there are, read from the index.
    public func count() throws -> Int { try snapshot().count }

    /// The bank as it is now. Reading takes no lock, so it works in a
    /// read-only folder; only a questions.json that is not a bank is looked
    /// at again under the lock before it is moved aside.
    func snapshot() throws -> QuestionBankSnapshot {
        if let snapshot = try readSnapshot() { return snapshot }
        return try lock.withLock { try snapshotHoldingLock() }
    }

    /// The snapshot, or nil when questions.json must be moved aside.
    private func readSnapshot() throws -> QuestionBankSnapshot? {
        let journal: OpenFile?
        let base: OpenFile?
        let stamp: BankStamp
        do {
            // The journal first: a compaction renames the new base into
            // place before it removes the journal, so whatever happens
            // between the two opens, the base holds every question of the
            // journal opened, or the journal is the one of that base.
            journal = try OpenFile.existing(journalURL.path)
            base = try OpenFile.existing(url.path)
            stamp = BankStamp(base: try FileStamp(base), journal: try FileStamp(journal))
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        if let index = QuestionBankIndex.read(from: indexURL, matching: stamp) {
            return QuestionBankSnapshot(base: base, journal: journal, index: index)
        }
        do {
            let index = try QuestionBankScan(base: base, journal: journal, stamp: stamp).index(writingTo: indexURL)
            return QuestionBankSnapshot(base: base, journal: journal, index: index)
        } catch .undecodableBase {
            return nil
        } catch .system(let error) {
            throw PersistenceError.cannotRead(url, error)
        }
    }

    /// The snapshot a writer starts from: questions.json moved aside if it
    /// is not a bank, unreadable journal lines set aside.
    private func snapshotHoldingLock() throws -> QuestionBankSnapshot {
        guard let snapshot = try readSnapshot() else {
            onQuarantine(try quarantine.moveAside(url))
            return try snapshotHoldingLock()
        }
        guard snapshot.index.unreadableJournalLines > 0, let journal = snapshot.journal else { return snapshot }
        try setAsideUnreadableLines(of: journal, size: Int(snapshot.index.stamp.journal.size))
        return try snapshotHoldingLock()
    }

    /// Copies the journal's unreadable lines aside, then replaces the
    /// journal with its readable lines (and what was appended past `size`,
    /// which cannot happen under the lock but costs nothing to keep).
    private func setAsideUnreadableLines(of journal: OpenFile, size: Int) throws {
        let decoder = JSONCoding.decoder()
        var bad: [Range<Int>] = []
        var good = Data()
        do {
            var reader = ForwardLineReader(file: journal, chunkSize: QuestionBankScan.chunkSize, lineLimit: DataFileLimits.historyLine)
            while let line = try reader.nextLine() {
                if line.bytes.withUnsafeBytes({ CustomQuestionReader.record($0, decoder: decoder) }) == nil {
                    bad.append(line.offset..<line.offset + line.length)
                } else {
                    good.append(line.bytes)
                    good.append(UInt8(ascii: "\n"))
                }
            }
        } catch {
            throw PersistenceError.cannotRead(journalURL, error)
        }
        let notice = try quarantine.setAside(lines: bad, from: journal, of: journalURL)
        try AtomicFile.replace(journalURL, with: good)
        onQuarantine(notice)
    }

    // MARK: - Writing

    /// Adds questions under the lock: `make` sees the bank as it is (to check
    /// for duplicates) and returns the questions to append and a result.
    /// Nothing is written when `make` throws.
    @discardableResult
    public func append<T>(_ make: (SavedQuestionTexts) throws -> (questions: [CustomQuestion], result: T)) throws -> T {
        try append(staged: false, make)
    }

    /// `append(_:)`, the lines staged (`QuestionBankJournalAppend`) when
    /// `staged`, so that a process killed in the middle adds nothing.
    func append<T>(staged: Bool, _ make: (SavedQuestionTexts) throws -> (questions: [CustomQuestion], result: T)) throws -> T {
        try lock.withLock {
            let snapshot = try snapshotHoldingLock()
            let made = try make(SavedQuestionTexts(snapshot: snapshot, hashTableURL: hashTableURL))
            guard !made.questions.isEmpty else { return made.result }
            let after = try appendHoldingLock(to: snapshot, staged: staged) { add, _ in
                for question in made.questions { _ = try add(question, QuestionTextKey.hash(of: question.entry.text)) }
            }
            if let after { try compactIfWasteful(after) }
            return made.result
        }
    }

    /// Appends a question whose duplicate key hashes to `textHash`
    /// (`QuestionTextKey.hash(of:)` of its text); returns where its line
    /// lies in the journal.
    typealias AddQuestion = (_ question: CustomQuestion, _ textHash: UInt64) throws -> Range<Int>
    /// The line of a question added by this append, read back from where
    /// `AddQuestion` said it starts (to compare questions whose keys hash alike).
    typealias ReadAdded = (_ lineStart: Int) throws -> [UInt8]
    /// What the questions to append are given through.
    typealias Produce = (_ add: AddQuestion, _ readAdded: ReadAdded) throws -> Void

    /// What `appendStreaming` hands its caller: called at most once, it
    /// appends the questions `produce` gives, streamed to the journal, all
    /// or nothing.
    typealias StreamedWrite = (_ produce: Produce) throws -> Void

    /// Adds questions under the lock without holding them all: `make` sees
    /// the bank as it is, checks what it will add, then writes it through
    /// the `StreamedWrite` it is given. Nothing is written when `make` or
    /// `produce` throws, or when the process dies before the end: the lines
    /// are staged (`QuestionBankJournalAppend`).
    func appendStreaming<T>(_ make: (SavedQuestionTexts, StreamedWrite) throws -> T) throws -> T {
        try lock.withLock {
            let snapshot = try snapshotHoldingLock()
            var after: QuestionBankSnapshot?
            let result = try make(SavedQuestionTexts(snapshot: snapshot)) { produce in
                after = try appendHoldingLock(to: snapshot, staged: true, produce)
            }
            if let after { try compactIfWasteful(after) }
            return result
        }
    }

    /// Removes the question with `id`; false when there is none.
    @discardableResult
    public func remove(id: UUID) throws -> Bool {
        try lock.withLock {
            let snapshot = try snapshotHoldingLock()
            var found = false
            try readingIndex { try snapshot.index.forEachEntry { if $0.id == id { found = true } } }
            guard found else { return false }
            let after = try appendRemovalsHoldingLock([id], to: snapshot)
            try compactIfWasteful(after)
            return true
        }
    }

    /// The questions whose id starts with `prefix`, ignoring case.
    public func questions(withIDPrefix prefix: String) throws -> [CustomQuestion] {
        let wanted = prefix.uppercased()
        let snapshot = try snapshot()
        let decoder = JSONCoding.decoder()
        var found: [CustomQuestion] = []
        try readingIndex {
            try snapshot.index.forEachEntry { entry in
                guard entry.id.uuidString.hasPrefix(wanted), let question = try snapshot.question(entry, decoder: decoder) else { return }
                found.append(question)
            }
        }
        return found
    }

    /// Runs `body`, which reads the bank through its index: a read that
    /// fails is the bank's, and an index that no longer matches what it
    /// stamps is removed, to be built again next time.
    func readingIndex(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SystemCallError {
            unlink(indexURL.path)
            throw PersistenceError.cannotRead(url, error)
        }
    }

    /// Replaces every question with `bank`'s.
    public func save(_ bank: QuestionBank) throws {
        try update { $0 = bank }
    }

    /// Loads, changes and saves the whole bank under the lock; returns what
    /// `change` returns. Nothing is written when `change` throws.
    @discardableResult
    public func update<T>(_ change: (inout QuestionBank) throws -> T) throws -> T {
        try lock.withLock {
            var snapshot = try snapshotHoldingLock()
            var bank = QuestionBank()
            var ids: Set<UUID> = []
            try readingIndex {
                try snapshot.forEachQuestion { bank.questions.append($0) }
                try snapshot.index.forEachEntry { ids.insert($0.id) }
            }
            let result = try change(&bank)
            // Removals first: should the process die after the new base is
            // renamed into place, the old journal is replayed onto it, and
            // a removed question that the journal added would come back.
            let removed = ids.subtracting(bank.questions.map(\.id))
            if !removed.isEmpty, snapshot.journal != nil {
                snapshot = try appendRemovalsHoldingLock(removed, to: snapshot)
            }
            try rewriteHoldingLock { emit in
                for question in bank.questions {
                    try JSONTextWriter.compact(question).withUnsafeBytes {
                        try emit($0, QuestionTextKey.hash(of: question.entry.text), question.id)
                    }
                }
            }
            return result
        }
    }

    /// Appends the questions `produce` gives to the journal, a piece at a
    /// time, fsyncs it, and brings the index up to date; returns the bank as
    /// it now is, or nil when the index could not be written (the next
    /// reader scans). Nothing is appended when `produce` throws.
    private func appendHoldingLock(to snapshot: QuestionBankSnapshot, staged: Bool, _ produce: Produce) throws -> QuestionBankSnapshot? {
        var appender = snapshot.index.appender(at: indexURL)
        var writer = QuestionLineWriter()
        let journal = try appendToJournal(staged: staged) { lines in
            try produce(
                { question, textHash in
                    let range = try lines.append { writer.append(question, to: &$0) }
                    appender.add(BankEntry(inJournal: true, range: range, textHash: textHash, id: question.id))
                    return range
                },
                { start in try lines.line(at: start) })
        }
        let stamp: BankStamp
        do {
            stamp = BankStamp(base: snapshot.index.stamp.base, journal: try FileStamp(journal))
        } catch {
            throw PersistenceError.cannotWrite(journalURL, error)
        }
        guard let index = try appender.finish(stamp: stamp) else { return nil }
        return QuestionBankSnapshot(base: snapshot.base, journal: journal, index: index)
    }

    /// Appends a removal line per id to the journal and rewrites the index without them.
    private func appendRemovalsHoldingLock(_ removed: Set<UUID>, to snapshot: QuestionBankSnapshot) throws -> QuestionBankSnapshot {
        let encoder = JSONCoding.encoder()
        let journal = try appendToJournal { lines in
            for id in removed { _ = try lines.append(Array(try encoder.encode(CustomQuestionReader.Removal(removed: id)))) }
        }
        var index = snapshot.index
        do {
            index.stamp.journal = try FileStamp(journal)
        } catch {
            throw PersistenceError.cannotWrite(journalURL, error)
        }
        var after: QuestionBankIndex = index
        try readingIndex { after = try index.written(to: indexURL, removing: removed) }
        return QuestionBankSnapshot(base: snapshot.base, journal: journal, index: after)
    }

    /// Appends the lines `write` gives to the journal (to a staged copy
    /// when `staged`) and fsyncs it; returns the journal, open. When
    /// anything fails the journal is as it was: all or nothing.
    private func appendToJournal(staged: Bool = false, _ write: (inout QuestionBankJournalAppend) throws -> Void) throws -> OpenFile {
        var lines: QuestionBankJournalAppend
        do {
            if staged {
                // A copy a killed import left: only the holder of the lock writes one.
                StaleTemporaries(of: journalURL).remove()
                lines = try QuestionBankJournalAppend(staging: journalURL)
            } else {
                lines = try QuestionBankJournalAppend(journalURL)
            }
        } catch {
            throw PersistenceError.cannotWrite(journalURL, error)
        }
        do {
            try write(&lines)
            try lines.finish()
        } catch {
            lines.abandon()
            if let error = error as? SystemCallError { throw PersistenceError.cannotWrite(journalURL, error) }
            throw error
        }
        return lines.journal
    }
}

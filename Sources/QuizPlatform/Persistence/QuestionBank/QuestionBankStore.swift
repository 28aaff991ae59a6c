import Foundation
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
        do {
            try snapshot.forEachQuestion(body)
        } catch let error as SystemCallError {
            // An index that no longer matches what it stamps: build it again next time.
            unlink(indexURL.path)
            throw PersistenceError.cannotRead(url, error)
        }
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
            let index = try QuestionBankScan(base: base, journal: journal, stamp: stamp).index()
            index.write(to: indexURL)
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
        try lock.withLock {
            let snapshot = try snapshotHoldingLock()
            let made = try make(SavedQuestionTexts(snapshot: snapshot))
            guard !made.questions.isEmpty else { return made.result }
            let after = try appendHoldingLock(adding: made.questions, removing: [], to: snapshot)
            try compactIfWasteful(after)
            return made.result
        }
    }

    /// Removes the question with `id`; false when there is none.
    @discardableResult
    public func remove(id: UUID) throws -> Bool {
        try lock.withLock {
            let snapshot = try snapshotHoldingLock()
            guard snapshot.index.entries.contains(where: { $0.id == id }) else { return false }
            let after = try appendHoldingLock(adding: [], removing: [id], to: snapshot)
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
        for entry in snapshot.index.entries where entry.id.uuidString.hasPrefix(wanted) {
            do {
                if let question = try snapshot.question(entry, decoder: decoder) { found.append(question) }
            } catch {
                throw PersistenceError.cannotRead(url, error)
            }
        }
        return found
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
            try snapshot.forEachQuestion { bank.questions.append($0) }
            let result = try change(&bank)
            // Removals first: should the process die after the new base is
            // renamed into place, the old journal is replayed onto it, and
            // a removed question that the journal added would come back.
            let removed = Set(snapshot.index.entries.map(\.id)).subtracting(bank.questions.map(\.id))
            if !removed.isEmpty, snapshot.journal != nil {
                snapshot = try appendHoldingLock(adding: [], removing: removed, to: snapshot)
            }
            try rewriteHoldingLock(bank.questions.map(JSONTextWriter.compact))
            return result
        }
    }

    /// Appends the questions and removals to the journal, fsyncs it, and
    /// brings the index up to date; returns the bank as it now is.
    private func appendHoldingLock(
        adding questions: [CustomQuestion], removing removed: Set<UUID>, to snapshot: QuestionBankSnapshot
    ) throws -> QuestionBankSnapshot {
        var index = snapshot.index
        let encoder = JSONCoding.encoder()
        let lines =
            try questions.map(JSONTextWriter.compact) + removed.map { Array(try encoder.encode(CustomQuestionReader.Removal(removed: $0))) }
        do {
            let journal = try OpenFile.dataFile(journalURL.path, flags: O_RDWR | O_APPEND | O_CREAT)
            let start = try journal.size()
            var offset = start
            var contents = Data()
            // A line torn by a crash ends without "\n": start after it, so it costs only itself.
            if start > 0, try journal.read(at: start - 1, count: 1) != [UInt8(ascii: "\n")] {
                contents.append(UInt8(ascii: "\n"))
                offset += 1
            }
            for (number, line) in lines.enumerated() {
                if number < questions.count {
                    let question = questions[number]
                    index.entries.append(
                        BankEntry(
                            inJournal: true, range: offset..<(offset + line.count), textHash: QuestionTextKey.hash(of: question.entry.text),
                            id: question.id))
                }
                contents.append(contentsOf: line)
                contents.append(UInt8(ascii: "\n"))
                offset += line.count + 1
            }
            do {
                try journal.write(contents)
                try journal.sync()
            } catch {
                try? journal.truncate(to: start)
                throw error
            }
            if start == 0 { try OpenFile.syncDirectory(url.deletingLastPathComponent().path) }
            if !removed.isEmpty { index.entries.removeAll { removed.contains($0.id) } }
            index.stamp.journal = try FileStamp(journal)
            if removed.isEmpty {
                index.writeAppending(questions.count, to: indexURL, previous: snapshot.index)
            } else {
                index.write(to: indexURL)
            }
            return QuestionBankSnapshot(base: snapshot.base, journal: journal, index: index)
        } catch let error as SystemCallError {
            throw PersistenceError.cannotWrite(journalURL, error)
        }
    }

    /// Rewrites the bank with its live questions alone once removed ones
    /// (and removal lines) take as much room as they do: the cost of a
    /// compaction is paid for by the removals before it.
    private func compactIfWasteful(_ snapshot: QuestionBankSnapshot) throws {
        let live = snapshot.index.entries.reduce(0) { $0 + $1.range.count + 1 }
        let stored = Int(snapshot.index.stamp.base.size + snapshot.index.stamp.journal.size)
        guard stored > 2 * live + compactionSlack else { return }
        do {
            try rewriteHoldingLock(snapshot.index.entries.map { try snapshot.bytes(of: $0) })
        } catch let error as SystemCallError {
            throw PersistenceError.cannotRead(url, error)
        }
    }

    /// Writes questions.json with `elements` (each one question's compact
    /// JSON), then removes the journal and writes the index.
    private func rewriteHoldingLock(_ elements: [[UInt8]]) throws {
        var contents = Data(#"{"questions":["#.utf8)
        var entries: [BankEntry] = []
        entries.reserveCapacity(elements.count)
        let decoder = JSONCoding.decoder()
        for (number, element) in elements.enumerated() {
            if number > 0 { contents.append(UInt8(ascii: ",")) }
            let start = contents.count
            contents.append(contentsOf: element)
            guard let question = element.withUnsafeBytes({ CustomQuestionReader.question($0, decoder: decoder) }) else {
                throw PersistenceError.cannotWrite(url, .init(code: EINVAL))
            }
            entries.append(
                BankEntry(
                    inJournal: false, range: start..<contents.count, textHash: QuestionTextKey.hash(of: question.entry.text),
                    id: question.id))
        }
        contents.append(contentsOf: Array("]}\n".utf8))
        try AtomicFile.replace(url, with: contents)
        guard unlink(journalURL.path) == 0 || errno == ENOENT else { throw PersistenceError.cannotWrite(journalURL, .current) }
        do {
            try OpenFile.syncDirectory(url.deletingLastPathComponent().path)
            let base = try OpenFile.existing(url.path)
            QuestionBankIndex(stamp: BankStamp(base: try FileStamp(base), journal: .missing), unreadableJournalLines: 0, entries: entries)
                .write(to: indexURL)
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }
}

/// The saved questions' duplicate keys, as `QuestionBuilder` and
/// `PackImporter` need them: looked up for the new questions only.
public struct SavedQuestionTexts: Sendable {
    let snapshot: QuestionBankSnapshot

    /// The keys (`QuestionBuilder.normalized`) among `keys` that a saved question has.
    public func savedKeys(among keys: some Collection<String>) -> Set<String> { snapshot.savedKeys(among: keys) }
}

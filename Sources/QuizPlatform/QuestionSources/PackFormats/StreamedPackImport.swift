import FoundationEssentials
@preconcurrency import Glibc

/// Imports a JSON pack in its plain shape (`JSONPackStream`) into the bank
/// in one pass over the file, so a pack of a hundred thousand questions is
/// read once and never held, as text, as a tree or as questions.
///
/// Each entry is read (`PackEntryReader`) and checked as `PackImporter`
/// checks it (`CheckedPackEntry`, on a thread of its own:
/// `ConcurrentPackCheck`), then appended to the journal unless it repeats a saved
/// question or one added before it, exactly as `PackImporter` leaves
/// duplicates out. A refused entry refuses the whole pack: nothing more is
/// appended, the rest is still read to name every problem by its line, and
/// the lines appended are cut off (all or nothing). A file that changes
/// while it is read is refused too.
///
/// Duplicates are found by the hashes of their keys, 8 bytes a question
/// (`HashedPositions`): the saved questions' from the index, and the added
/// ones'. Where hashes meet, the keys are compared as text, read back from
/// the bank or from the journal.
struct StreamedPackImport {
    let path: String
    let file: OpenFile
    let size: Int

    /// The import, or nil when the file is not a plain JSON pack (nothing
    /// is written; the caller reads it whole as before).
    static func run(path: String, into store: QuestionBankStore, pack: String, createdAt: Date) throws -> PackImport? {
        guard let file = try? OpenFile(path: path, flags: O_RDONLY), let size = try? file.size(), size <= PackText.byteLimit else {
            return nil
        }
        let importer = StreamedPackImport(path: path, file: file, size: size)
        do {
            return try store.appendStreaming { saved, write in
                var savedHashes = HashedPositions(positionBits: 1)
                try store.readingIndex { savedHashes = try saved.snapshot.savedHashes() }
                return try importer.run(saved: saved.snapshot, hashes: savedHashes, write: write, pack: pack, createdAt: createdAt)
            }
        } catch is NotPlain {
            return nil
        }
    }

    /// - Parameters:
    ///   - bank: the bank as it is, under its lock.
    ///   - savedHashes: its questions' key hashes (`savedHashes()`).
    private func run(
        saved bank: QuestionBankSnapshot, hashes savedHashes: HashedPositions, write: QuestionBankStore.StreamedWrite,
        pack: String, createdAt: Date
    ) throws -> PackImport {
        let before = try? FileStamp(file)
        let decoder = JSONCoding.decoder()
        var tally = PackImport(streamed: 0, skippedDuplicates: 0, repeatedInFile: 0)
        try write { add, readAdded in
            var pass = StreamedPackPass(expected: size / 64)
            let walked: Bool
            do {
                walked = try ConcurrentPackCheck.forEachEntry(in: file) { entry in
                    pass.take(entry) { state, draft, hash in
                        if bank.isSaved(draft.text, hash: hash, among: savedHashes, decoder: decoder) { return .saved }
                        if try state.repeats(draft.text, hash: hash, readAdded, decoder: decoder) { return .repeated }
                        let question = CustomQuestion(
                            id: state.ids.make(), entry: QuestionBuilder.withoutEmptyOptions(draft), createdAt: createdAt, pack: pack)
                        try state.didAdd(try add(question, hash), hash: hash)
                        return .added
                    }
                }
            } catch is SystemCallError {
                // Not a file that reads like one (a folder, a pipe): the whole-file reader says so.
                throw NotPlain()
            }
            if let failure = pass.failure { throw failure }
            guard walked, !pass.notPlain else { throw NotPlain() }
            guard (try? FileStamp(file)) == before else { throw Self.changed(path) }
            try pass.finish(file: path)
            tally = PackImport(streamed: pass.addedCount, skippedDuplicates: pass.skipped, repeatedInFile: pass.repeated)
        }
        return tally
    }

    private static func changed(_ path: String) -> PackImportError {
        PackImportError(file: path, line: nil, reason: Strings.importCannotRead(SystemCallError(code: EIO).reason))
    }
}

/// The state of one streamed import as its entries are read: the problems
/// found, what was added, skipped or repeated, and the added questions'
/// key hashes and journal lines for the duplicate check.
private struct StreamedPackPass {
    enum Outcome { case added, saved, repeated }

    var problems: [LineProblem] = []
    var accepted = 0
    var addedCount = 0
    var skipped = 0
    var repeated = 0
    private var added: HashedPositions
    var ids = RandomIDs()
    /// Set when an entry is JSON this reader is not sure of.
    var notPlain = false
    /// An error thrown while adding (a write that failed).
    var failure: (any Error)?
    /// Where the first added question's journal line starts: the others'
    /// are filed in `added` by where they start from there.
    private var firstStart: Int?

    init(expected: Int) {
        added = HashedPositions(positionBits: 32, expected: expected)
    }

    /// Counts one entry read and checked; while the pack has no problem,
    /// hands an accepted one (and its key's hash) to `place`. False stops the walk.
    mutating func take(_ entry: CheckedPackEntry, place: (inout Self, PackEntry, UInt64) throws -> Outcome) -> Bool {
        switch entry {
        case .notPlain:
            notPlain = true
            return false
        case .refused(let found):
            problems += found
        case .accepted(let draft, let hash):
            accepted += 1
            guard problems.isEmpty else { return true }
            do {
                switch try place(&self, draft, hash) {
                case .added: addedCount += 1
                case .saved: skipped += 1
                case .repeated:
                    skipped += 1
                    repeated += 1
                }
            } catch {
                failure = error
                return false
            }
        }
        return true
    }

    /// Notes the question just added, whose line is `range` of the journal.
    mutating func didAdd(_ range: Range<Int>, hash: UInt64) throws {
        let firstStart = self.firstStart ?? range.lowerBound
        self.firstStart = firstStart
        // A 32 MB pack writes far less than 4 GB; more is left to the whole-file reader.
        guard range.lowerBound - firstStart <= Int(UInt32.max) else { throw NotPlain() }
        added.insert(hash, position: range.lowerBound - firstStart)
    }

    /// Whether a question added before has the duplicate key of `text`,
    /// whose hash is `hash`; the keys are made only where hashes meet.
    func repeats(_ text: String, hash: UInt64, _ readAdded: QuestionBankStore.ReadAdded, decoder: JSONDecoder) throws -> Bool {
        guard let firstStart else { return false }
        return try added.contains(hash) { offset in
            let line = try readAdded(firstStart + offset)
            guard let question = line.withUnsafeBytes({ CustomQuestionReader.question($0, decoder: decoder) }) else { return false }
            return QuestionTextKey.normalized(question.entry.text) == QuestionTextKey.normalized(text)
        }
    }

    /// Throws every problem at once, or that the pack holds no question.
    func finish(file: String) throws {
        var problems = problems
        if problems.isEmpty, accepted == 0 { problems.append(LineProblem(line: 1, reason: Strings.importNoQuestions)) }
        guard problems.isEmpty else {
            // Entries are read in order, so the problems are in line order already.
            throw PackImportError(problems: problems.map { PackProblem(file: file, line: $0.line, reason: $0.reason) })
        }
    }
}

/// The pack turned out not to be in the plain shape (or to make more
/// output than a pack can): whatever was appended is cut off and the
/// caller reads the file whole.
private struct NotPlain: Error {}

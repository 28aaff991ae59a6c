import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// Imports a JSON pack in its plain shape (`JSONPackStream`) into your
/// questions in one pass over the file, so a pack of a hundred thousand
/// questions is read once and never held, as text, as a tree or as
/// questions.
///
/// Each entry is read (`PackEntryReader`) and checked as `PackImporter`
/// checks it (`CheckedPackEntry`, on a thread of its own:
/// `ConcurrentPackCheck`), then handed to the store's one addition, which
/// leaves out a repeat of a saved question or of one added before it,
/// exactly as `PackImporter` leaves duplicates out. A refused entry refuses
/// the whole pack: nothing more is added, the rest is still read to name
/// every problem by its line, and the addition is rolled back (all or
/// nothing). A file that changes while it is read is refused too.
struct StreamedPackImport {
    let path: String
    let file: OpenFile
    let size: Int

    /// The import, or nil when the file is not a plain JSON pack (nothing
    /// is added; the caller reads it whole as before).
    static func run(path: String, into questions: CustomQuestions, pack: String, createdAt: Date) throws -> PackImport? {
        guard let file = try? OpenFile(path: path, flags: O_RDONLY), let size = try? file.size(), size <= PackText.byteLimit else {
            return nil
        }
        let importer = StreamedPackImport(path: path, file: file, size: size)
        var tally: PackImport?
        do {
            try questions.add { add in tally = try importer.run(add: add, pack: pack, createdAt: createdAt) }
        } catch is NotPlain {
            return nil
        }
        return tally
    }

    private func run(add: (CustomQuestion) throws -> CustomQuestions.Outcome, pack: String, createdAt: Date) throws -> PackImport {
        let before = try? FileStamp(file)
        var pass = StreamedPackPass()
        let walked: Bool
        do {
            walked = try ConcurrentPackCheck.forEachEntry(in: file) { entry in
                pass.take(entry) { state, draft in
                    try add(
                        CustomQuestion(
                            id: state.ids.make(at: createdAt), entry: QuestionBuilder.withoutEmptyOptions(draft), createdAt: createdAt,
                            pack: pack))
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
        return PackImport(streamed: pass.addedCount, skippedDuplicates: pass.skipped, repeatedInFile: pass.repeated)
    }

    private static func changed(_ path: String) -> PackImportError {
        PackImportError(file: path, line: nil, reason: Strings.importCannotRead(SystemCallError(code: EIO).reason))
    }
}

/// The state of one streamed import as its entries are read: the problems
/// found, and what was added, skipped or repeated.
private struct StreamedPackPass {
    var problems: [LineProblem] = []
    var accepted = 0
    var addedCount = 0
    var skipped = 0
    var repeated = 0
    var ids = TimeOrderedIDs()
    /// Set when an entry is JSON this reader is not sure of.
    var notPlain = false
    /// An error thrown while adding (a write that failed).
    var failure: (any Error)?

    /// Counts one entry read and checked; while the pack has no problem,
    /// hands an accepted one to `place`. False stops the walk.
    mutating func take(_ entry: CheckedPackEntry, place: (inout Self, PackEntry) throws -> CustomQuestions.Outcome) -> Bool {
        switch entry {
        case .notPlain:
            notPlain = true
            return false
        case .refused(let found):
            problems += found
        case .accepted(let draft):
            accepted += 1
            guard problems.isEmpty else { return true }
            do {
                switch try place(&self, draft) {
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

/// The pack turned out not to be in the plain shape: whatever was added is
/// rolled back and the caller reads the file whole.
private struct NotPlain: Error {}

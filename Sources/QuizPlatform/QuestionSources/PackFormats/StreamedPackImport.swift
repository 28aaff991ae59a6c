import Foundation

/// Imports a JSON pack in its plain shape (`JSONPackStream`) into the bank
/// in two passes over the file, so a pack of a hundred thousand questions
/// is never all in memory, as text, as a tree or as questions:
///
/// 1. every entry is read and checked as `PackImporter` checks it; any
///    problem refuses the whole pack (every problem named by its line)
///    before anything is written, and the hash of each duplicate key is kept;
/// 2. the bank's questions whose key hashes like one of the pack's are
///    found (the index has the hashes), then the entries are read again and
///    appended to the journal one at a time, the duplicates left out exactly
///    as `PackImporter` leaves them out: keys are compared as text wherever
///    hashes meet.
///
/// Memory grows with the pack by a hash (8 bytes) per question, and by 16
/// bytes per saved question it may repeat.
struct StreamedPackImport {
    let path: String
    let stream: JSONPackStream

    /// The import, or nil when the file is not a plain JSON pack (nothing
    /// is written; the caller reads it whole as before).
    static func run(path: String, into store: QuestionBankStore, pack: String, createdAt: Date) throws -> PackImport? {
        guard let file = try? OpenFile(path: path, flags: O_RDONLY), let size = try? file.size(), size <= PackText.byteLimit else {
            return nil
        }
        let importer = StreamedPackImport(path: path, stream: JSONPackStream(file: file))
        return try store.appendStreaming { saved, write in
            try importer.run(saved: saved, write: write, pack: pack, createdAt: createdAt)
        }
    }

    private func run(
        saved: SavedQuestionTexts, write: QuestionBankStore.StreamedWrite, pack: String, createdAt: Date
    ) throws -> PackImport? {
        guard var hashes = try checkedHashes() else { return nil }
        hashes.sort()
        var unique: [UInt64] = []
        var repeatedHashes: [UInt64] = []
        for (position, hash) in hashes.enumerated() where position == 0 || hashes[position - 1] != hash {
            unique.append(hash)
            if position + 1 < hashes.count, hashes[position + 1] == hash { repeatedHashes.append(hash) }
        }
        hashes = []
        let matches = saved.snapshot.matches(hashedAmong: unique)
        unique = []
        let decoder = JSONCoding.decoder()
        var inFile: Set<String> = []
        var added = 0
        var skipped = 0
        var repeated = 0
        let builder = QuestionBuilder()
        try write { add in
            let walked = try stream.forEachEntry { bytes, _ in
                // Checked in the first pass: a difference means the file changed meanwhile.
                guard let value = JSONValueParser.parse(bytes: bytes), let entry = try? JSONPackParser.packEntry(value),
                    case .accepted(let draft, let key) = PackImporter.check(entry, by: builder)
                else { throw Self.changed(path) }
                let hash = QuestionTextKey.hash(ofNormalized: key)
                if saved.snapshot.isSaved(key, hash: hash, among: matches, decoder: decoder) {
                    skipped += 1
                } else if repeatedHashes.containsSorted(hash), !inFile.insert(key).inserted {
                    skipped += 1
                    repeated += 1
                } else {
                    try add(CustomQuestion(entry: QuestionBuilder.withoutEmptyOptions(draft), createdAt: createdAt, pack: pack))
                    added += 1
                }
                return true
            }
            guard walked else { throw Self.changed(path) }
        }
        return PackImport(streamed: added, skippedDuplicates: skipped, repeatedInFile: repeated)
    }

    /// The first pass: the duplicate-key hash of every entry, or nil when
    /// the file is not in the plain shape. Throws every problem at once.
    private func checkedHashes() throws -> [UInt64]? {
        var problems: [LineProblem] = []
        var hashes: [UInt64] = []
        let builder = QuestionBuilder()
        let walked: Bool
        do {
            walked = try walk(into: &problems, hashes: &hashes, builder: builder)
        } catch is SystemCallError {
            // Not a file that reads like one (a folder, a pipe): the whole-file reader says so.
            return nil
        }
        guard walked else { return nil }
        if problems.isEmpty, hashes.isEmpty { problems.append(LineProblem(line: 1, reason: Strings.importNoQuestions)) }
        guard problems.isEmpty else {
            // Entries are read in order, so the problems are in line order already.
            throw PackImportError(problems: problems.map { PackProblem(file: path, line: $0.line, reason: $0.reason) })
        }
        return hashes
    }

    private func walk(into problems: inout [LineProblem], hashes: inout [UInt64], builder: QuestionBuilder) throws -> Bool {
        try stream.forEachEntry { bytes, line in
            // JSON this reader is not sure of goes to the whole-file reader, which is.
            guard let value = JSONValueParser.parse(bytes: bytes) else { return false }
            do throws(EntryProblem) {
                switch PackImporter.check(try JSONPackParser.packEntry(value), by: builder) {
                case .accepted(_, let key): hashes.append(QuestionTextKey.hash(ofNormalized: key))
                case .refused(let reasons): problems += reasons.map { LineProblem(line: line, reason: $0) }
                }
            } catch {
                problems.append(LineProblem(line: line, reason: error.reason))
            }
            return true
        }
    }

    private static func changed(_ path: String) -> PackImportError {
        PackImportError(file: path, line: nil, reason: Strings.importCannotRead(SystemCallError(code: EIO).reason))
    }
}

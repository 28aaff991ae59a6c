import FoundationEssentials
import QuizPlatform

extension CustomQuestions {
    /// Adds a pack's questions to your own, all at once: the pack is checked
    /// against the questions saved at that moment, in the store's one
    /// transaction, so two imports at once neither lose nor duplicate
    /// anything. Each question keeps the pack's name (`packName(forPath:)`),
    /// so the pack can be played on its own later.
    /// Throws `UnknownPackFormatError` or `PackImportError` (nothing added), or the store's error.
    @discardableResult
    public func importPack(path: String, format: PackFormat? = nil, createdAt: Date) throws -> PackImport {
        let pack = Self.packName(forPath: path)
        // A plain JSON pack is streamed; any other (or a JSON pack the stream
        // is not sure of) is read whole, which also names what is wrong in it.
        if format ?? PackFormat(fileName: path) == .json,
            let streamed = try StreamedPackImport.run(path: path, into: self, pack: pack, createdAt: createdAt)
        {
            return streamed
        }
        let drafts = try PackImporter.drafts(path: path, format: format)
        var ids = TimeOrderedIDs()
        var entries: [PackEntry] = []
        var tally = PackImport(entries: [], skippedDuplicates: 0)
        try add { add in
            entries = []
            tally = PackImport(entries: [], skippedDuplicates: 0)
            for draft in drafts.entries {
                let entry = QuestionBuilder.withoutEmptyOptions(draft)
                switch try add(CustomQuestion(id: ids.make(at: createdAt), entry: entry, createdAt: createdAt, pack: pack)) {
                case .added: entries.append(entry)
                case .saved: tally.skippedDuplicates += 1
                case .repeated:
                    tally.skippedDuplicates += 1
                    tally.repeatedInFile += 1
                }
            }
        }
        tally.entries = entries
        tally.unplayable = drafts.unplayable
        return tally
    }

    /// What importing the pack at `path` would add (`import --dry-run`),
    /// checked against the questions saved now; nothing is written.
    public func wouldImport(path: String, format: PackFormat? = nil) throws -> PackImport {
        let drafts = try PackImporter.drafts(path: path, format: format)
        return PackImporter.tally(drafts, saved: try savedKeys(drafts.entries.map { QuestionBuilder.normalized($0.text) }))
    }

    /// "capitals" for "~/packs/capitals.json": the file's name without its
    /// extension, cleaned of terminal control characters since menus show it.
    public static func packName(forPath path: String) -> String {
        let file = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return file.terminalSafe.isEmpty ? "pack" : file.terminalSafe
    }
}

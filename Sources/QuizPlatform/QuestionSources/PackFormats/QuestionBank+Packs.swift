import FoundationEssentials

extension QuestionBankStore {
    /// Adds a pack's questions to your own, all at once: the pack is checked
    /// against the questions saved at that moment, under the store's lock, so
    /// two imports at once neither lose nor duplicate anything. The new
    /// questions are appended to the journal: the bank is not rewritten.
    /// Each question keeps the pack's name (`packName(forPath:)`), so the
    /// pack can be played on its own later.
    /// Throws `PackImportError` (nothing added) or a persistence error.
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
        return try append(staged: true) { saved in
            let result = try PackImporter(saved: saved).read(path: path, format: format)
            return (result.entries.map { CustomQuestion(entry: $0, createdAt: createdAt, pack: pack) }, result)
        }
    }

    /// "capitals" for "~/packs/capitals.json": the file's name without its
    /// extension, cleaned of terminal control characters since menus show it.
    public static func packName(forPath path: String) -> String {
        let file = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return file.terminalSafe.isEmpty ? "pack" : file.terminalSafe
    }
}

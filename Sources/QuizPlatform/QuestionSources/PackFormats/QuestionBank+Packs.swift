import Foundation

extension JSONFileStore where Value == QuestionBank {
    /// Adds a pack's questions to your own, all at once: the pack is checked
    /// against the questions saved at that moment, under the store's lock, so
    /// two imports at once neither lose nor duplicate anything.
    /// Each question keeps the pack's name (`packName(forPath:)`), so the
    /// pack can be played on its own later.
    /// Throws `PackImportError` (nothing added) or a persistence error.
    @discardableResult
    public func importPack(path: String, format: PackFormat? = nil, createdAt: Date) throws -> PackImport {
        let pack = Self.packName(forPath: path)
        return try update { bank in
            let result = try PackImporter(existing: bank.questions.map(\.entry)).read(path: path, format: format)
            bank.questions += result.entries.map { CustomQuestion(entry: $0, createdAt: createdAt, pack: pack) }
            return result
        }
    }

    /// "capitals" for "~/packs/capitals.json": the file's name without its
    /// extension, cleaned of terminal control characters since menus show it.
    public static func packName(forPath path: String) -> String {
        let file = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return file.terminalSafe.isEmpty ? "pack" : file.terminalSafe
    }
}

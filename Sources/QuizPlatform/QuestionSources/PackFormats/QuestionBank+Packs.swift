import Foundation

extension JSONFileStore where Value == QuestionBank {
    /// Adds a pack's questions to your own, all at once: the pack is checked
    /// against the questions saved at that moment, under the store's lock, so
    /// two imports at once neither lose nor duplicate anything.
    /// Throws `PackImportError` (nothing added) or a persistence error.
    @discardableResult
    public func importPack(path: String, format: PackFormat? = nil, createdAt: Date) throws -> PackImport {
        try update { bank in
            let result = try PackImporter(existing: bank.questions.map(\.entry)).read(path: path, format: format)
            bank.questions += result.entries.map { CustomQuestion(entry: $0, createdAt: createdAt) }
            return result
        }
    }
}

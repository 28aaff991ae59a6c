import Foundation

extension QuestionBankStore {
    /// Adds a pack's questions to your own, all at once: the pack is checked
    /// against the questions saved at that moment, under the store's lock, so
    /// two imports at once neither lose nor duplicate anything. The new
    /// questions are appended to the journal: the bank is not rewritten.
    /// Throws `PackImportError` (nothing added) or a persistence error.
    @discardableResult
    public func importPack(path: String, format: PackFormat? = nil, createdAt: Date) throws -> PackImport {
        try append { saved in
            let result = try PackImporter(saved: saved).read(path: path, format: format)
            return (result.entries.map { CustomQuestion(entry: $0, createdAt: createdAt) }, result)
        }
    }
}

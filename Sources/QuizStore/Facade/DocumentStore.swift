import FoundationEssentials
import QuizPlatform

/// One document of quizctl.db (the settings, for one) as the commands use
/// it: loaded whole, saved whole, or changed in one transaction.
public struct DocumentStore<Value: Codable & Sendable>: Sendable {
    public let name: DocumentName
    public let defaultValue: Value
    private let opened: OpenedStore

    init(name: DocumentName, defaultValue: Value, opened: OpenedStore) {
        self.name = name
        self.defaultValue = defaultValue
        self.opened = opened
    }

    private func store() throws -> QuizStoreClient { try opened.client() }

    /// The stored value, or the default when none is stored.
    public func load() throws -> Value {
        try opened.existing()?.document(Value.self, named: name) ?? defaultValue
    }

    public func save(_ value: Value) throws {
        try store().saveDocument(value, named: name)
    }

    /// Changes the stored value (or the default) in one transaction; returns what `change` returned.
    @discardableResult
    public func update<T>(_ change: (inout Value) throws -> T) throws -> T {
        try store().updateDocument(Value.self, named: name, default: defaultValue, change)
    }
}

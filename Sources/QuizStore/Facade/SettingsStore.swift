import QuizPlatform

/// The player's settings as the commands use them: loaded (the defaults
/// when none are stored), saved whole, or changed in one transaction, so
/// two processes changing different settings both keep their change.
public struct SettingsStore: Sendable {
    private let opened: OpenedStore

    init(opened: OpenedStore) { self.opened = opened }

    /// The stored settings, or the defaults when none are stored.
    public func load() throws -> Settings {
        try opened.existing()?.loadSettings() ?? Settings()
    }

    public func save(_ settings: Settings) throws {
        try opened.client().saveSettings(settings)
    }

    /// Changes the stored settings (or the defaults) in one transaction; returns what `change` returned.
    @discardableResult
    public func update<T>(_ change: (inout Settings) throws -> T) throws -> T {
        var result: T?
        try opened.client().updateSettings { settings in result = try change(&settings) }
        // `updateSettings` runs `change` exactly once or throws.
        return result!
    }
}

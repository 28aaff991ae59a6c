/// The values quizctl lists for shell completion at completion time: what a
/// script cannot know when it is generated.
enum DynamicValues: String, CaseIterable, Sendable {
    /// Everything `--source` accepts by name: built-in sources, imported packs, plugins.
    case sources
    /// Finished games' IDs, newest first.
    case historyIDs = "history-ids"
    /// Your own questions' IDs.
    case questionIDs = "question-ids"
    /// The values of the setting named by the previous word (`settings set KEY VALUE`).
    case settingValues = "setting-values"
}

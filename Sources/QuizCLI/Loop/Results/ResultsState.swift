import QuizPlatform

/// The menu's Results on the run loop: the history as last read, the panel
/// shown, the highlighted entry of each menu, a line saying what the last
/// change did, and whether a change is being made (keys wait meanwhile).
struct ResultsState: Equatable, Sendable {
    var data: ResultsData
    var panel = ResultsPanel.summary(first: 0, clearing: false)
    /// The summary's menu: the games, a game by ID, delete all.
    var action = 0
    /// The highlighted game of the list.
    var game = 0
    /// A key that meant nothing.
    var hint: String?
    /// What the last change did ("Game … deleted.", "Nothing changed."), until the next key.
    var message: LocalizedText?
    var busy = false

    init(data: ResultsData) {
        self.data = data
    }
}

/// A screen on the run loop, with its own state (hascard's `States.hs`).
enum AppScreen: Equatable {
    case mainMenu(MainMenuState)
    case settings(SettingsState)
    case modes(ModeMenuState)
    case start(StartState)
    case results(ResultsState)
    case questions(QuestionsState)
    case addQuestions(AddQuestionsState)
}

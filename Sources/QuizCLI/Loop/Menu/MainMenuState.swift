/// The main menu on the run loop: the highlighted entry, a key that meant
/// nothing, the question before leaving, and the entry whose screen has
/// the terminal now.
struct MainMenuState: Equatable {
    var selected = 0
    var hint: String?
    /// "Leave quizctl?", asked after Escape.
    var askingToLeave = false
    /// The entry whose screen (not on the loop yet) has the terminal.
    var opened: HandOver?
    /// The entry whose screen is being read (an effect), to open when it is.
    var opening: MainMenuScreen.Entry?
}

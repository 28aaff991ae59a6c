/// Where a screen's `update` sends the player: the navigation stack's moves.
enum Navigation: Equatable {
    case stay
    /// Opens a screen over this one; back (`pop`) returns here.
    case push(AppScreen)
    /// Back to the screen underneath.
    case pop
    /// Back to the main menu at the bottom of the stack, past every screen
    /// over it (a game ended); out of the app when it was not opened from there.
    case home
    /// Leaves the app.
    case quit
}

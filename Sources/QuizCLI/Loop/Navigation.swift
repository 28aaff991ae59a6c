/// Where a screen's `update` sends the player: the navigation stack's moves.
enum Navigation: Equatable {
    case stay
    /// Opens a screen over this one; back (`pop`) returns here.
    case push(AppScreen)
    /// Back to the screen underneath.
    case pop
    /// Leaves the app.
    case quit
}

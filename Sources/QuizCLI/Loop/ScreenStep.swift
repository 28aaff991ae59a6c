/// What one screen's `update` gives: its next state, the effects it asks
/// for, and where the navigation stack goes.
struct ScreenStep<State> {
    var state: State
    var effects: [Effect] = []
    var navigation = Navigation.stay
}

import QuizPlatform

extension StartState {
    /// The start screen of `mode` as it opens: what the command line gave
    /// (`given`) first, then what was chosen last time, then what `PlayPlan`
    /// would take: what is shown for an option left unset is what the game plays.
    @MainActor
    static func load(_ mode: ModeKind, given: PlayOptions = PlayOptions(), in environment: AppEnvironment) throws -> StartState {
        let rules = GameModes.mode(for: mode)
        let sources = mode == .review ? [] : SourceChoice.all(for: mode, in: environment)
        var choice = try StartChoices.store(in: environment.stores).load()[mode]
        if let source = given.source {
            choice.source = source
            choice.offline = given.offline
        } else if given.offline {
            choice.offline = true
        }
        if sources.isEmpty || SourceChoice.index(of: choice.source ?? "", offline: choice.offline == true, in: sources) == nil {
            choice.source = rules.defaultSource
            choice.offline = given.offline
        }
        choice.category = given.category ?? choice.category
        let defaults = PlayPlan.defaults(for: rules, source: choice.source, settings: try environment.stores.settings.load())
        choice.difficulty = given.difficulty ?? choice.difficulty ?? defaults.difficulty
        choice.choiceType = given.choiceType ?? choice.choiceType
        choice.count = given.count ?? choice.count ?? defaults.count
        choice.timer = given.timer ?? choice.timer ?? defaults.timer
        choice.players = given.players ?? choice.players
        if given.flip || given.typed { choice.studyStyle = given.flip ? .flip : .typed }
        choice.partyGame =
            given.partyOnPhones ? StartRow.phones : given.partyMillionaire ? "millionaire" : given.partyStyle?.rawValue ?? choice.partyGame
        return StartState(mode: mode, sources: sources, choice: choice, given: given, defaultCount: rules.defaultCount)
    }
}

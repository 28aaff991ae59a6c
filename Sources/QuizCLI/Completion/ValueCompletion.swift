/// How a shell completes the value of an option or argument. Fixed lists come
/// from the declarations themselves (`ValueKind.choice`); what only quizctl
/// knows at the moment of completion (source names, game IDs) is asked of it
/// through the hidden `quizctl __complete KIND` command.
enum ValueCompletion: Sendable, Hashable {
    /// Free text or a number: nothing to offer.
    case none
    /// A fixed list of values.
    case choices([String])
    /// A path on disk.
    case files
    /// The names of quizctl's commands (`help COMMAND...`).
    case commands
    /// Values asked of quizctl when the user presses Tab.
    case dynamic(DynamicValues)
}

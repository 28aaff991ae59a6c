import QuizPlatform

/// Options and arguments several commands share, declared once.
enum CommonOptions {
    /// `--json` where it means "print JSON instead of text".
    static let json = Option<Bool>.flag("json", help: Strings.Commands.jsonOption)

    /// `--yes`: do not ask before deleting.
    static let yes = Option<Bool>.flag("yes", help: Strings.Commands.yesOption)

    /// `--mode MODE`: only games of one mode.
    static let modeFilter = Option<ModeKind?>.choice("mode", valueName: "MODE", as: ModeKind.self, help: Strings.Commands.modeFilterOption)

    /// A finished game's ID, or an unambiguous prefix of it.
    static let gameID = Argument<String>.required("ID", help: Strings.Commands.gameID).completing(.dynamic(.historyIDs))
}

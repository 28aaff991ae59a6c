import QuizPlatform

/// Options that are not any one command's: `--help` and `--color` work after
/// every command, `--version` only on quizctl itself.
enum GlobalOption {
    static let help = Option<Bool>.flag("help", short: "h", help: Strings.Commands.helpOption)
    static let version = Option<Bool>.flag("version", short: "V", help: Strings.Commands.versionOption)
    static let color = Option<ColorChoice?>.choice("color", valueName: "WHEN", as: ColorChoice.self, help: Strings.Commands.colorOption)

    /// Accepted by every command, listed after its own options in help.
    static let everywhere = [help.spec, color.spec]
}

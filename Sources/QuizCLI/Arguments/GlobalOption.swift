import QuizPlatform

/// Options that are not any one command's: `--help`, `--color` and `--plain` work after
/// every command, `--version` only on quizctl itself.
enum GlobalOption {
    static let help = Option<Bool>.flag("help", short: "h", help: Strings.Commands.helpOption)
    static let version = Option<Bool>.flag("version", short: "V", help: Strings.Commands.versionOption)
    static let color = Option<ColorChoice?>.choice("color", valueName: "WHEN", as: ColorChoice.self, help: Strings.Commands.colorOption)
    /// Accessible mode for this run, as the `accessible` setting turns it on for every run.
    static let plain = Option<Bool>.flag("plain", help: Strings.Commands.plainOption)

    /// Accepted by every command, listed after its own options in help.
    static let everywhere = [help.spec, color.spec, plain.spec]
}

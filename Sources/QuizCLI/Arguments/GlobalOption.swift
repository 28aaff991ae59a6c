import QuizPlatform

/// Options that are not any one command's: `--help` and `--color` work after
/// every command, `--version` only on quizctl itself.
enum GlobalOption {
    static let help = OptionSpec("help", short: "h", help: Strings.Commands.helpOption)
    static let version = OptionSpec("version", short: "V", help: Strings.Commands.versionOption)
    static let color = OptionSpec(
        "color", valueName: "WHEN", help: Strings.Commands.colorOption,
        allowedValues: ColorChoice.allCases.map(\.rawValue))

    /// Accepted by every command, listed after its own options in help.
    static let everywhere = [help, color]
}

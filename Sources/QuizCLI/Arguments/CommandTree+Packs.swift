import QuizPlatform

/// Commands that bring questions in and take them out.
extension CommandTree {
    static let importCommand = CommandSpec(
        "import",
        summary: Strings.Commands.importSummary,
        arguments: [ArgumentSpec("FILE", help: Strings.Commands.importFile)],
        options: [
            OptionSpec("format", valueName: "FORMAT", help: Strings.Commands.importFormatOption, allowedValues: ["json", "csv", "aiken"]),
            OptionSpec("dry-run", help: Strings.Commands.dryRunOption),
            OptionSpec("basics", valueName: "FILE", help: Strings.Commands.basicsOption),
            OptionSpec("limit", valueName: "N", help: Strings.Commands.importLimitOption),
        ],
        discussion: Strings.Commands.importDiscussion,
        examples: LocalizedText(
            verbatim: """
                quizctl import capitals.json
                quizctl import bank.txt --format aiken --dry-run
                quizctl import title.ratings.tsv.gz --basics title.basics.tsv.gz --limit 500
                """)
    )

    static let exportCommand = CommandSpec(
        "export",
        summary: Strings.Commands.exportSummary,
        arguments: [ArgumentSpec("FILE", help: Strings.Commands.exportFile, isOptional: true)],
        options: [
            OptionSpec("format", valueName: "FORMAT", help: Strings.Commands.exportFormatOption, allowedValues: ["json", "csv"])
        ],
        examples: LocalizedText(
            verbatim: """
                quizctl export mine.json
                quizctl export --format csv > mine.csv
                """)
    )
}

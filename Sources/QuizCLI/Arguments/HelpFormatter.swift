import QuizPlatform

/// Renders usage lines and help pages from the commands' configurations.
/// Pure: the same path, language and width always give the same text, so
/// tests compare literals and the caller decides where it goes.
struct HelpFormatter {
    let root: any Command.Type

    init(root: any Command.Type = RootCommand.self) {
        self.root = root
    }

    /// `usage: quizctl play [MODE] [options]`, for help pages and under usage errors.
    func usageLine(path: [String], language: Language) -> String {
        ([Strings.Commands.usage(language)] + synopsis(path: path, language: language)).joined(separator: " ")
    }

    /// The words of a usage line after "usage:": `quizctl play [MODE] [options]`; the manual's synopses too.
    func synopsis(path: [String], language: Language) -> [String] {
        let chain = root.chain(along: path).map { $0.configuration }
        let command = root.command(at: path).configuration
        var words = chain.map(\.name)
        if !command.visibleSubcommands.isEmpty { words.append("[" + Strings.Commands.placeholder("COMMAND")(language) + "]") }
        words += command.arguments.map { $0.usage(language) }
        words.append(Strings.Commands.optionsPlaceholder(language))
        return words
    }

    /// The whole help page of the command at `path`, wrapped to `width`
    /// columns (at least 40), ending with a newline.
    func help(path: [String], language: Language, width: Int) -> String {
        let command = root.command(at: path).configuration
        let layout = TextLayout(width: max(width, 40))
        var sections = [
            layout.wrap(command.summary(language)).joined(separator: "\n"),
            usageLine(path: path, language: language),
        ]
        if !command.arguments.isEmpty {
            let rows = command.arguments.map { (Strings.Commands.placeholder($0.name)(language), $0.help(language)) }
            sections.append(section(Strings.Commands.argumentsHeading, rows, layout, language))
        }
        if !command.visibleSubcommands.isEmpty {
            let rows = command.visibleSubcommands.map { $0.configuration }.map { subcommand in
                let usage = [subcommand.name] + subcommand.arguments.map { $0.usage(language) }
                return (usage.joined(separator: " "), subcommand.summary(language))
            }
            sections.append(section(Strings.Commands.commandsHeading, rows, layout, language))
        }
        let options = ArgumentParser.options(of: command).map { (Self.optionColumn($0, language: language), $0.help(language)) }
        sections.append(section(Strings.Commands.optionsHeading, options, layout, language))
        if let discussion = command.discussion {
            sections += discussion(language).split(separator: "\n\n").map { layout.paragraph(String($0)) }
        }
        if let examples = command.examples {
            let lines = examples(language).split(separator: "\n").map { "  " + $0 }
            sections.append(([Strings.Commands.examplesHeading(language)] + lines).joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func section(
        _ heading: LocalizedText, _ rows: [(String, String)], _ layout: TextLayout, _ language: Language
    ) -> String {
        ([heading(language)] + layout.table(rows)).joined(separator: "\n")
    }

    /// `-h, --help` or `    --count N`: long names line up whether or not there is a short one.
    static func optionColumn(_ option: OptionSpec, language: Language) -> String {
        let short = option.short.map { "-\($0), " } ?? "    "
        let value = option.valueName.map { " " + Strings.Commands.placeholder($0)(language) } ?? ""
        return short + option.longSpelling + value
    }
}

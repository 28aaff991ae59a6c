import QuizPlatform
import Testing

@testable import QuizCLI

@Suite struct ArgumentsHelpTests {
    private let formatter = HelpFormatter()

    @Test func usageLines() {
        #expect(formatter.usageLine(path: [], language: .en) == "usage: quizctl [COMMAND] [options]")
        #expect(formatter.usageLine(path: ["play"], language: .en) == "usage: quizctl play [MODE] [options]")
        #expect(formatter.usageLine(path: ["play"], language: .ru) == "использование: quizctl play [РЕЖИМ] [параметры]")
        #expect(formatter.usageLine(path: ["history"], language: .en) == "usage: quizctl history [COMMAND] [options]")
        #expect(formatter.usageLine(path: ["history", "show"], language: .en) == "usage: quizctl history show ID [options]")
        #expect(formatter.usageLine(path: ["settings", "set"], language: .en) == "usage: quizctl settings set KEY VALUE [options]")
        #expect(formatter.usageLine(path: ["help"], language: .en) == "usage: quizctl help [COMMAND...] [options]")
    }

    @Test func rootHelpListsEveryCommand() {
        let expected = """
            quizctl — quizzes in your terminal: movie ratings, trivia and “Who Wants to Be a
            Millionaire”

            usage: quizctl [COMMAND] [options]

            Commands:
              play [MODE]        Play one game
              host               Host a game for phones: players join with a QR code
              add                Add your own questions
              import FILE        Add a question pack or a deck, or IMDb's movie datasets
              export [FILE]      Write your questions as a pack or an Anki package
              questions          List your own questions
              decks              List the decks you imported
              history            List finished games, newest first
              stats              All-time statistics and a chart of recent games
              data               Your data: where, how big; check, back up, restore
              review             Show what is due for review, your true retention and the
                                 next 30 days
              settings           Show or change your settings
              sources            List question sources, what each can feed and whether it is
                                 reachable
              movies             Show the movie list and refresh it from IMDb's datasets
              completion SHELL   Print a shell completion script for bash, zsh or fish
              help [COMMAND...]  Show help for a command

            Options:
              -V, --version     Show the version
              -h, --help        Show this help
                  --color WHEN  When to use colours: auto, always or never
                  --plain       Accessible mode: plain lines, every state in words

            Without a command, on a terminal, quizctl opens the main menu. Run 'quizctl help
            COMMAND' for more about a command.

            Environment:
              QUIZCTL_HOME              data folder; default $XDG_DATA_HOME/quizctl, else
                                        ~/.local/share/quizctl
              QUIZCTL_OPENTDB_URL       Open Trivia DB base URL; default https://opentdb.com
              QUIZCTL_IMDB_URL          IMDb-API base URL; default https://tv-api.com
              IMDB_API_KEY              with it, movies loads Top 250 and Most Popular live;
                                        without it, the built-in snapshot
              OMDB_API_KEY              with it, a yes/no round's films get today's IMDb
                                        rating and poster from OMDb (not with --offline)
              QUIZCTL_OMDB_URL          OMDb base URL; default https://www.omdbapi.com/
              QUIZCTL_IMDB_DATASETS_URL
                                        where movies update downloads IMDb's datasets;
                                        default https://datasets.imdbws.com/
              NO_COLOR                  no colours, whatever the setting
              LANG, LC_ALL              ru… selects Russian when the language setting is not
                                        set
              QUIZCTL_NOW               an ISO-8601 time (2026-03-02T09:00:00Z) used as now,
                                        for scripts, tests and replaying a review schedule
              QUIZCTL_CURL              the curl program the online sources run; default the
                                        first curl on PATH

            Exit status:
              0    success
              1    failure at run time: network, data, an abandoned game
              2    usage error: unknown command, bad option or value
              130  interrupted

            """
        #expect(formatter.help(path: [], language: .en, width: 80) == expected)
    }

    @Test func playHelp() {
        let expected = """
            Play one game

            usage: quizctl play [MODE] [options]

            Arguments:
              MODE  yesno (MovieQuiz round), classic (multiple-choice round), millionaire
                    (15-step elimination ladder), review (your questions due by spaced
                    repetition; with --mistakes, the questions you got wrong) or party (2 to
                    8 players on one terminal, see below); on a terminal, asked for when
                    omitted

            Options:
                  --source NAME       Where questions come from: movies, trivia, custom
                                      (yours), custom:PACK (one imported pack), mix (yours
                                      with the built-in ones), pack:PATH or a plugin's name;
                                      default: movies for yesno, trivia for classic and
                                      millionaire
                  --count N           Questions in a round (yesno, classic); default: 10
                  --category ID|NAME  Trivia category: an Open Trivia DB id or name;
                                      default: any
                  --difficulty LEVEL  easy, medium, hard or any; default: the difficulty
                                      setting
                  --type TYPE         Question type: multiple (four options) or boolean
                                      (true or false); default: both
                  --order ORDER       Question order: random or sequential; default: the
                                      order setting
                  --timer SECONDS     Time limit per question in seconds, 0 for none; an
                                      expired question counts as wrong; default: 0
                  --delay SECONDS     Pause in seconds after each answer's feedback;
                                      default: the feedback-delay setting on a terminal, 0
                                      otherwise
                  --seed N            Makes shuffles, thresholds and hints reproducible;
                                      default: random
                  --daily             Today's challenge: a seed derived from the date, the
                                      same for everyone
                  --offline           Never touch the network: built-in data and your own
                                      questions only
                  --online            Insist on the network: fail when a source cannot be
                                      reached instead of playing the built-in questions
                  --mistakes          Play the questions you answered wrong, until each is
                                      right twice in a row (the mistakes source)
                  --flip              Review cards as flip cards: the front, Space or Enter
                                      for the back, then grade 1–4 (Again, Hard, Good,
                                      Easy); u undoes
                  --typed             Review cards typed: type each answer in full; case,
                                      accents and punctuation do not count, one letter off
                                      is Hard
                  --cram              Practise review cards ahead, due or not (20 unless
                                      --count), without changing their schedule
                  --players NAMES     A party's players, 2 to 8 names separated by commas,
                                      in turn order (play party)
                  --party-mode MODE   How a party shares its questions: turn (each player
                                      answers their own, in turn) or buzzer (the first to
                                      press their key answers); default: turn
                  --millionaire       A Millionaire party: each player climbs their own
                                      15-step ladder in turn, with their own lifelines (play
                                      party)
                  --json              Print the finished game's record as JSON on stdout;
                                      everything else goes to stderr
                  --verbose           Show more detail, such as a movie's crew
              -h, --help              Show this help
                  --color WHEN        When to use colours: auto, always or never
                  --plain             Accessible mode: plain lines, every state in words

            On a terminal a single key answers: y or n for yes/no, 1–4 or a–d for options.
            When standard input is not a terminal, quizctl reads one answer per line, so a
            game can be scripted: y, yes, n, no, да, нет; 1–4 or a–d; in millionaire also 50
            (fifty-fifty), friend (phone a friend), audience (ask the audience) and walk
            (take the money and stop). Input that ends before the game is over abandons it:
            nothing is recorded and the exit status is 1. Keys count by their place on the
            keyboard, so a Russian layout answers with the same keys. When a source cannot
            be reached and standard input is not a terminal, the game plays the built-in
            questions instead, with a notice on standard error; --online makes that a
            failure.

            play party is a hot-seat game for 2 to 8 players on one terminal, on questions
            from any source (--source): --players "Ann,Bob,Cat", --party-mode turn or
            buzzer, or --millionaire for a ladder each. A right answer scores up to 1000
            points, more the faster (a party allows 20 seconds a question unless --timer
            says otherwise), plus 100 for each right answer in a row before it, up to 500.
            In buzzer mode each player's key is shown on screen; Escape leaves. From a
            script, each line is NAME: ANSWER; in turn mode it must name the player whose
            turn it is, in buzzer mode the first line naming a player not locked out
            answers.

            Examples:
              quizctl play yesno
              quizctl play classic --category 9 --difficulty hard --count 5
              quizctl play millionaire --daily
              quizctl play review
              quizctl play review --mistakes
              quizctl play review --flip
              quizctl play review --typed
              quizctl play review --cram --flip --source "deck:Spanish Basics"
              quizctl play party --players "Ann,Bob,Cat" --party-mode buzzer --offline
              quizctl play party --players "Ann,Bob" --millionaire --offline
              printf 'y\\nn\\n' | quizctl play yesno --count 2 --offline --json

            """
        #expect(formatter.help(path: ["play"], language: .en, width: 80) == expected)
    }

    @Test func historyShowHelpInEnglish() {
        let expected = """
            Show one game, question by question

            usage: quizctl history show ID [options]

            Arguments:
              ID  The game's ID; an unambiguous prefix is enough

            Options:
                  --json        Print JSON instead of text
              -h, --help        Show this help
                  --color WHEN  When to use colours: auto, always or never
                  --plain       Accessible mode: plain lines, every state in words

            For each question: your answer, the right one, hints used and time taken.

            """
        #expect(formatter.help(path: ["history", "show"], language: .en, width: 80) == expected)
    }

    @Test func historyShowHelpInRussian() {
        let expected = """
            Показать одну игру по вопросам

            использование: quizctl history show ID [параметры]

            Аргументы:
              ID  Идентификатор игры; достаточно однозначного начала

            Параметры:
                  --json         Вывести JSON вместо текста
              -h, --help         Показать эту справку
                  --color КОГДА  Когда раскрашивать вывод: auto, always или never
                  --plain        Спецвозможности: простые строки, всё словами

            Для каждого вопроса: ваш ответ, правильный ответ, взятые подсказки и затраченное
            время.

            """
        #expect(formatter.help(path: ["history", "show"], language: .ru, width: 80) == expected)
    }

    /// Issue 28: the Russian help said `[COMMAND]`, `MODE`, `FILE`. Every
    /// command's Russian page names its placeholders in Russian.
    @Test func everyRussianHelpPageHasRussianPlaceholders() {
        func paths(_ command: any Command.Type, _ path: [String]) -> [[String]] {
            [path] + command.configuration.visibleSubcommands.flatMap { paths($0, path + [$0.configuration.name]) }
        }
        let english =
            /\b(ADDRESS|ANSWER|COMMAND|FILE|FORMAT|NAME|KEY|KIND|LEVEL|MODE|NAMES|ORDER|SECONDS|SEP|SHELL|TEXT|TYPE|VALUE|WHEN|WORD)\b/
        let all = paths(RootCommand.self, [])
        #expect(all.count > 20)
        for path in all {
            let help = formatter.help(path: path, language: .ru, width: 100)
            // The usage line and the argument and option columns (the text after two spaces is the description).
            let names = help.split(separator: "\n").filter { $0.hasPrefix("использование:") || $0.hasPrefix("  ") }.map {
                $0.hasPrefix("использование:") ? String($0) : String($0.split(separator: "  ", omittingEmptySubsequences: true).first ?? "")
            }
            for line in names { #expect(line.firstMatch(of: english) == nil, "\(path): \(line)") }
        }
    }

    @Test func narrowTerminalsWrapDescriptionsUnderTheirColumn() {
        let help = formatter.help(path: ["history", "show"], language: .en, width: 40)
        #expect(
            help.contains(
                """
                  ID  The game's ID; an unambiguous
                      prefix is enough
                """))
    }

    @Test func aLongTermGetsALineOfItsOwn() {
        let rows = [(term: "--a-very-long-option-name VALUE", description: "Does a thing"), (term: "-x", description: "Short")]
        #expect(
            TextLayout(width: 80).table(rows) == [
                "  --a-very-long-option-name VALUE",
                "                            Does a thing",
                "  -x                        Short",
            ])
    }

    @Test func wrappingNeverSplitsAWord() {
        #expect(TextLayout(width: 10).wrap("one two three fourteen-letters x") == ["one two", "three", "fourteen-letters", "x"])
    }

    /// Help spells allowed values by hand; this keeps the text and the parser in step.
    @Test(arguments: [Language.en, .ru])
    func everyAllowedValueIsNamedInItsHelp(language: Language) {
        for command in Self.allCommands(RootCommand.configuration) {
            for option in ArgumentParser.options(of: command) {
                for value in option.allowedValues ?? [] {
                    #expect(option.help(language).contains(value), "\(command.name) --\(option.name): \(value)")
                }
            }
            for argument in command.arguments {
                for value in argument.allowedValues ?? [] {
                    #expect(argument.help(language).contains(value), "\(command.name) \(argument.name): \(value)")
                }
            }
        }
    }

    @Test(arguments: [Language.en, .ru])
    func everyPageFitsItsWidthExceptExampleLines(language: Language) {
        for path in Self.allPaths(RootCommand.configuration) {
            let page = formatter.help(path: path, language: language, width: 80)
            let beforeExamples = page.split(separator: "\n\n\(Strings.Commands.examplesHeading(language))")[0]
            for line in beforeExamples.split(separator: "\n") {
                #expect(line.count <= 80, "\(path): \(line)")
            }
        }
    }

    @Test func theTreeCoversTheCommandLineContract() {
        let paths = Set(Self.allPaths(RootCommand.configuration))
        let expected: Set<[String]> = [
            [], ["play"], ["add"], ["import"], ["export"], ["questions"], ["questions", "remove"], ["history"], ["history", "show"],
            ["history", "delete"], ["history", "clear"], ["stats"], ["settings"], ["settings", "get"],
            ["settings", "set"], ["sources"], ["help"], ["review"], ["decks"], ["decks", "remove"], ["decks", "set"], ["movies"],
            ["movies", "update"],
            ["completion"], ["__complete"], ["data"], ["data", "check"], ["data", "backup"], ["data", "restore"], ["host"],
        ]
        #expect(paths == expected)
        let playOptions = PlayCommand.configuration.options.map(\.name)
        #expect(
            playOptions == [
                "source", "count", "category", "difficulty", "type", "order", "timer", "delay", "seed", "daily",
                "offline", "online", "mistakes", "flip", "typed", "cram", "players", "party-mode", "millionaire", "json", "verbose",
            ])
    }

    private static func allCommands(_ command: CommandConfiguration) -> [CommandConfiguration] {
        [command] + command.subcommands.flatMap { allCommands($0.configuration) }
    }

    private static func allPaths(_ command: CommandConfiguration, prefix: [String] = []) -> [[String]] {
        [prefix] + command.subcommands.flatMap { allPaths($0.configuration, prefix: prefix + [$0.configuration.name]) }
    }
}

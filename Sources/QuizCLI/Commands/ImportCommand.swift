import FoundationEssentials
import QuizImport
import QuizPlatform
import QuizStore

/// `quizctl import FILE`: a deck of another flashcard tool (asked first,
/// from `DeckReaders`), a question pack (JSON, CSV or Aiken), or with
/// `--basics` IMDb's movie datasets, which become the movie source's list.
struct ImportCommand: Command {
    static let file = Argument<String>.required("FILE", help: Strings.Commands.importFile).completing(.files)
    static let format = Option<ImportFormat?>.value(
        "format", valueName: "FORMAT", as: ImportFormat.kind, help: Strings.Commands.importFormatOption)
    static let separator = Option<Character?>.value(
        "separator", valueName: "SEP", as: ImportFormat.separator, help: Strings.Commands.separatorOption)
    static let front = Option<Int?>.integer("front", in: 1...1_000, help: Strings.Commands.frontColumnOption)
    static let back = Option<Int?>.integer("back", in: 1...1_000, help: Strings.Commands.backColumnOption)
    static let dryRun = Option<Bool>.flag("dry-run", help: Strings.Commands.dryRunOption)
    static let basics = Option<String?>.text("basics", valueName: "FILE", help: Strings.Commands.basicsOption).completing(.files)
    static let limit = Option<Int>.integer("limit", in: 1...1_000_000, default: 250, help: Strings.Commands.importLimitOption)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "import",
            summary: Strings.Commands.importSummary,
            arguments: [file],
            options: [format, separator, front, back, dryRun, basics, limit],
            discussion: Strings.Commands.importFullDiscussion,
            examples: LocalizedText(
                verbatim: """
                    quizctl import capitals.json
                    quizctl import spanish.tsv
                    quizctl import vocabulary.txt --format quizlet --separator comma
                    quizctl import "All fields.txt" --front 3 --back 5
                    quizctl import bank.txt --format aiken --dry-run
                    quizctl import title.ratings.tsv.gz --basics title.basics.tsv.gz --limit 500
                    """)
        )
    }

    let arguments: ParsedArguments

    /// `--format` names a pack's format; IMDb's datasets have one format, so with `--basics` it is a mistake, not a no-op.
    func validate() throws(UsageError) {
        if arguments[Self.basics] != nil, let format = arguments[Self.format] {
            throw .invalidValue(
                option: "--format", value: format.rawValue, expected: .described(Strings.formatNotWithBasics), path: arguments.path)
        }
        if let separator = arguments[Self.separator], case .pack = arguments[Self.format] {
            throw .invalidValue(
                option: "--separator", value: String(separator), expected: .described(Strings.separatorNotForPacks), path: arguments.path)
        }
        // A card needs both sides: one column alone says nothing of the other.
        switch (arguments[Self.front], arguments[Self.back]) {
        case (.some, nil): throw .missingOption(option: "--back", example: "--front 1 --back 2", path: arguments.path)
        case (nil, .some): throw .missingOption(option: "--front", example: "--front 1 --back 2", path: arguments.path)
        case (.some(let front), .some):
            if case .pack = arguments[Self.format] {
                throw .invalidValue(
                    option: "--front", value: String(front), expected: .described(Strings.columnsNotForPacks), path: arguments.path)
            }
        case (nil, nil): break
        }
    }

    /// `--front N --back M`, when both are given.
    private var columns: DeckColumns? {
        guard let front = arguments[Self.front], let back = arguments[Self.back] else { return nil }
        return DeckColumns(front: front, back: back)
    }

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let stores = environment.stores
        let path = arguments[Self.file]
        if let basics = arguments[Self.basics] {
            try await MovieDatasetImport(stores: stores, console: console, date: environment.clock.now()).run(
                ratings: path, basics: basics, limit: arguments[Self.limit], dryRun: arguments[Self.dryRun])
            return
        }
        let format = arguments[Self.format]
        if format == nil, Self.isIMDbRatings(path) { throw CommandFailure(Strings.importRatingsNeedBasics(path)) }
        let options = DeckReadOptions(
            separator: arguments[Self.separator], scratch: stores.directory, columns: columns, language: environment.language)
        if let reader = Self.deckReader(path: path, format: format, options: options) {
            try Self.importDecks(
                path: path, reader: reader, into: stores, at: environment.clock.now(), console: console, dryRun: arguments[Self.dryRun])
            return
        }
        var packFormat: PackFormat?
        if case .pack(let named) = format { packFormat = named }
        guard arguments[Self.dryRun] else {
            try Self.importPack(path: path, format: packFormat, into: stores, at: environment.clock.now(), console: console)
            return
        }
        let result = try stores.questions.wouldImport(path: path, format: packFormat)
        for entry in result.entries {
            console.print("  \(entry.text.terminalSafe)  " + console.style.green(entry.correct.terminalSafe))
        }
        console.print(Strings.importWouldAdd(result.entries.count, alreadyHave: result.alreadyHad, repeated: result.repeatedInFile))
        if let skipped = Strings.importUnplayable(result.unplayable) { console.print(skipped) }
    }

    /// Adds the pack at `path` to your questions, all or nothing, and reports
    /// how many were added; the menus' "Import a file" runs this too.
    /// IMDb's title.ratings.tsv(.gz), by its name or its header: a term list
    /// reader would refuse each of its lines without saying what it is.
    static func isIMDbRatings(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        return name.hasPrefix("title.ratings") || DeckReaders.head(of: path).starts(with: Data("tconst\taverageRating".utf8))
    }

    @MainActor static func importPack(path: String, format: PackFormat?, into stores: DataStores, at date: Date, console: Console) throws {
        let result = try stores.questions.importPack(path: path, format: format, createdAt: date)
        console.print(Strings.importAdded(result.count, alreadyHad: result.alreadyHad, repeated: result.repeatedInFile))
        if let skipped = Strings.importUnplayable(result.unplayable) { console.print(skipped) }
    }

    /// Adds the file at `path` as decks or as a pack, whichever it is; the
    /// menus' "Import a file" runs this.
    @MainActor static func importFile(path: String, into stores: DataStores, at date: Date, console: Console) throws {
        if let reader = deckReader(path: path, format: nil, options: DeckReadOptions(scratch: stores.directory, language: console.language))
        {
            try importDecks(path: path, reader: reader, into: stores, at: date, console: console, dryRun: false)
        } else {
            try importPack(path: path, format: nil, into: stores, at: date, console: console)
        }
    }

    /// The deck reader for the file: the deck format named, or the first that
    /// recognises it; with `--separator` and no format, a term list. nil
    /// when the file is a question pack.
    static func deckReader(path: String, format: ImportFormat?, options: DeckReadOptions) -> (any DeckReader)? {
        switch format {
        case .pack: return nil
        case .deck(let name): return DeckReaders.reader(forFileAt: path, format: name, options: options)
        case nil:
            if options.separator != nil { return DeckReaders.reader(forFileAt: path, format: QuizletReader.formatName, options: options) }
            // Columns chosen for a file no deck format claims (a .csv of many columns): a term list's.
            if options.columns != nil, DeckReaders.reader(forFileAt: path, format: nil, options: options) == nil {
                return DeckReaders.reader(forFileAt: path, format: QuizletReader.formatName, options: options)
            }
            return DeckReaders.reader(forFileAt: path, format: nil, options: options)
        }
    }

    /// Reads the decks of the file card by card into the deck store, all
    /// or nothing, each replacing the deck of its name and keeping the
    /// review state of the cards that remain; reports decks, cards, notes
    /// skipped and media references dropped. A dry run keeps only the
    /// first cards of each deck, to show them.
    @MainActor static func importDecks(
        path: String, reader: any DeckReader, into stores: DataStores, at date: Date, console: Console, dryRun: Bool
    ) throws {
        let url = URL(fileURLWithPath: path)
        guard !dryRun else {
            var noticing = NoticingDeckSink(DeckPreview())
            try reader.read(fileAt: url, into: &noticing)
            let preview = noticing.base
            printSkipped((noticing.notices, noticing.unnamed), on: console)
            for deck in preview.decks {
                console.print(Strings.deckWouldImport(deck.name, cards: deck.cards))
                for card in deck.first {
                    console.print("  \(card.front.terminalSafe)  " + console.style.green(card.back.terminalSafe))
                }
            }
            console.print(
                Strings.decksImportTotal(
                    decks: preview.decks.count, cards: preview.decks.reduce(0) { $0 + $1.cards },
                    skippedNotes: preview.decks.reduce(0) { $0 + $1.skippedNotes },
                    droppedMedia: preview.decks.reduce(0) { $0 + $1.droppedMedia },
                    dryRun: true))
            if preview.reviews > 0 { console.print(Strings.decksImportReviews(preview.reviews, dryRun: true)) }
            return
        }
        var skipped: (notices: [LocalizedText], unnamed: Int) = ([], 0)
        let outcome = try stores.decks.importDecks(at: date) { sink in
            var noticing = NoticingDeckSink(sink)
            try reader.read(fileAt: url, into: &noticing)
            sink = noticing.base
            skipped = (noticing.notices, noticing.unnamed)
        }
        printSkipped(skipped, on: console)
        for deck in outcome.decks { console.print(Strings.deckImported(deck)) }
        console.print(
            Strings.decksImportTotal(
                decks: outcome.decks.count, cards: outcome.cards, skippedNotes: outcome.skippedNotes, droppedMedia: outcome.droppedMedia,
                dryRun: false))
        if outcome.reviews > 0 { console.print(Strings.decksImportReviews(outcome.reviews, dryRun: false)) }
    }

    /// Names the notes a reader skipped (the first few; the rest as a count).
    @MainActor private static func printSkipped(_ skipped: (notices: [LocalizedText], unnamed: Int), on console: Console) {
        for notice in skipped.notices + (skipped.unnamed > 0 ? [Strings.ankiMoreNotesSkipped(skipped.unnamed)] : []) {
            console.note(LocalizedText(en: "quizctl: warning: " + notice.en, ru: "quizctl: предупреждение: " + notice.ru))
        }
    }
}

import FoundationEssentials
import QuizPlatform

/// Strings of the Anki readers: why a package or a plain-text export was refused.
extension Strings {
    /// The one command that installs every program the Anki readers run.
    static let ankiToolsInstall = "sudo apt-get install zstd"

    /// A note of an Anki collection skipped because its fields could not be
    /// read: `name` is its id and the start of its sort field.
    public static func ankiNoteSkipped(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "note \(name) skipped: its fields are not valid UTF-8 or are too long",
            ru: "заметка \(name) пропущена: её поля не в кодировке UTF-8 или слишком длинные")
    }

    /// After the first few skipped notes named: how many more there were.
    public static func ankiMoreNotesSkipped(_ count: Int) -> LocalizedText {
        LocalizedText(en: "… and \(count) more notes skipped", ru: "… и ещё пропущено заметок: \(count)")
    }

    private static func ankiKindRussian(_ kind: String) -> String {
        switch kind {
        case "view": "представление"
        case "trigger": "триггер"
        case "virtual table": "виртуальная таблица"
        default: kind
        }
    }

    static func ankiProblem(_ problem: AnkiImportError.Problem) -> LocalizedText {
        switch problem {
        case .missingTool(let tool):
            LocalizedText(
                en: "reading Anki packages needs the program \(tool), which is not on PATH; install it with: \(ankiToolsInstall)",
                ru: "для чтения пакетов Anki нужна программа \(tool), её нет в PATH; установите её командой: \(ankiToolsInstall)")
        case .unreadable(let reason):
            LocalizedText(en: "cannot read the file: \(reason.terminalSafe)", ru: "не удаётся прочитать файл: \(reason.terminalSafe)")
        case .notZip(let reason):
            LocalizedText(
                en: "not an Anki package: not a readable zip archive (\(reason.terminalSafe.clipped(to: 120)))",
                ru: "это не пакет Anki: не читается как zip-архив (\(reason.terminalSafe.clipped(to: 120)))")
        case .noCollection:
            LocalizedText(en: "not an Anki package: no collection inside", ru: "это не пакет Anki: внутри нет коллекции")
        case .collectionTooLarge(let megabytes):
            LocalizedText(
                en:
                    "the collection inside is larger than \(megabytes) MB unpacked; refused so that a damaged or hostile package cannot fill the disk",
                ru:
                    "коллекция внутри больше \(megabytes) МБ в распакованном виде; отклонена, чтобы повреждённый или вредоносный пакет не заполнил диск"
            )
        case .damaged(let reason):
            LocalizedText(
                en: "collection is damaged: \(reason.terminalSafe.clipped(to: 160))",
                ru: "коллекция повреждена: \(reason.terminalSafe.clipped(to: 160))")
        case .notATable(let name, let kind):
            LocalizedText(
                en: "the collection's \(name.terminalSafe) is a \(kind), not a table; refused, since it could run any query",
                ru:
                    "в коллекции \(name.terminalSafe) — \(ankiKindRussian(kind)), а не таблица; отклонено, так как она может выполнить любой запрос"
            )
        case .tooSlow(let seconds):
            LocalizedText(
                en: "reading the collection took longer than \(seconds) s; stopped so that a hostile package cannot run for ever",
                ru: "чтение коллекции заняло больше \(seconds) с; остановлено, чтобы вредоносный пакет не работал бесконечно")
        case .tooMuchMemory(let megabytes):
            LocalizedText(
                en: "reading the collection needs more than \(megabytes) MB of memory; refused",
                ru: "для чтения коллекции нужно больше \(megabytes) МБ памяти; отклонено")
        case .noSpace(let folder):
            LocalizedText(
                en: "no space left on the disk to unpack the collection (in \(folder.terminalSafe)); free some space and try again",
                ru: "на диске не осталось места для распаковки коллекции (в \(folder.terminalSafe)); освободите место и попробуйте снова")
        case .cannotUnpack(let folder, let reason):
            LocalizedText(
                en: "cannot unpack the collection into \(folder.terminalSafe): \(reason.terminalSafe)",
                ru: "не удаётся распаковать коллекцию в \(folder.terminalSafe): \(reason.terminalSafe)")
        case .unsupportedSchema(let version):
            LocalizedText(
                en: "unsupported schema \(version) (quizctl reads Anki collections of schema 11 and 15 to 18)",
                ru: "неподдерживаемая схема \(version) (quizctl читает коллекции Anki со схемой 11 и с 15 по 18)")
        case .noCards:
            LocalizedText(
                en: "no note makes a card: every note has an empty front or back",
                ru: "ни одна запись не даёт карточки: у каждой пустая лицевая или оборотная сторона")
        case .unknownSeparator(let value):
            LocalizedText(
                en: "unknown separator “\(value.terminalSafe.clipped())”; use tab, comma, semicolon, pipe, colon, space or one character",
                ru:
                    "неизвестный разделитель «\(value.terminalSafe.clipped())»; укажите tab, comma, semicolon, pipe, colon, space или один символ"
            )
        case .badHeaderValue(let header, let value):
            LocalizedText(
                en: "#\(header.terminalSafe): “\(value.terminalSafe.clipped())” is not a valid value",
                ru: "#\(header.terminalSafe): недопустимое значение «\(value.terminalSafe.clipped())»")
        case .unclosedQuote:
            LocalizedText(
                en: "a quoted field is never closed (a \" is missing)", ru: "поле в кавычках не закрыто (не хватает \")")
        case .missingColumn(let column):
            LocalizedText(
                en: "the row has no column \(column), which a header names", ru: "в строке нет столбца \(column), указанного в заголовке")
        }
    }
}

extension Strings {
    /// In a card's text, in place of a formula that cannot be shown as plain
    /// math (a diagram, an accent): one line, so that the card does not seem
    /// to lack something.
    static let ankiFormula = LocalizedText(
        en: "(a formula that cannot be shown as text; see it in Anki)", ru: "(формула, которую нельзя показать текстом; см. её в Anki)")
}

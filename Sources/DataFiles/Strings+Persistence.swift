import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// Strings of the data folder: read and write failures, quarantine notices,
/// history look-ups. Paths come from the environment, so they are made
/// terminal-safe here, once.
extension Strings {
    public static func cannotReadFile(_ path: String, reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "couldn't read \(path.terminalSafe): \(reason.en)",
            ru: "не удалось прочитать \(path.terminalSafe): \(reason.ru)"
        )
    }

    public static func cannotWriteFile(_ path: String, reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "couldn't write \(path.terminalSafe): \(reason.en)",
            ru: "не удалось записать \(path.terminalSafe): \(reason.ru)"
        )
    }

    public static func cannotCreateDataFolder(_ path: String, reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "couldn't create the data folder \(path.terminalSafe): \(reason.en)",
            ru: "не удалось создать папку данных \(path.terminalSafe): \(reason.ru)"
        )
    }

    public static func fileQuarantined(_ path: String, to corruptPath: String) -> LocalizedText {
        LocalizedText(
            en: "\(path.terminalSafe) could not be read; it was moved to \(corruptPath.terminalSafe) and quizctl goes on with defaults",
            ru:
                "не удалось разобрать \(path.terminalSafe); файл перенесён в \(corruptPath.terminalSafe), quizctl продолжает работу со значениями по умолчанию"
        )
    }

    public static func historyLinesSetAside(_ count: Int, of path: String, to corruptPath: String) -> LocalizedText {
        LocalizedText(
            en:
                "\(count) unreadable line\(count == 1 ? "" : "s") of \(path.terminalSafe) \(count == 1 ? "was" : "were") moved to \(corruptPath.terminalSafe)",
            ru:
                "\(count) \(russianPlural(count, one: "нечитаемая строка", few: "нечитаемые строки", many: "нечитаемых строк")) из \(path.terminalSafe) \(russianPlural(count, one: "перенесена", few: "перенесены", many: "перенесены")) в \(corruptPath.terminalSafe)"
        )
    }

    public static func historyGameNotFound(_ prefix: String) -> LocalizedText {
        LocalizedText(
            en: "no game in the history has an ID starting with '\(prefix.terminalSafe)'",
            ru: "в истории нет игры, ID которой начинается с «\(prefix.terminalSafe)»"
        )
    }

    public static func historyIDAmbiguous(_ prefix: String, matches: [UUID]) -> LocalizedText {
        let listed = matches.prefix(5).map(\.uuidString).joined(separator: ", ") + (matches.count > 5 ? ", …" : "")
        return LocalizedText(
            en: "'\(prefix.terminalSafe)' matches \(matches.count) games (\(listed)); type more of the ID",
            ru:
                "«\(prefix.terminalSafe)» подходит к \(matches.count) \(russianPlural(matches.count, one: "игре", few: "играм", many: "играм")) (\(listed)); введите ID подробнее"
        )
    }

    /// Why a file operation that threw failed: the system's reason it carries
    /// (a `POSIXError`, or one under a `CocoaError`), else the error itself.
    public static func systemReason(of error: any Error) -> LocalizedText {
        if let error = error as? POSIXError { return systemReason(error.code.rawValue) }
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return systemReason(underlying.code.rawValue)
        }
        return LocalizedText(verbatim: String(describing: error))
    }

    /// Why a system call failed, for the errors a player can act on; anything
    /// else is the C library's own text.
    public static func systemReason(_ code: Int32) -> LocalizedText {
        switch code {
        case ENOSPC: LocalizedText(en: "No space left on device", ru: "на диске не осталось места")
        case EDQUOT: LocalizedText(en: "Disk quota exceeded", ru: "превышена дисковая квота")
        case EACCES, EPERM: LocalizedText(en: "Permission denied", ru: "доступ запрещён")
        case EROFS: LocalizedText(en: "Read-only file system", ru: "файловая система доступна только для чтения")
        case ENOENT: LocalizedText(en: "No such file or directory", ru: "нет такого файла или папки")
        case ENOTDIR: LocalizedText(en: "Not a directory", ru: "часть пути не является папкой")
        case EISDIR: LocalizedText(en: "Is a directory", ru: "это папка, а не файл")
        case EIO: LocalizedText(en: "Input/output error", ru: "ошибка ввода-вывода")
        default: LocalizedText(verbatim: String(cString: strerror(code)))
        }
    }
}

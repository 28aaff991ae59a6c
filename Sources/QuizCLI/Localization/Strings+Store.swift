import QuizPlatform
import QuizStore
import Sqlite

/// What quizctl says when quizctl.db fails it, and when a data folder of
/// the older format cannot be brought over.
extension Strings {
    static func storeFailed(_ error: QuizStoreError) -> LocalizedText {
        switch error {
        case .database(let error): databaseFailed(error)
        case .refused(let path, .symbolicLink):
            LocalizedText(
                en: "\(path) is a symbolic link; quizctl follows no links in its data folder",
                ru: "\(path) — символическая ссылка; quizctl не переходит по ссылкам в папке данных")
        case .refused(let path, .notRegular(let kind)):
            LocalizedText(
                en: "\(path): it is \(kind.name.en), not a regular file; move it away and try again",
                ru: "\(path): это \(kind.name.ru), а не обычный файл; уберите его и попробуйте снова")
        case .refused(let path, .notFolder(let kind)):
            LocalizedText(
                en: "\(path): it is \(kind.name.en), not a folder; move it away and try again",
                ru: "\(path): это \(kind.name.ru), а не папка; уберите его и попробуйте снова")
        case .notQuizctlDatabase:
            LocalizedText(
                en: "quizctl.db is another program's database, not quizctl's",
                ru: "quizctl.db — база данных другой программы, а не quizctl")
        case .cannotCreateFolder(let path, let errno):
            LocalizedText(
                en: "couldn't create the data folder \(path) (\(reason(errno).en))",
                ru: "не удалось создать папку данных \(path) (\(reason(errno).ru))")
        case .cannotWriteFile(let path, let errno), .cannotRemoveFile(let path, let errno):
            LocalizedText(en: "couldn't write \(path) (\(reason(errno).en))", ru: "не удалось записать \(path) (\(reason(errno).ru))")
        case .cannotReadFolder(let path, let errno):
            LocalizedText(en: "couldn't read \(path) (\(reason(errno).en))", ru: "не удалось прочитать \(path) (\(reason(errno).ru))")
        case .newerSchema:
            LocalizedText(
                en: "quizctl.db was written by a newer quizctl; update quizctl to use it",
                ru: "quizctl.db записан более новой версией quizctl; обновите quizctl, чтобы открыть его")
        case .undecodable(let what, let key):
            LocalizedText(
                en: "quizctl.db holds a value that cannot be read (\(what), \(key))",
                ru: "в quizctl.db есть значение, которое не удаётся прочитать (\(what), \(key))")
        case .legacyUnreadable(let path, let line):
            legacyUnreadable(line.map { "\(path):\($0)" } ?? path)
        case .legacyCountMismatch(let expected, let found):
            LocalizedText(
                en: "the data folder could not be brought into quizctl.db: \(expected) games read, \(found) stored; "
                    + "nothing was changed",
                ru: "не удалось перенести папку данных в quizctl.db: прочитано игр: \(expected), сохранено: \(found); "
                    + "ничего не изменено")
        case .legacyTableMismatch(let table, let expected, let found):
            LocalizedText(
                en: "the data folder could not be brought into quizctl.db: \(expected) rows of \(table) read, \(found) stored; "
                    + "nothing was changed",
                ru: "не удалось перенести папку данных в quizctl.db: прочитано строк \(table): \(expected), сохранено: \(found); "
                    + "ничего не изменено")
        case .unimplemented(let name): LocalizedText(verbatim: "\(name) is not implemented")
        }
    }

    static func legacyUnreadable(_ place: String) -> LocalizedText {
        LocalizedText(
            en: "the data folder is in the older format and could not be brought into quizctl.db: \(place) cannot be read; "
                + "the folder was left as it was (fix or move that file and run quizctl again)",
            ru: "папка данных в прежнем формате, и перенести её в quizctl.db не удалось: не читается \(place); "
                + "папка оставлена как была (исправьте или уберите этот файл и запустите quizctl снова)")
    }

    static func databaseFailed(_ error: SqliteError) -> LocalizedText {
        switch error {
        case .full:
            LocalizedText(
                en: "no space left on the disk of quizctl.db; nothing was saved",
                ru: "на диске с quizctl.db не осталось места; ничего не сохранено")
        case .busy:
            LocalizedText(
                en: "quizctl.db is busy: another quizctl kept it locked too long; try again",
                ru: "quizctl.db занят: другой quizctl слишком долго держит его; попробуйте снова")
        case .corrupt:
            LocalizedText(en: "quizctl.db is damaged", ru: "quizctl.db повреждён")
        case .readOnly:
            LocalizedText(en: "quizctl.db cannot be written (read-only)", ru: "quizctl.db нельзя записать (только для чтения)")
        case .cannotOpen:
            LocalizedText(en: "quizctl.db cannot be opened", ru: "не удаётся открыть quizctl.db")
        case .io:
            LocalizedText(en: "the disk refused a read or write of quizctl.db", ru: "диск отказал в чтении или записи quizctl.db")
        case .constraint(_, let message), .other(_, let message):
            LocalizedText(en: "quizctl.db failed: \(message)", ru: "ошибка quizctl.db: \(message)")
        }
    }

    private static func reason(_ errno: Int32) -> LocalizedText { Strings.systemReason(errno) }
}

extension QuizStoreError: UserFacingError {
    public var message: LocalizedText { Strings.storeFailed(self) }
}

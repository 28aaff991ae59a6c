import QuizPlatform
import QuizStore

// MARK: - quizctl data: its help

extension Strings.Commands {
    public static let dataSummary = LocalizedText(
        en: "Your data: where, how big; check, back up, restore",
        ru: "Ваши данные: где, сколько; проверка, копия, возврат")
    public static let dataDiscussion = LocalizedText(
        en: """
            Everything quizctl keeps (games with every answer, statistics, settings, your questions, decks, review state) is one SQLite database, quizctl.db, in the data folder. Once a day, on the first change, quizctl copies it to backups/quizctl-YYYY-MM-DD.db and keeps the newest seven; a database found damaged is set aside as quizctl.db.corrupt-TIMESTAMP and restored from the newest sound copy, and you are told so.
            """,
        ru: """
            Всё, что хранит quizctl (игры со всеми ответами, статистика, настройки, ваши вопросы, колоды, расписание повторений), — одна база SQLite, quizctl.db, в папке данных. Раз в день, при первом изменении, quizctl копирует её в backups/quizctl-ГГГГ-ММ-ДД.db и хранит семь последних копий; повреждённая база откладывается как quizctl.db.corrupt-ВРЕМЯ и восстанавливается из самой свежей исправной копии, о чём вам сообщается.
            """)
    public static let dataCheckSummary = LocalizedText(
        en: "Check every page, index and link of the database", ru: "Проверить все страницы, индексы и связи базы")
    public static let dataBackupSummary = LocalizedText(
        en: "Write a compact copy of the database to FILE", ru: "Записать компактную копию базы в ФАЙЛ")
    public static let dataBackupFileArgument = LocalizedText(en: "The backup's file", ru: "Файл резервной копии")
    public static let dataRestoreSummary = LocalizedText(
        en: "Replace the database with a backup (after asking; the old one is kept beside it)",
        ru: "Заменить базу резервной копией (спросив; прежняя база сохраняется рядом)")
}

// MARK: - quizctl data: what it says

extension Strings {
    static func dataFolder(_ path: String) -> LocalizedText {
        LocalizedText(en: "Data folder: \(path)", ru: "Папка данных: \(path)")
    }

    static func dataDatabase(_ path: String, bytes: Int64) -> LocalizedText {
        let size = byteCount(bytes)
        return LocalizedText(en: "Database: \(path) (\(size.en))", ru: "База: \(path) (\(size.ru))")
    }

    static func dataCounts(games: Int, questions: Int, decks: Int) -> LocalizedText {
        LocalizedText(
            en:
                "\(games) game\(games == 1 ? "" : "s"), \(questions) question\(questions == 1 ? "" : "s") of your own, \(decks) deck\(decks == 1 ? "" : "s")",
            ru: "\(games) \(russianPlural(games, one: "игра", few: "игры", many: "игр")), "
                + "\(questions) \(russianPlural(questions, one: "свой вопрос", few: "своих вопроса", many: "своих вопросов")), "
                + "\(decks) \(russianPlural(decks, one: "колода", few: "колоды", many: "колод"))")
    }

    static func dataBackups(_ count: Int, newest: String?) -> LocalizedText {
        guard let newest else { return LocalizedText(en: "Backups: none yet", ru: "Резервных копий пока нет") }
        return LocalizedText(
            en: "Backups: \(count) in backups/, the newest \(newest)", ru: "Резервные копии: \(count) в backups/, самая свежая — \(newest)")
    }

    static let dataCheckClean = LocalizedText(en: "The database is sound.", ru: "База исправна.")

    static func dataProblem(_ problem: DatabaseProblem) -> String {
        switch problem {
        case .integrity(let line): line
        case .orphan(let table, let rowid, let parent): "\(table) \(rowid.map(String.init) ?? "?") → \(parent)"
        }
    }

    static func dataCheckFailed(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "the check found \(count) problem\(count == 1 ? "" : "s"); restore a backup with quizctl data restore FILE",
            ru: "проверка нашла проблем: \(count); восстановите резервную копию: quizctl data restore ФАЙЛ")
    }

    static func dataBackupExists(_ path: String) -> LocalizedText {
        LocalizedText(en: "\(path) exists already; name a new file", ru: "\(path) уже существует; укажите новый файл")
    }

    static func dataBackedUp(_ path: String) -> LocalizedText {
        LocalizedText(en: "Backed up to \(path).", ru: "Копия записана в \(path).")
    }

    static func dataRestoreUnsound(_ path: String) -> LocalizedText {
        LocalizedText(
            en: "\(path) is not a sound quizctl database; nothing changed",
            ru: "\(path) — не исправная база quizctl; ничего не изменилось")
    }

    static func dataRestoreQuestion(_ path: String) -> LocalizedText {
        LocalizedText(
            en: "Replace your data with the backup \(path)? The current database is kept beside it.",
            ru: "Заменить ваши данные резервной копией \(path)? Текущая база сохранится рядом.")
    }

    static func dataRestored(from path: String, kept: String) -> LocalizedText {
        LocalizedText(
            en: "Restored from \(path); the database it replaced is kept as \(kept).",
            ru: "Восстановлено из \(path); прежняя база сохранена как \(kept).")
    }

    static func databaseRestoredNotice(_ notice: DatabaseRecovery.Notice) -> LocalizedText {
        guard let backup = notice.restoredFrom, let day = notice.backupDay else {
            return LocalizedText(
                en:
                    "the database was damaged and no sound backup was found: it was set aside as \(notice.setAsideTo), and a new one started",
                ru: "база повреждена, исправной резервной копии нет: она отложена как \(notice.setAsideTo), начата новая")
        }
        return LocalizedText(
            en:
                "the database was damaged: it was set aside as \(notice.setAsideTo) and restored from the backup of \(day) (\(backup)); what changed since is in the damaged copy",
            ru:
                "база повреждена: она отложена как \(notice.setAsideTo) и восстановлена из резервной копии от \(day) (\(backup)); изменения после неё остались в повреждённой копии"
        )
    }

    static func backupFailed(_ error: any Error) -> LocalizedText {
        let reason = (error as? QuizStoreError).map(storeFailed) ?? LocalizedText(verbatim: "\(error)")
        return LocalizedText(
            en: "today's backup of the database could not be taken (\(reason.en)); what you did is saved",
            ru: "не удалось сделать сегодняшнюю резервную копию базы (\(reason.ru)); сделанное вами сохранено")
    }
}

import QuizPlatform

// MARK: - completion, __complete, help --man

extension Strings.Commands {
    public static let completionSummary = LocalizedText(
        en: "Print a shell completion script for bash, zsh or fish",
        ru: "Вывести скрипт автодополнения для bash, zsh или fish")
    public static let completionShell = LocalizedText(en: "bash, zsh or fish", ru: "bash, zsh или fish")
    public static let completionDiscussion = LocalizedText(
        en: """
            The script completes commands, options and their values, mode names, setting keys and values, files, and what only quizctl knows when you press Tab: source names (plugins and imported packs included) and game IDs. It is written from quizctl's own command list, so it always matches this quizctl; Scripts/install.sh installs it for all three shells.
            """,
        ru: """
            Скрипт дополняет команды, параметры и их значения, названия режимов, ключи и значения настроек, файлы, а также то, что quizctl знает лишь в момент нажатия Tab: названия источников (вместе с плагинами и импортированными пакетами) и ID игр. Он составлен по списку команд самого quizctl, поэтому всегда ему соответствует; Scripts/install.sh устанавливает его для всех трёх оболочек.
            """)

    public static let completeSummary = LocalizedText(
        en: "List values for shell completion (used by the completion scripts)",
        ru: "Перечислить значения для автодополнения (нужно скриптам автодополнения)")
    public static let completeKind = LocalizedText(
        en: "What to list: sources, history-ids, question-ids or setting-values",
        ru: "Что перечислить: sources, history-ids, question-ids или setting-values")
    public static let completeWords = LocalizedText(
        en: "The command's arguments typed so far", ru: "Уже введённые аргументы команды")

    public static let manOption = LocalizedText(
        en: "Print the manual page (roff, for man) instead of help",
        ru: "Вывести страницу руководства (roff, для man) вместо справки")
}

// MARK: - The manual page

extension Strings {
    /// Section names and the text of `quizctl help --man` that no command's help holds.
    public enum Manual {
        public static let name = LocalizedText(en: "NAME", ru: "ИМЯ")
        public static let synopsis = LocalizedText(en: "SYNOPSIS", ru: "ОБЗОР")
        public static let description = LocalizedText(en: "DESCRIPTION", ru: "ОПИСАНИЕ")
        public static let commands = LocalizedText(en: "COMMANDS", ru: "КОМАНДЫ")
        public static let options = LocalizedText(en: "OPTIONS", ru: "ПАРАМЕТРЫ")
        public static let files = LocalizedText(en: "FILES", ru: "ФАЙЛЫ")
        public static let examples = LocalizedText(en: "EXAMPLES", ru: "ПРИМЕРЫ")
        public static let seeAlso = LocalizedText(en: "SEE ALSO", ru: "СМОТРИТЕ ТАКЖЕ")
        public static let manualTitle = LocalizedText(en: "User Commands", ru: "Пользовательские команды")
        public static let optionsIntro = LocalizedText(
            en: "Every command accepts these options:", ru: "Эти параметры принимает любая команда:")
        public static let filesIntro = LocalizedText(
            en: """
                The data folder is $QUIZCTL_HOME, else $XDG_DATA_HOME/quizctl, else ~/.local/share/quizctl. It is private (0700), its files 0600; writes are atomic, under an advisory lock on a separate NAME.lock, and a file that cannot be read is moved aside to NAME.corrupt-TIMESTAMP.
                """,
            ru: """
                Папка с данными\u{00A0}— $QUIZCTL_HOME, иначе $XDG_DATA_HOME/quizctl, иначе ~/.local/share/quizctl. Она закрыта для других (0700), её файлы\u{00A0}— 0600; запись атомарна, под рекомендательной блокировкой отдельного файла NAME.lock, а файл, который не читается, откладывается в сторону как NAME.corrupt-TIMESTAMP.
                """)
        /// The data folder's files, each with what it holds.
        public static let dataFiles: [(name: String, text: LocalizedText)] = [
            (
                "quizctl.db",
                LocalizedText(
                    en: "finished games with every answer, all-time statistics, your settings, the start screens' choices (SQLite)",
                    ru: "законченные игры со всеми ответами, статистика за всё время, ваши настройки, выбор на начальных экранах (SQLite)")
            ),
            ("questions.json", LocalizedText(en: "your own questions", ru: "ваши собственные вопросы")),
            (
                "questions.journal",
                LocalizedText(
                    en: "questions added and removed since, one per line",
                    ru: "вопросы, добавленные и удалённые с тех пор, по одному в строке")
            ),
            (
                "legacy-YYYYMMDD/",
                LocalizedText(
                    en: "the older format's files, moved here once imported into quizctl.db",
                    ru: "файлы прежнего формата, перенесённые сюда после импорта в quizctl.db")
            ),
            (
                "reviews.jsonl",
                LocalizedText(en: "review grades and spaced-repetition states", ru: "оценки повторений и состояния интервальных повторений")
            ),
            (
                "plugins/quizctl-source-NAME",
                LocalizedText(
                    en: "plugin question sources, found before those on PATH", ru: "плагины-источники вопросов; их ищут раньше, чем в PATH")
            ),
        ]
        public static let seeAlsoText = LocalizedText(
            en: "quizctl help COMMAND; the completion scripts: quizctl completion bash|zsh|fish.",
            ru: "quizctl help КОМАНДА; скрипты автодополнения: quizctl completion bash|zsh|fish.")
    }
}

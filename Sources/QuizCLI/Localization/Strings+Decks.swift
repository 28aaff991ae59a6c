import QuizImport
import QuizPlatform

/// Strings of decks on the command line: importing them, listing and
/// removing them, and their lines in the menus.
extension Strings.Commands {
    /// Every format `import --format` takes, the deck formats from their one list.
    public static var importFormatOption: LocalizedText {
        let names = (PackFormat.allCases.map(\.rawValue) + DeckReaders.formatNames).joined(separator: ", ")
        return LocalizedText(
            en: "\(names); from the file's extension (or first lines) when not given",
            ru: "\(names); по расширению файла (или первым строкам), если не указан")
    }

    public static let separatorOption = LocalizedText(
        en: "a term list's separator: tab (the default), comma, semicolon, or one character",
        ru: "разделитель списка терминов: tab (по умолчанию), comma, semicolon или один символ")

    public static let frontColumnOption = LocalizedText(
        en: "with --back: the column of a text file of more than two that holds the front (1 is the first)",
        ru: "вместе с --back: столбец текстового файла (если их больше двух) с лицевой стороной (1 — первый)")
    public static let backColumnOption = LocalizedText(
        en: "with --front: the column that holds the back", ru: "вместе с --front: столбец с оборотной стороной")

    /// `quizctl help import`: the packs' discussion, then the decks'.
    public static var importFullDiscussion: LocalizedText {
        LocalizedText(
            en: importDiscussion.en + "\n\n" + importDecksDiscussion.en, ru: importDiscussion.ru + "\n\n" + importDecksDiscussion.ru)
    }

    public static let importDecksDiscussion = LocalizedText(
        en: #"""
            Decks from other flashcard tools are kept apart from your questions, one deck by name: importing a deck again replaces it, and its cards that remain (the same note id, else the same front) keep their review state. `quizctl decks` lists them; play one with --source deck:NAME.

            Deck formats:
              anki       an Anki package (.apkg, .colpkg): every card as Anki renders it from its note type's templates, so a "Basic (and reversed card)" note makes two cards and a {{type:}} card expects its answer typed; fields, FrontSide, Tags, Deck, Subdeck, Card, {{#Field}}/{{^Field}} sections and the text, hint, type, cloze, furigana, kana and kanji filters are followed; LaTeX and MathJax are shown as plain math where they can be; the package's review history comes too, and each card is scheduled from it
              anki-text  Anki's notes in plain text (a .txt or .csv starting with #separator: and the like): Anki's own note types named in the note type column make their cards as in a package; other rows take the columns #columns: names Front and Back, else the first two; --front N --back M picks two columns of any wider file
              quizlet    Quizlet's export and any term list: term, a tab (or --separator), definition, one card a line; fields may be quoted ("a ""b"""); the deck is named after the file (.tsv, .tab, or a .txt whose every line has a tab)
            """#,
        ru: #"""
            Колоды других программ карточек хранятся отдельно от ваших вопросов, по одной на название: повторный импорт колоды заменяет её, а оставшиеся карточки (тот же id заметки, иначе та же лицевая сторона) сохраняют своё расписание повторения. Список колод: `quizctl decks`; играть колодой: --source deck:НАЗВАНИЕ.

            Форматы колод:
              anki       пакет Anki (.apkg, .colpkg): каждая карточка такая, какой её показывает Anki по шаблонам типа записи, так что запись «Basic (and reversed card)» даёт две карточки, а карточка с {{type:}} ждёт ответ с клавиатуры; поддерживаются поля, FrontSide, Tags, Deck, Subdeck, Card, разделы {{#Поле}}/{{^Поле}} и фильтры text, hint, type, cloze, furigana, kana и kanji; LaTeX и MathJax показываются обычным текстом, где это возможно; история повторений из пакета тоже переносится, и расписание каждой карточки строится по ней
              anki-text  записи Anki в виде текста (.txt или .csv, начинающийся с #separator: и т. п.): собственные типы записей Anki из столбца типа записи дают свои карточки, как в пакете; прочие строки берут столбцы, которые #columns: называет Front и Back, иначе первые два; --front N --back M выбирают два столбца файла любой ширины
              quizlet    выгрузка Quizlet и любой список терминов: термин, табуляция (или --separator), определение, одна карточка на строку; поля можно брать в кавычки ("a ""b"""); колода называется по имени файла (.tsv, .tab или .txt, где в каждой строке есть табуляция)
            """#)

    public static let decksSummary = LocalizedText(en: "List the decks you imported", ru: "Показать импортированные колоды")
    public static let decksRemoveSummary = LocalizedText(en: "Remove one of your decks", ru: "Удалить одну из ваших колод")
    public static let deckName = LocalizedText(
        en: "The deck's name, as 'quizctl decks' lists it", ru: "Название колоды из списка 'quizctl decks'")
}

extension Strings {
    public static let separatorExpected = LocalizedText(
        en: "tab, comma, semicolon, or one character (not a quote or a line break)",
        ru: "tab, comma, semicolon или один символ (не кавычка и не перевод строки)")
    public static let columnsNotForPacks = LocalizedText(
        en: "a deck file's columns, which a question pack's format does not take",
        ru: "столбцы файла колоды, а формат пакета вопросов их не принимает")
    public static let separatorNotForPacks = LocalizedText(
        en: "a term list's separator, which a question pack's format does not take",
        ru: "разделитель списка терминов, а формат пакета вопросов его не принимает")

    /// One deck saved: `deck "Spanish": 120 cards (100 new, 20 kept with their reviews, 3 removed)`.
    public static func deckImported(_ result: DeckSaveResult) -> LocalizedText {
        let name = result.name.terminalSafe
        let total = result.added + result.kept
        guard result.replaced else {
            return LocalizedText(
                en: "deck “\(name)”: \(total) card\(total == 1 ? "" : "s")",
                ru: "колода «\(name)»: \(deckCardCount(total).ru)")
        }
        return LocalizedText(
            en:
                "deck “\(name)” replaced: \(total) card\(total == 1 ? "" : "s") (\(result.added) new, \(result.kept) kept with their reviews, \(result.removed) removed)",
            ru:
                "колода «\(name)» заменена: \(deckCardCount(total).ru) (новых \(result.added), сохранили расписание \(result.kept), удалено \(result.removed))"
        )
    }

    public static func deckWouldImport(_ name: String, cards: Int) -> LocalizedText {
        LocalizedText(
            en: "deck “\(name.terminalSafe)”: \(deckCardCount(cards).en)", ru: "колода «\(name.terminalSafe)»: \(deckCardCount(cards).ru)")
    }

    /// The reviews an Anki package kept, added to the review log.
    public static func decksImportReviews(_ count: Int, dryRun: Bool) -> LocalizedText {
        LocalizedText(
            en:
                "\(dryRun ? "would keep" : "kept") \(count) review\(count == 1 ? "" : "s") from the file: each card is scheduled from its history",
            ru:
                "\(dryRun ? "будет сохранено" : "сохранено") повторений из файла: \(count); расписание каждой карточки строится по её истории"
        )
    }

    /// The import's last line: decks, cards, notes skipped, media dropped.
    public static func decksImportTotal(decks: Int, cards: Int, skippedNotes: Int, droppedMedia: Int, dryRun: Bool) -> LocalizedText {
        let en =
            "\(dryRun ? "would import" : "imported") \(decks) deck\(decks == 1 ? "" : "s"), \(deckCardCount(cards).en); "
            + "\(skippedNotes) note\(skippedNotes == 1 ? "" : "s") skipped, \(droppedMedia) media reference\(droppedMedia == 1 ? "" : "s") dropped"
            + (dryRun ? " (dry run: nothing saved)" : "")
        let ru =
            "\(dryRun ? "будет импортировано" : "импортировано") колод: \(decks), \(deckCardCount(cards).ru); "
            + "пропущено заметок: \(skippedNotes), убрано ссылок на медиафайлы: \(droppedMedia)"
            + (dryRun ? " (пробный запуск: ничего не сохранено)" : "")
        return LocalizedText(en: en, ru: ru)
    }

    public static let noDecksYet = LocalizedText(
        en: "No decks yet: `quizctl import FILE` brings one from Quizlet or Anki",
        ru: "Колод пока нет: `quizctl import ФАЙЛ` добавит колоду из Quizlet или Anki")

    public static func deckRemoved(_ name: String, cards: Int) -> LocalizedText {
        LocalizedText(
            en: "removed the deck “\(name.terminalSafe)” (\(deckCardCount(cards).en))",
            ru: "колода «\(name.terminalSafe)» удалена (\(deckCardCount(cards).ru))")
    }

    /// A line of the source picker.
    public static func sourceDeck(_ name: String, count: Int) -> LocalizedText {
        LocalizedText(
            en: "Deck: \(name.terminalSafe) (\(deckCardCount(count).en))", ru: "Колода: \(name.terminalSafe) (\(deckCardCount(count).ru))")
    }

    public static let menuDecks = LocalizedText(en: "Your decks", ru: "Ваши колоды")
    /// The title of Your decks: a list first; removing is asked after a deck is picked.
    public static let yourDecksTitle = LocalizedText(
        en: "Your decks (Enter on one to remove it)", ru: "Ваши колоды (Enter на колоде — удалить её)")

    public static func confirmRemoveDeck(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "Remove the deck “\(name.terminalSafe)”? Its review states go with it.",
            ru: "Удалить колоду «\(name.terminalSafe)»? Её расписание повторения тоже пропадёт.")
    }
}

extension Strings {
    public static func deckUnknown(_ name: String, suggestions: [String]) -> LocalizedText {
        let safe = name.terminalSafe
        guard !suggestions.isEmpty else {
            return LocalizedText(
                en: "no deck named '\(safe)'; `quizctl decks` lists them", ru: "колоды «\(safe)» нет; список колод: `quizctl decks`")
        }
        // A suggestion that looks the same as what was typed differs in characters that print nothing: say so.
        func listed(_ twin: String) -> String {
            suggestions.map { suggestion in
                let looksSame = DeckSummary.visibleKey(of: suggestion) == DeckSummary.visibleKey(of: name)
                return "deck:" + suggestion.terminalSafe + (looksSame ? twin : "")
            }.joined(separator: ", ")
        }
        return LocalizedText(
            en:
                "no deck named '\(safe)'; did you mean \(listed(" (it differs only in invisible characters, such as a zero-width joiner)"))?",
            ru:
                "колоды «\(safe)» нет; может быть, \(listed(" (отличается только невидимыми символами, например соединителем нулевой ширины)"))?"
        )
    }
}

extension UnknownDeckError: UserFacingError {
    public var message: LocalizedText { Strings.deckUnknown(name, suggestions: suggestions) }
}

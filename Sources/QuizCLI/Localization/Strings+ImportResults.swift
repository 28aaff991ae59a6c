import QuizImport
import QuizPlatform

/// What `quizctl import` says when it is done: command output, so it lives
/// with the command line rather than in the core.
extension Strings {
    public static func importAdded(_ count: Int, alreadyHad: Int, repeated: Int) -> LocalizedText {
        let skipped = importSkipped(alreadyHad: alreadyHad, repeated: repeated, wouldBe: false)
        return LocalizedText(
            en: "added \(count) question\(count == 1 ? "" : "s")\(skipped.en)",
            ru: "добавлено вопросов: \(count)\(skipped.ru)"
        )
    }

    public static func importWouldAdd(_ count: Int, alreadyHave: Int, repeated: Int) -> LocalizedText {
        let skipped = importSkipped(alreadyHad: alreadyHave, repeated: repeated, wouldBe: true)
        return LocalizedText(
            en: "would add \(count) question\(count == 1 ? "" : "s")\(skipped.en) (dry run: nothing saved)",
            ru: "будет добавлено вопросов: \(count)\(skipped.ru) (пробный запуск: ничего не сохранено)"
        )
    }

    /// "; 2 you already had were skipped; 1 repeated within the file was skipped", or "" when none was.
    /// A repeat inside the file is not one you already had: the two are told apart.
    private static func importSkipped(alreadyHad: Int, repeated: Int, wouldBe: Bool) -> LocalizedText {
        var en = ""
        var ru = ""
        if alreadyHad > 0 {
            en += wouldBe ? "; \(alreadyHad) you already have would be skipped" : "; \(alreadyHad) you already had were skipped"
            ru += wouldBe ? "; будет пропущено уже имеющихся: \(alreadyHad)" : "; пропущено уже имеющихся: \(alreadyHad)"
        }
        if repeated > 0 {
            let verb = wouldBe ? "would be" : (repeated == 1 ? "was" : "were")
            en += "; \(repeated) repeated within the file \(verb) skipped"
            ru += wouldBe ? "; будет пропущено повторов внутри файла: \(repeated)" : "; пропущено повторов внутри файла: \(repeated)"
        }
        return LocalizedText(en: en, ru: ru)
    }
}

extension Strings {
    /// As a pack's problem: `FILE: reason`, then the count, as `PackImportError` says it.
    public static func importUnknownFormat(_ file: String) -> LocalizedText {
        let total = importRejected(1)
        let packs = PackFormat.allCases.map(\.rawValue).joined(separator: ", ")
        let decks = DeckReaders.formatNames.joined(separator: ", ")
        return LocalizedText(
            en:
                "\(file): cannot tell the format from the name or the contents; use --format with \(packs) (questions) or \(decks) (decks)\n\(total.en)",
            ru:
                "\(file): формат не понять ни по имени, ни по содержимому; укажите --format: \(packs) (вопросы) или \(decks) (колоды)\n\(total.ru)"
        )
    }

    /// `import title.ratings.tsv` without `--basics`.
    public static func importRatingsNeedBasics(_ file: String) -> LocalizedText {
        LocalizedText(
            en: "\(file) is IMDb's ratings dataset: import it for the movie rounds with --basics title.basics.tsv.gz beside it",
            ru: "\(file)\u{00A0}— набор оценок IMDb: для раундов о фильмах импортируйте его вместе с --basics title.basics.tsv.gz"
        )
    }

    /// "skipped 3 questions no mode plays: matching 2, essay 1", on a line of its own; nil when none was.
    public static func importUnplayable(_ kinds: [UnplayableKind: Int]) -> LocalizedText? {
        guard !kinds.isEmpty else { return nil }
        let total = kinds.values.reduce(0, +)
        let listed = kinds.sorted { $0.key < $1.key }.map { (importUnplayableKind($0.key), $0.value) }
        return LocalizedText(
            en: "skipped \(total) question\(total == 1 ? "" : "s") quizctl cannot play: "
                + listed.map { "\($0.0.en) \($0.1)" }.joined(separator: ", "),
            ru: "пропущено вопросов, которые quizctl не умеет играть: \(total) ("
                + listed.map { "\($0.0.ru): \($0.1)" }.joined(separator: ", ") + ")"
        )
    }
}

extension UnknownPackFormatError: UserFacingError {
    public var message: LocalizedText { Strings.importUnknownFormat(file) }
}

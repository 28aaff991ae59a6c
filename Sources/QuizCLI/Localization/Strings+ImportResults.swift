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
        return LocalizedText(
            en: "\(file): cannot tell the format from the extension; use --format json, csv or aiken\n\(total.en)",
            ru: "\(file): формат не понять по расширению; укажите --format json, csv или aiken\n\(total.ru)"
        )
    }
}

extension UnknownPackFormatError: UserFacingError {
    public var message: LocalizedText { Strings.importUnknownFormat(file) }
}

import QuizPlatform

/// Strings of the Moodle XML, GIFT and The Trivia API formats and of format detection.
extension Strings {
    // MARK: XML

    static let importXMLNoRoot = LocalizedText(en: "Moodle XML: no <quiz> element", ru: "Moodle XML: нет элемента <quiz>")
    static let importXMLAfterRoot = LocalizedText(
        en: "Moodle XML: text after the closing </quiz>", ru: "Moodle XML: текст после закрывающего </quiz>")
    static let importXMLDoctype = LocalizedText(
        en: "Moodle XML: a <!DOCTYPE> is not read (it could define entities); Moodle does not write one",
        ru: "Moodle XML: <!DOCTYPE> не читается (в нём могут быть сущности); Moodle его не пишет")
    static let importXMLBadReference = LocalizedText(
        en: "Moodle XML: an unknown &…; reference", ru: "Moodle XML: неизвестная ссылка &…;")
    static let importXMLName = LocalizedText(en: "a name", ru: "имя")

    static func importXMLTooDeep(_ limit: Int) -> LocalizedText {
        LocalizedText(en: "Moodle XML: elements nested more than \(limit) deep", ru: "Moodle XML: вложенность элементов больше \(limit)")
    }

    static func importXMLExpected(_ what: String) -> LocalizedText {
        LocalizedText(en: "Moodle XML: expected \(what)", ru: "Moodle XML: ожидалось \(what)")
    }

    static func importXMLExpected(_ what: LocalizedText) -> LocalizedText {
        LocalizedText(en: "Moodle XML: expected \(what.en)", ru: "Moodle XML: ожидалось \(what.ru)")
    }

    static func importXMLUnclosed(_ name: String) -> LocalizedText {
        LocalizedText(en: "Moodle XML: <\(name)> is never closed", ru: "Moodle XML: <\(name)> нигде не закрыт")
    }

    static func importXMLMismatched(expected: String, found: String) -> LocalizedText {
        LocalizedText(
            en: "Moodle XML: </\(found)> closes <\(expected)>", ru: "Moodle XML: </\(found)> закрывает <\(expected)>")
    }

    static func importXMLUnterminated(_ marker: String) -> LocalizedText {
        LocalizedText(en: "Moodle XML: no \(marker) to end this", ru: "Moodle XML: нет \(marker), чтобы это закончить")
    }

    // MARK: Moodle's questions

    static let importMoodleRootNotQuiz = LocalizedText(
        en: "Moodle XML: the root element must be <quiz>", ru: "Moodle XML: корневой элемент должен быть <quiz>")
    static let importMoodleNoText = LocalizedText(
        en: "Moodle XML: the question has no <questiontext>", ru: "Moodle XML: у вопроса нет <questiontext>")
    static let importMoodleNoRightAnswer = LocalizedText(
        en: "Moodle XML: no answer has fraction=\"100\"", ru: "Moodle XML: ни у одного ответа нет fraction=\"100\"")
    static let importMoodleNoWrongAnswer = LocalizedText(
        en: "Moodle XML: every answer is right; quizctl needs a wrong one", ru: "Moodle XML: все ответы верные; нужен хотя бы один неверный"
    )
    static let importMoodleTrueFalse = LocalizedText(
        en: "Moodle XML: a truefalse question needs the answers true and false, one of them with fraction=\"100\"",
        ru: "Moodle XML: у вопроса truefalse должны быть ответы true и false, один из них с fraction=\"100\"")

    // MARK: GIFT

    static let importGIFTUnclosedBrace = LocalizedText(
        en: "GIFT: the answers' { is never closed by }", ru: "GIFT: открытая { с ответами нигде не закрыта }")
    static let importGIFTNoAnswers = LocalizedText(
        en: "GIFT: the question has no {…} with its answers", ru: "GIFT: у вопроса нет {…} с ответами")
    static let importGIFTNoRightAnswer = LocalizedText(
        en: "GIFT: no answer starts with = (the right one)", ru: "GIFT: ни один ответ не начинается с = (верный)")
    static let importGIFTNoWrongAnswer = LocalizedText(
        en: "GIFT: no answer starts with ~ (a wrong one)", ru: "GIFT: ни один ответ не начинается с ~ (неверный)")
    static let importGIFTEmptyAnswer = LocalizedText(en: "GIFT: an answer is empty", ru: "GIFT: пустой ответ")

    // MARK: The Trivia API

    static let importTriviaAPIEntry = LocalizedText(
        en: "The Trivia API: each question needs \"question\", \"correctAnswer\" and \"incorrectAnswers\"",
        ru: "The Trivia API: у каждого вопроса должны быть \"question\", \"correctAnswer\" и \"incorrectAnswers\"")

    // MARK: Questions quizctl cannot play

    /// "matching", "numerical": the kinds of question a file held that no mode plays.
    public static func importUnplayableKind(_ kind: UnplayableKind) -> LocalizedText {
        switch kind {
        case .matching: LocalizedText(en: "matching", ru: "на соответствие")
        case .numerical: LocalizedText(en: "numerical", ru: "числовой")
        case .essay: LocalizedText(en: "essay", ru: "эссе")
        case .multipleAnswers: LocalizedText(en: "several right answers", ru: "несколько верных ответов")
        case .shortAnswerWithoutOptions:
            LocalizedText(en: "short answer without other answers to offer", ru: "краткий ответ без других ответов для выбора")
        case .other(let name): LocalizedText(verbatim: name)
        }
    }
}

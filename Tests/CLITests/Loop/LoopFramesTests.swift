import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Frames of the menus' screens compared whole, as text, at the smallest
/// window: what a player sees, line for line.
@MainActor
@Suite struct LoopFramesTests {
    private func facts(_ language: Language) -> MainMenuFacts {
        MainMenuFacts(language: language, style: .plain, due: 0)
    }

    private func start(_ language: Language) -> StartState {
        let sources = [
            SourceChoice(name: "trivia", offline: true, label: Strings.sourceBuiltInTrivia),
            SourceChoice(name: "trivia", offline: false, label: Strings.sourceOpenTrivia),
        ]
        var choice = StartChoices.Mode()
        choice.source = "trivia"
        choice.offline = false
        choice.difficulty = .any
        choice.count = 10
        choice.timer = 0
        return StartState(mode: .classic, sources: sources, choice: choice, given: PlayOptions(), defaultCount: 10)
    }

    private func adding() -> AddQuestionsState {
        var adding = AddQuestionsState(existing: [PackEntry(text: "Capital of Peru?", correct: "Lima", incorrect: ["Quito"])])
        adding.add(PackEntry(text: "Capital of Peru?", correct: "Lima", incorrect: ["Cusco"]))
        adding.panel = .summary(first: 0, discarding: false)
        return adding
    }

    @Test(arguments: [Language.en, .ru])
    func theModes(language: Language) {
        let expected =
            language == .en
            ? """
            What would you like to play?
              1. Movie ratings (yes/no) — 10
                 questions on IMDb ratings
            › 2. Classic quiz — multiple choice and
                 true/false
              3. Millionaire — 15 steps to a million
              4. Review — your questions due by
                 spaced repetition
            ↑↓ move · Enter pick · Esc/q back
            """
            : """
            Во что сыграем?
              1. Рейтинги фильмов (да/нет) — 10
                 вопросов о рейтинге IMDb
            › 2. Классическая викторина — выбор
                 ответа и «верно или неверно»
              3. Миллионер — 15 шагов к миллиону
              4. Повторение — ваши вопросы, которые
                 пора повторить
            ↑↓ выбор · Enter — ок · Esc/q — назад
            """
        #expect(ModeMenuScreen.view(ModeMenuState(selected: 1), facts: facts(language), size: .smallest).text == expected)
    }

    @Test(arguments: [Language.en, .ru])
    func aClassicStartScreen(language: Language) {
        let expected =
            language == .en
            ? """
            Classic quiz: before you start
              1. Questions from: Open Trivia DB
                 (English only) (o)
              2. Category: Any (c)
              3. Difficulty: any (d)
              4. Type: any (t)
              5. Questions: 10 (n)
              6. Timer: off (m)
              7. Today's challenge: no (y)
            › 8. ▶ Start (s)
            ↑↓ move · Enter pick · Esc/q back
            """
            : """
            Классическая викторина: перед началом
              1. Откуда вопросы: Open Trivia DB, на
                 английском (o)
              2. Категория: Любая (c)
              3. Сложность: любая (d)
              4. Тип: любой (t)
              5. Вопросов: 10 (n)
              6. Таймер: выкл. (m)
              7. Задание дня: нет (y)
            › 8. ▶ Начать (s)
            ↑↓ выбор · Enter — ок · Esc/q — назад
            """
        #expect(StartScreen.view(start(language), facts: facts(language), size: .smallest).text == expected)
    }

    /// A draft that repeats a saved question says so under it, over a whole menu.
    @Test(arguments: [Language.en, .ru])
    func questionsWrittenWithTheirProblems(language: Language) {
        let expected =
            language == .en
            ? """
            Your new questions (1):
            1. Capital of Peru?  ✓ Lima  ✗ Cusco
               ! you already have the question
                 'Capital of Peru?'

            What next?
              1. Add another question (a)
              2. Edit a question (e)
              3. Delete a question (d)
            › 4. Save all 1 question (s)
              5. Cancel (save nothing) (q)
            ↑↓ move · Enter pick · Esc/q back
            """
            : """
            Ваши новые вопросы (1):
            1. Capital of Peru?  ✓ Lima  ✗ Cusco
               ! вопрос «Capital of Peru?» уже есть

            Что дальше?
              1. Добавить ещё вопрос (a)
              2. Изменить вопрос (e)
              3. Удалить вопрос (d)
            › 4. Сохранить 1 вопрос (s)
              5. Отмена (ничего не сохранять) (q)
            ↑↓ выбор · Enter — ок · Esc/q — назад
            """
        #expect(AddQuestionsScreen.view(adding(), facts: facts(language), size: .smallest).text == expected)
    }
}

import Foundation
import QuizPlatform
import Testing
import TriviaSource

@testable import QuizCLI

/// The offline pack in Russian, every question as a game receives it: the
/// question, each answer and distractor written in Russian, and still one
/// right answer among distinct options.
@MainActor
@Suite struct RussianOfflinePackTests {
    /// The whole pack through the real source, offline, in `language`; the
    /// same seed deals the same order in both languages.
    private func wholePack(in language: Language) async throws -> [Question] {
        let environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: ScriptedTerminal(keys: []))
        let source = SourceCatalog.trivia(
            stores: environment.stores, http: environment.http, notifier: environment.notifier, environment: [:])
        let query = QuestionQuery(
            count: OfflineTriviaPack.entries.count, format: .choice, offline: true, seed: 11, language: language)
        return try await source.loadQuestions(query)
    }

    private func pairs() async throws -> [(english: Question, russian: Question)] {
        let english = try await wholePack(in: .en)
        let russian = try await wholePack(in: .ru)
        try #require(english.count == OfflineTriviaPack.entries.count && russian.count == english.count)
        return Array(zip(english, russian))
    }

    @Test func everyQuestionAndOptionIsWrittenInRussian() async throws {
        for (english, russian) in try await pairs() {
            #expect(LatinWords.hasCyrillic(russian.text), "not Russian: \(russian.text)")
            #expect(russian.text != english.text, "untranslated: \(english.text)")
            for text in [russian.text, russian.category ?? ""] {
                #expect(LatinWords.leaks(in: text).isEmpty, "English left in: \(text)")
            }
            for option in russian.options {
                #expect(LatinWords.leaks(in: option, allowingTitles: true).isEmpty, "English left in: \(option)")
            }
        }
    }

    @Test func everyRussianAnswerAndDistractorIsPresentAndDistinct() async throws {
        for (english, russian) in try await pairs() {
            #expect(russian.options.count == english.options.count, "options lost: \(russian.text)")
            let options = russian.options.map { $0.lowercased() }
            #expect(options.allSatisfy { !$0.isEmpty }, "empty option: \(russian.text)")
            #expect(Set(options).count == options.count, "an option repeated or equal to the answer: \(russian.text)")
        }
    }

    @Test func theRussianKeepsTheFacts() async throws {
        for (english, russian) in try await pairs() {
            #expect(russian.correctIndex == english.correctIndex, "another answer is right: \(russian.text)")
            #expect(russian.difficulty == english.difficulty)
            // A numeric answer keeps its digits: 42.195 km is 42,195 км.
            #expect(
                english.correctOption.filter(\.isNumber) == russian.correctOption.filter(\.isNumber), "a number changed: \(russian.text)")
            if english.options.count == 2, english.options.first == "True" {
                #expect(russian.options == ["Верно", "Неверно"])
            }
        }
    }

    @Test func categoriesHaveRussianNames() {
        for category in TriviaCategory.builtIn {
            #expect(LatinWords.hasCyrillic(category.title.ru), "no Russian name: \(category.name)")
            #expect(category.title.en == category.name)
        }
    }
}

import Testing

/// The acceptance tests are only as good as the detector they rely on.
@Suite struct LatinWordsTests {
    @Test func findsEnglishWordsAmongRussian() {
        #expect(LatinWords.leaks(in: "Вопрос 1/10 · Question · ok") == ["Question"])
        #expect(LatinWords.leaks(in: "Сложность: easy") == ["easy"])
    }

    @Test func aControlSequenceBeforeASymbolIsNotAWord() {
        #expect(LatinWords.leaks(in: "\u{1B}[1mHg\u{1B}[0m — ртуть").isEmpty)
        #expect(LatinWords.leaks(in: "\u{1B}[1mMercury") == ["Mercury"])
    }

    @Test func letsKeysCommandsAndIDsThrough() {
        #expect(LatinWords.leaks(in: "[y] Да  [n] Нет · a–d или 1–4 — ответ · Enter — изменить").isEmpty)
        #expect(LatinWords.leaks(in: "Разбор этой игры: quizctl history show 1BFA2C3D").isEmpty)
        #expect(LatinWords.leaks(in: "Information courtesy of IMDb") == ["Information", "courtesy"])
    }
}

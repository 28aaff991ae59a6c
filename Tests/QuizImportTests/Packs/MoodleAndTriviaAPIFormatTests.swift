import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Moodle XML, GIFT and The Trivia API v2, from fixtures in
/// Tests/Fixtures/Packs. They are written here, in the shape of Moodle 4's
/// own "Export questions" output (XML), of the GIFT examples in Moodle's
/// documentation, and of The Trivia API's v2 responses; their questions are ours.
@Suite struct MoodleAndTriviaAPIFormatTests {
    static func fixture(_ name: String) throws -> (path: String, data: Data) {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Fixtures/Packs/\(name)").path
        return (path, try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static let rivers = [
        PackEntry(
            text: "Which river flows through Cairo?", correct: "Nile", incorrect: ["Danube", "Thames", "Seine"], category: "Rivers"),
        PackEntry(
            text: "Which river flows through Vienna?", correct: "Danube", incorrect: ["Thames", "Seine", "Nile"], category: "Rivers"),
        PackEntry(
            text: "Which river flows through London?", correct: "Thames", incorrect: ["Seine", "Nile", "Danube"], category: "Rivers"),
        PackEntry(
            text: "Which river flows through Paris?", correct: "Seine", incorrect: ["Nile", "Danube", "Thames"], category: "Rivers"),
    ]

    static let unplayable: [UnplayableKind: Int] = [.matching: 1, .numerical: 1, .essay: 1, .multipleAnswers: 1]

    @Test func aMoodleExportImportsWithTheRightAnswersAndSkipsWhatNoModePlays() throws {
        let (path, data) = try Self.fixture("moodle-export.xml")
        #expect(PackFormat(fileName: path, contents: data) == .moodleXML)
        let drafts = try PackImporter.drafts(path: path)
        #expect(
            drafts.entries == [
                PackEntry(
                    text: "What is the capital of Peru?", correct: "Lima", incorrect: ["Cusco", "Arequipa", "Quito"],
                    category: "Capitals", explanation: "Lima was founded in 1535 & has been the capital since."),
                PackEntry(
                    text: "Sydney is the capital of Australia.", correct: "False", incorrect: ["True"], category: "Capitals",
                    explanation: "Canberra is."),
            ] + Self.rivers)
        #expect(drafts.unplayable == Self.unplayable)
    }

    @Test func aHandWrittenGIFTFileImportsWithTheRightAnswersAndSkipsWhatNoModePlays() throws {
        let (path, data) = try Self.fixture("teacher.gift")
        #expect(PackFormat(fileName: "teacher.txt", contents: data) == .gift, "found by its contents, not only its name")
        let drafts = try PackImporter.drafts(path: path)
        #expect(
            drafts.entries == [
                PackEntry(
                    text: "What is the capital of Peru?", correct: "Lima", incorrect: ["Cusco", "Arequipa", "Quito"],
                    category: "Capitals", explanation: "Lima has been the capital since 1535."),
                PackEntry(
                    text: "Sydney is the capital of Australia.", correct: "False", incorrect: ["True"], category: "Capitals",
                    explanation: "Canberra is."),
                PackEntry(
                    text: "The Danube flows into the ___ through Romania.", correct: "Black Sea",
                    incorrect: ["Caspian Sea", "Adriatic Sea"], category: "Capitals"),
                PackEntry(
                    text: "Which sign means equals in GIFT? Write it as = and braces as { }.", correct: "=", incorrect: ["~", "#"],
                    category: "Capitals"),
                PackEntry(text: "Which is the longest river?", correct: "Nile", incorrect: ["Volga", "Rhine"], category: "Capitals"),
            ] + Self.rivers)
        #expect(drafts.unplayable == Self.unplayable)
    }

    @Test func theTriviaAPIsResponseImportsWithItsCategoriesAndDifficulties() throws {
        let (path, data) = try Self.fixture("trivia-api-v2.json")
        #expect(PackFormat(fileName: path, contents: data) == .json)
        #expect(
            try PackImporter.drafts(path: path).entries == [
                PackEntry(
                    text: "What is the capital city of Peru?", correct: "Lima", incorrect: ["Quito", "Bogotá", "La Paz"],
                    category: "Geography", difficulty: .easy),
                PackEntry(
                    text: "Who directed the film Jaws?", correct: "Steven Spielberg",
                    incorrect: ["George Lucas", "Ridley Scott", "James Cameron"], category: "Film & TV", difficulty: .medium),
            ])
    }

    @Test func aTriviaAPIEntryMissingItsAnswerNamesTheFormatAndItsLine() {
        let text = "[\n  {\"question\": {\"text\": \"Q?\"},\n   \"incorrectAnswers\": [\"a\"]}\n]\n"
        #expect(
            Authoring.problems(text, .json, file: "api.json") == [
                "api.json:2: The Trivia API: each question needs \"question\", \"correctAnswer\" and \"incorrectAnswers\""
            ])
    }

    @Test func brokenMoodleXMLIsRefusedAtItsLine() {
        #expect(
            Authoring.problems(
                "<quiz>\n<question type=\"multichoice\">\n<questiontext><text>Q?</text>\n</quiz>\n", .moodleXML, file: "q.xml")
                == ["q.xml:4: Moodle XML: </quiz> closes <questiontext>"])
        #expect(
            Authoring.problems("<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [<!ENTITY a \"aaaa\">]>\n<quiz/>\n", .moodleXML, file: "q.xml")
                == ["q.xml:2: Moodle XML: a <!DOCTYPE> is not read (it could define entities); Moodle does not write one"])
        #expect(
            Authoring.problems(
                "<quiz>\n<question type=\"multichoice\">\n<questiontext><text>Q?</text></questiontext>\n"
                    + "<answer fraction=\"0\"><text>a</text></answer>\n</question>\n</quiz>\n", .moodleXML, file: "q.xml")
                == ["q.xml:2: Moodle XML: no answer has fraction=\"100\""])
    }

    @Test func aGIFTQuestionWithoutARightAnswerOrAnUnclosedBraceIsRefusedAtItsLine() {
        #expect(
            Authoring.problems("// c\n\nQ1? {~a ~b}\n", .gift, file: "t.gift") == [
                "t.gift:3: GIFT: no answer starts with = (the right one)"
            ])
        #expect(
            Authoring.problems("Q1? {=a ~b}\n\nQ2? {=c ~d\n", .gift, file: "t.gift") == [
                "t.gift:3: GIFT: the answers' { is never closed by }"
            ])
    }

    @Test func theExplanationSurvivesAJSONExportAndImport() throws {
        let entries = [
            PackEntry(text: "Capital of Peru?", correct: "Lima", incorrect: ["Cusco"], explanation: "Since 1535."),
            PackEntry(text: "Capital of Chile?", correct: "Santiago", incorrect: ["Lima"]),
        ]
        let data = try PackExporter.json(entries)
        #expect(try PackImporter().parse(data, fileName: "out.json", format: .json).entries == entries)
    }

    @Test(arguments: [
        ("bank.txt", "Q?\nA. a\nB. b\nANSWER: A\n", PackFormat.aiken),
        ("bank.txt", "Q? {=a ~b}\n", .gift),
        ("bank", "<?xml version=\"1.0\"?>\n<quiz></quiz>\n", .moodleXML),
        ("bank", "{\"questions\": []}", .json),
        ("bank.csv", "Q? {=a ~b}\n", .csv),
        ("bank.gift", "Q?\nA. a\nANSWER: A\n", .gift),
    ])
    func theFormatComesFromTheContentsWhenTheNameSaysLittle(name: String, text: String, format: PackFormat) {
        #expect(PackFormat(fileName: name, contents: Data(text.utf8)) == format)
    }
}

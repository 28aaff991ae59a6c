import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct AuthoringJSONImportTests {
    @Test func readsThePackOfCLIDocs() throws {
        let pack = """
            {"questions": [
              {"text": "Which planet is largest?", "correct": "Jupiter",
               "incorrect": ["Mars", "Venus", "Earth"], "category": "Science", "difficulty": "easy"},
              {"text": "The Sun is a star.", "correct": "True", "incorrect": ["False"]}
            ]}
            """
        let result = try Authoring.parse(pack, .json)
        #expect(
            result.entries == [
                PackEntry(
                    text: "Which planet is largest?", correct: "Jupiter", incorrect: ["Mars", "Venus", "Earth"], category: "Science",
                    difficulty: .easy),
                PackEntry(text: "The Sun is a star.", correct: "True", incorrect: ["False"]),
            ])
        #expect(result.skippedDuplicates == 0)
    }

    @Test func wrongTypesAreReportedOnTheLineTheEntryStarts() {
        let pack = """
            {"questions": [
              {"text": "Fine?", "correct": "Yes", "incorrect": ["No"]},
              {"text": 42, "correct": "A", "incorrect": ["B"]},
              {"text": "List?", "correct": "A",
               "incorrect": "B"},
              "just a string",
              {"text": "Missing correct", "incorrect": ["B"]},
              {"text": "Odd level", "correct": "A", "incorrect": ["B"], "difficulty": "insane"},
              {"text": "Bad list", "correct": "A", "incorrect": ["B", 3]}
            ]}
            """
        #expect(
            Authoring.problems(pack, .json, file: "p.json") == [
                "p.json:3: 'text' must be text",
                "p.json:4: 'incorrect' must be a list of texts",
                "p.json:6: a question must be an object {\"text\": …}",
                "p.json:7: 'correct' is missing",
                "p.json:8: unknown difficulty 'insane'; use easy, medium or hard",
                "p.json:9: 'incorrect' must be a list of texts",
            ])
    }

    @Test func builderRulesApplyToEveryEntry() {
        let pack = """
            {"questions": [
              {"text": "", "correct": "A", "incorrect": ["B"]},
              {"text": "No wrong", "correct": "A", "incorrect": []},
              {"text": "Twice", "correct": "A", "incorrect": ["a"]}
            ]}
            """
        #expect(
            Authoring.problems(pack, .json) == [
                "pack:2: the question has no text",
                "pack:3: give at least one wrong answer",
                "pack:4: the answer 'a' appears twice",
            ])
    }

    @Test func notJSONAndOtherShapesAreRefused() {
        #expect(Authoring.problems("{\"questions\": [", .json).count == 1)
        #expect(
            Authoring.problems("[1, 2]", .json) == [
                "pack:1: expected {\"questions\": [...]}, an Open Trivia DB response or The Trivia API's list"
            ])
        #expect(Authoring.problems("{\"questions\": {}}", .json) == ["pack:1: 'questions' must be a list"])
        #expect(Authoring.problems("{\"questions\": []}", .json) == ["pack:1: the file holds no questions"])
    }

    @Test func readsAnOpenTriviaResponseDecodingEntities() throws {
        let response = """
            {"response_code":0,"results":[
            {"type":"multiple","difficulty":"medium","category":"Entertainment: Video Games",
             "question":"Which company made &quot;Pok&eacute;mon&quot;?","correct_answer":"Game Freak",
             "incorrect_answers":["Nintendo &amp; Co","Sega","Capcom"]},
            {"type":"boolean","difficulty":"easy","category":"Science &amp; Nature",
             "question":"Water boils at 100&deg;C at sea level.","correct_answer":"True","incorrect_answers":["False"]}
            ]}
            """
        let result = try Authoring.parse(response, .json)
        #expect(
            result.entries == [
                PackEntry(
                    text: "Which company made \"Pokémon\"?", correct: "Game Freak", incorrect: ["Nintendo & Co", "Sega", "Capcom"],
                    category: "Entertainment: Video Games", difficulty: .medium),
                PackEntry(
                    text: "Water boils at 100°C at sea level.", correct: "True", incorrect: ["False"], category: "Science & Nature",
                    difficulty: .easy),
            ])
    }

    @Test func anOpenTriviaErrorResponseIsRefused() {
        #expect(
            Authoring.problems("{\"response_code\":1,\"results\":[]}", .json)
                == ["pack:1: the Open Trivia DB response has code 1, not 0: it holds no questions"])
    }

    @Test func openTriviaEntriesWithWrongTypesNameTheirLine() {
        let response = """
            {"response_code":0,"results":[
              {"question":"Q?","correct_answer":"A","incorrect_answers":["B"]},
              {"question":"Q2?","correct_answer":true,"incorrect_answers":["B"]}
            ]}
            """
        #expect(Authoring.problems(response, .json) == ["pack:3: 'correct_answer' must be text"])
    }

    @Test func elementLinesIgnoreBracketsInsideStrings() {
        let text = """
            {"note": "[{,]}", "questions": [
              {"text": "a [b], {c}", "incorrect": ["x,y"]}, {"text": "\\"q\\""},

              "third"
            ], "after": [1, 2]}
            """
        #expect(JSONElementLines.lines(ofArrayAt: "questions", in: text) == [2, 2, 4])
    }
}

import Foundation
import Testing

/// Writing, importing, exporting and plugging in questions, through the built quizctl.
@Suite struct AuthoringEndToEndTests {
    @Test func aBrokenAikenFileIsRejectedWholeNamingTheLine() throws {
        let quizctl = QuizctlProcess()
        let bank = quizctl.file("bank.txt")
        try "Capital of France?\nA. Paris\nB. Rome\nANSWER: A\n\nCapital of Peru?\nA) Lima\nB) Quito\n\n".write(
            to: bank, atomically: true, encoding: .utf8)
        let result = try quizctl.run(["import", bank.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bank.txt:6:"))
        #expect((try quizctl.json(["questions", "--json"]) as? [Any])?.isEmpty == true)
    }

    @Test func exportThenImportGivesTheSameQuestions() throws {
        let quizctl = QuizctlProcess()
        try quizctl.addQuestion(1, category: "Tests, \"quoted\"")
        try quizctl.addQuestion(2)
        for format in ["json", "csv"] {
            let file = quizctl.file("mine.\(format)")
            #expect(try quizctl.run(["export", file.path]).status == 0)
            let other = QuizctlProcess()
            let imported = try other.run(["import", file.path])
            #expect(imported.status == 0, "\(imported.stderr)")
            let mine = try #require(try quizctl.json(["questions", "--json"]) as? [[String: Any]])
            let theirs = try #require(try other.json(["questions", "--json"]) as? [[String: Any]])
            for key in ["text", "correct", "incorrect", "category"] {
                #expect(
                    mine.map { String(describing: $0[key] ?? "") } == theirs.map { String(describing: $0[key] ?? "") }, "\(format) \(key)")
            }
        }
    }

    /// Both failures said "The operation could not be completed" through
    /// Foundation, and a full standard output crashed quizctl (SIGILL).
    @Test func anExportThatCannotBeWrittenSaysWhyAndFails() throws {
        let quizctl = QuizctlProcess()
        try quizctl.addQuestion(1)
        let missing = quizctl.file("no-such-folder/mine.json").path
        let toFile = try quizctl.run(["export", missing])
        #expect(toFile.status == 1)
        #expect(toFile.stderr == "quizctl: error: couldn't write \(missing): No such file or directory\n")
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        let toFullDisk = try ShellProcess.run(
            "/bin/sh", ["-c", #"exec "$0" export > /dev/full"#, QuizctlProcess.executable.path], environment: quizctl.environment)
        #expect(toFullDisk.status == 1)
        #expect(toFullDisk.stderr == "quizctl: error: couldn't write to standard output: No space left on device\n")
    }

    /// `export FILE` renamed a temporary file over whatever FILE was: run
    /// as root, `export /dev/full` made the device a regular file. A pipe
    /// (here a FIFO) is written into and stays a pipe; a link to a file
    /// still names the new file; a folder is refused.
    @Test func anExportIntoAPipeWritesItAndNeverReplacesIt() async throws {
        let quizctl = QuizctlProcess()
        try quizctl.addQuestion(1)
        let fifo = quizctl.file("out.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let read = try await OffThePool.run { () throws -> String in
            // A reader on the pipe's other end, as `quizctl export >(gzip)` would have.
            let cat = Process()
            cat.executableURL = URL(fileURLWithPath: "/bin/cat")
            cat.arguments = [fifo]
            let output = Pipe()
            cat.standardOutput = output
            try cat.run()
            let export = try quizctl.run(["export", fifo, "--format", "csv"])
            #expect(export.status == 0, "\(export.stderr)")
            // Had the pipe been replaced, nothing would ever open it for writing: free the reader.
            var replaced = stat()
            if lstat(fifo, &replaced) != 0 || replaced.st_mode & S_IFMT != S_IFIFO { cat.terminate() }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            cat.waitUntilExit()
            return text
        }
        #expect(read.contains("Question 1?"), "\(read)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")

        let target = quizctl.file("real.json")
        let link = quizctl.file("link.json")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try quizctl.run(["export", link.path]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path, "the link stays a link")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("Question 1?"))

        let folder = try quizctl.run(["export", quizctl.home.path])
        #expect(folder.status == 1 && folder.stderr.contains("Is a directory"), "\(folder.stderr)")
    }

    @Test func aPluginInTheDataFolderIsListedAndPlayed() throws {
        let quizctl = QuizctlProcess()
        let plugins = quizctl.file("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        let script = plugins.appending(path: "quizctl-source-colours")
        try TestData.writeScript(
            #"echo '{"questions":[{"text":"Colour of grass?","correct":"Green","incorrect":["Blue","Red"]},{"text":"Colour of snow?","correct":"White","incorrect":["Black"]}]}'"#,
            to: script
        )
        #expect(try quizctl.run(["sources"]).stdout.contains("colours"))
        let game = try #require(
            try quizctl.json(["play", "classic", "--source", "colours", "--count", "2", "--json"], input: "1\n1\n") as? [String: Any])
        #expect(game["source"] as? String == "colours" && game["total"] as? Int == 2)
    }

    @Test func aQuestionAnsweredWrongComesBackInTheMistakesReview() throws {
        let quizctl = QuizctlProcess()
        try quizctl.addQuestion(1)
        // The same seed shuffles the options the same way, so the second game's wrong key is known.
        let play = ["play", "classic", "--source", "custom", "--count", "1", "--seed", "5", "--json"]
        let first = try #require(try quizctl.json(play, input: "1\n") as? [String: Any])
        let answer = try #require((first["answers"] as? [[String: Any]])?.first)
        let options = try #require(answer["options"] as? [String])
        let right = try #require(options.firstIndex(of: answer["correctAnswer"] as? String ?? ""))
        let wrong = (right + 1) % options.count
        let second = try #require(try quizctl.json(play, input: "\(wrong + 1)\n") as? [String: Any])
        #expect(second["correct"] as? Int == 0)
        let review = try quizctl.run(["play", "review", "--mistakes", "--json"], input: "1\n2\n3\n")
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("Question 1?"))
    }

    @Test func severalQuestionsFromStandardInput() throws {
        let quizctl = QuizctlProcess()
        let input = "Largest planet?\nJupiter\nMars\nVenus\n\ntext: Smallest planet?\ncorrect: Mercury\nwrong: Mars\ndifficulty: easy\n"
        let result = try quizctl.run(["add"], input: input)
        #expect(result.status == 0, "\(result.stderr)")
        let listed = try #require(try quizctl.json(["questions", "--json"]) as? [[String: Any]])
        #expect(listed.map { $0["text"] as? String } == ["Largest planet?", "Smallest planet?"])
        #expect(listed[1]["difficulty"] as? String == "easy")
    }

    @Test func theDailyChallengeIsTheSameForEveryoneAndMarked() throws {
        let first = try #require(
            try QuizctlProcess().json(["play", "classic", "--daily", "--offline", "--json"], input: String(repeating: "1\n", count: 10))
                as? [String: Any])
        let second = try #require(
            try QuizctlProcess().json(["play", "classic", "--daily", "--offline", "--json"], input: String(repeating: "2\n", count: 10))
                as? [String: Any])
        let questions = { (game: [String: Any]) in (game["answers"] as? [[String: Any]])?.map { $0["question"] as? String ?? "" } ?? [] }
        #expect(questions(first) == questions(second))
        #expect(first["daily"] as? String != nil)
    }

    @Test func aDailyGameEndsWithItsShareLineInTextAndJSONAndPlayingAgainAsksTheSame() throws {
        // LANG=C.UTF-8 and NO_COLOR, as QuizctlProcess runs it: ASCII marks; then with colour, the squares.
        var quizctl = QuizctlProcess()
        let answers = String(repeating: "1\n", count: 10)
        let game = try #require(try quizctl.json(["play", "classic", "--daily", "--offline", "--json"], input: answers) as? [String: Any])
        let day = try #require(game["daily"] as? String)
        let rights = (game["answers"] as? [[String: Any]] ?? []).map { $0["isCorrect"] as? Bool ?? false }
        let score = "\(rights.count { $0 })/10"
        #expect(game["share"] as? String == "quizctl daily \(day) | \(score) | \(rights.map { $0 ? "+" : "-" }.joined()) | streak 1")
        // The same folder again: the history does not change today's questions, so the same answers give the same line.
        quizctl.environment["NO_COLOR"] = nil
        let text = try quizctl.run(["play", "classic", "--daily", "--offline"], input: answers)
        #expect(text.status == 0, "\(text.stderr)")
        let squares = rights.map { $0 ? "🟩" : "🟥" }.joined()
        #expect(text.stdout.contains("quizctl daily \(day) · \(score) · \(squares) · streak 1"), "\(text.stdout)")
    }
}

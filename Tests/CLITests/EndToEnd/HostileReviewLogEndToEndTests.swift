import Foundation
import Testing

/// A review log another program (or a bad disk) wrote: figures no review
/// can have, and every line copied. Before, `review` trapped on every run
/// (SIGILL, exit 132); now a folder of the older format with such a log
/// comes into quizctl.db with the clean log's schedule, and a notice.
@Suite struct HostileReviewLogEndToEndTests {
    static let hostile = [
        #"{"id":"x","at":1e300,"rating":"good","fuzz":false}"#,
        #"{"id":"x","at":-9.3e18,"rating":"again","fuzz":false}"#,
        #"{"id":"y","card":{"phase":"review","stability":3,"difficulty":5,"due":1e300,"lastReview":1800000000,"reps":1,"lapses":0,"reviewsInReview":0}}"#,
    ]

    @Test func aHostileLogGivesTheCleanSchedulePlusANotice() throws {
        var clean = QuizctlProcess()
        clean.environment["QUIZCTL_NOW"] = "2027-01-01T09:00:00Z"
        for number in 1...3 {
            let added = try clean.run(["add", "--text", "Card \(number)?", "--correct", "Yes", "--wrong", "No"])
            #expect(added.status == 0, "\(added.stderr)")
        }
        // `add` gives random ids: the log answers this folder's questions, and its copy has the same.
        let questions = try #require(try clean.json(["questions", "--json"]) as? [[String: Any]])
        let log = questions.compactMap { $0["id"] as? String }.enumerated().map { index, id in
            #"{"id":"\#(id)","at":\#(1_798_700_000 + index * 60),"rating":\#(index == 1 ? 1 : 3),"fuzz":true}"#
        }
        #expect(log.count == 3)
        var hostile = clean
        hostile.environment["QUIZCTL_HOME"] = clean.home.path + "-hostile"
        try FileManager.default.copyItem(at: clean.home, to: URL(fileURLWithPath: clean.home.path + "-hostile"))
        defer { try? FileManager.default.removeItem(atPath: clean.home.path + "-hostile") }
        try (log.joined(separator: "\n") + "\n").write(to: clean.file("reviews.jsonl"), atomically: true, encoding: .utf8)
        let copied = log.flatMap { Array(repeating: $0, count: 50) } + Self.hostile
        try (copied.joined(separator: "\n") + "\n").write(
            toFile: clean.home.path + "-hostile/reviews.jsonl", atomically: true, encoding: .utf8)

        let expected = try clean.run(["review", "--json"])
        #expect(expected.status == 0 && expected.stderr.isEmpty, "\(expected.stderr)")
        #expect(expected.stdout.contains("\"reps\" : 1"), "the clean log was read")
        let report = try hostile.run(["review", "--json"])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout == expected.stdout, "the same schedule as the clean log")
        #expect(report.stderr.contains("reviews.jsonl.set-aside"), "a notice says the bad lines were set aside: \(report.stderr)")
        #expect(try hostile.run(["review"]).status == 0)
    }

    @Test(arguments: ["0001-01-01T00:00:00Z", "10000-01-01T00:00:00Z", "+99999-01-01T00:00:00Z"])
    func aNowOutsideYears1To9999IsRefused(now: String) throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["QUIZCTL_NOW"] = now
        let result = try quizctl.run(["stats"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("QUIZCTL_NOW"), "\(result.stderr)")
    }

    /// Before, year 1 was shown as "0-12-30" (Foundation's calendar turns
    /// Julian before 1582) and a review in year 9999 fell due in year 10000.
    @Test(arguments: [("0001-01-02T12:00:00Z", "0001-01-02 12:00"), ("9999-12-30T12:00:00Z", "9999-12-30 12:00")])
    func theFirstAndLastDaysShowFourDigitYears(now: String, shown: String) throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["QUIZCTL_NOW"] = now
        quizctl.environment["TZ"] = "UTC"
        _ = try quizctl.run(["add", "--text", "When?", "--correct", "Yes", "--wrong", "No"])
        let played = try quizctl.run(["play", "review", "--json"], input: "1\n")
        #expect(played.status == 0, "\(played.stderr)")
        let history = try quizctl.run(["history"])
        #expect(history.status == 0 && history.stdout.contains(shown), "\(history.stdout)")
        let review = try quizctl.run(["review", "--json"])
        #expect(review.status == 0 && !review.stdout.contains("10000-"), "\(review.stdout)")
    }
}

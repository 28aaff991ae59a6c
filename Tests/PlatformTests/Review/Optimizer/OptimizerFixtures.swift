import Foundation

@testable import QuizPlatform

/// The optimizer's committed fixtures (Tests/Fixtures/Review/Optimizer,
/// made once by Scripts/fsrs-optimizer-fixtures.py with the reference,
/// fsrs-rs; see the README there): review logs, and the reference's fit
/// and evaluation of each.
enum OptimizerFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../../Fixtures/Review/Optimizer").standardizedFileURL

    struct Results: Decodable {
        var logs: [Log]
    }

    struct Log: Decodable {
        var name: String
        var reviews: Int
        var items: Int
        var fittedParameters: [Double]
        var defaultMetrics: Metrics
        var fittedMetrics: Metrics
        /// The reference's result without an epoch: the initial stabilities alone.
        var initialParameters: [Double]
        /// The reference's fit with shuffle seeds 1…5: its own spread, and a check
        /// that quizctl's seeds are the reference's.
        var otherSeedsFittedMetrics: [Metrics]
    }

    struct Metrics: Decodable {
        var logLoss: Double
        var rmseBins: Double
    }

    static func results() throws -> Results {
        try JSONDecoder().decode(Results.self, from: Data(contentsOf: folder.appending(path: "results.json")))
    }

    /// A log's events in the order recorded (`card,time,rating` lines).
    static func events(_ name: String) throws -> [ReviewEvent] {
        let text = try String(contentsOf: folder.appending(path: "\(name).csv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: ",")
            return ReviewEvent(
                id: String(fields[0]), at: Date(timeIntervalSince1970: Double(fields[1])!),
                rating: ReviewRating(rawValue: Int(fields[2])!)!, fuzz: false)
        }
    }
}

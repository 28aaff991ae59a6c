import Foundation
import Testing

@testable import QuizPlatform

/// quizctl's optimizer against the reference's own fits of the same logs.
@Suite struct FSRSOptimizerFixtureTests {
    static let names = ["learner-1", "learner-2", "learner-3", "learner-4", "learner-5", "quizctl-session"]

    @Test func theFixturesAreAllThere() throws {
        #expect(try OptimizerFixtures.results().logs.map(\.name) == Self.names)
    }

    /// Pins the metrics' definitions: the same predictions, weights and bins
    /// give the reference's figures for the default weights (it computes
    /// in single precision, hence the tolerance).
    @Test(arguments: names) func theDefaultsScoreAsTheReferenceScoresThem(name: String) throws {
        let log = try #require(try OptimizerFixtures.results().logs.first { $0.name == name })
        let set = FSRSTrainingSet(events: try OptimizerFixtures.events(name))
        #expect(set.items.count == log.items)
        #expect(set.reviewCount == log.reviews)
        let metrics = FSRSEvaluation.metrics(of: FSRSParameters.defaultWeights, on: set)
        #expect(abs(metrics.logLoss / log.defaultMetrics.logLoss - 1) < 1e-4, "\(metrics.logLoss) vs \(log.defaultMetrics.logLoss)")
        #expect(abs(metrics.rmseBins / log.defaultMetrics.rmseBins - 1) < 1e-3, "\(metrics.rmseBins) vs \(log.defaultMetrics.rmseBins)")
    }

    /// Pins the outlier filter and the initial stabilities (w0–w3): the
    /// reference's fit without an epoch is exactly these.
    @Test(arguments: names) func theInitialStabilitiesAreTheReferences(name: String) throws {
        let log = try #require(try OptimizerFixtures.results().logs.first { $0.name == name })
        let set = FSRSTrainingSet(events: try OptimizerFixtures.events(name))
        var optimizer = FSRSOptimizer()
        optimizer.epochs = 0
        let (weights, _) = optimizer.fittedWeights(set)
        for index in 0..<4 {
            #expect(abs(weights[index] / log.initialParameters[index] - 1) < 1e-5, "\(name): w\(index)")
        }
    }

    /// The acceptance test: quizctl's fit, scored by the same metrics
    /// (pinned above), within 2 % of the reference's fit, inside the bounds.
    ///
    /// The log loss is held to the reference's fit with its own seed. The
    /// RMSE(bins) of a fit depends on the order batches are visited in,
    /// which each implementation draws from its own seeded generator: the
    /// reference's own RMSE moves by up to 25 % between seeds on these logs
    /// (`otherSeedsFittedMetrics`), and quizctl's by as much. It is held to
    /// the reference's fits across its six seeds: within 2 % of the worst.
    @Test(arguments: names) func theFitScoresWithinTwoPercentOfTheReferences(name: String) throws {
        let log = try #require(try OptimizerFixtures.results().logs.first { $0.name == name })
        let set = FSRSTrainingSet(events: try OptimizerFixtures.events(name))
        let (weights, outcome) = FSRSOptimizer().fittedWeights(set)
        #expect(outcome == .fitted)
        let metrics = FSRSEvaluation.metrics(of: weights, on: set)
        let reference = log.fittedMetrics
        #expect(metrics.logLoss <= reference.logLoss * 1.02, "\(name): log loss \(metrics.logLoss) vs \(reference.logLoss)")
        let worst = ([reference] + log.otherSeedsFittedMetrics).map(\.rmseBins).max()!
        #expect(metrics.rmseBins <= worst * 1.02, "\(name): RMSE \(metrics.rmseBins) vs \(worst)")
        let bounds = FSRSParameterBounds().ranges(for: weights)
        for (index, weight) in weights.enumerated() { #expect(bounds[index].contains(weight), "\(name): w\(index) = \(weight)") }
    }

    @Test func theFitIsDeterministic() throws {
        let set = FSRSTrainingSet(events: try OptimizerFixtures.events("quizctl-session"))
        #expect(FSRSOptimizer().fittedWeights(set).weights == FSRSOptimizer().fittedWeights(set).weights)
    }

    @Test func tooFewPredictionsKeepTheDefaults() throws {
        let events = try OptimizerFixtures.events("learner-3").prefix(12)
        let fit = FSRSOptimizer().fit(FSRSTrainingSet(events: Array(events)), current: FSRSParameters.defaultWeights)
        #expect(fit.outcome == .tooFewReviews)
        #expect(fit.fitted == FSRSParameters.defaultWeights)
        #expect(!fit.isBetter)
    }
}

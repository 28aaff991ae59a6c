import FoundationEssentials

/// `quizctl play review`: your questions due now by the FSRS schedule, in
/// `ReviewCollection.queue` order (learning first, then reviews by due
/// date, then today's new cards).
///
/// Filters do not apply: what is due is due, whatever it is about.
public struct DueCardsSource: QuestionSource {
    private let material: ReviewMaterial
    private let settings: @Sendable () throws -> Settings
    private let clock: WallClock

    /// Cards of your questions and decks with their states, as many new ones a day as `settings` say.
    public init(material: ReviewMaterial, settings: @escaping @Sendable () throws -> Settings, clock: WallClock) {
        self.material = material
        self.settings = settings
        self.clock = clock
    }

    public static let name = "review"
    /// The count of a review game nobody gave a count: every card due, as
    /// many as a game may ask (`--count` still limits it).
    public static let everyCardDue = 1_000_000

    public var name: String { Self.name }
    public var summary: LocalizedText { Strings.dueCardsSourceSummary }
    public var formats: Set<QuestionFormat> { [.yesNo, .choice, .fourOptions] }

    public nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        let now = clock.now()
        let collection = try ReviewCollection.load(material)
        // Cramming asks every card, the soonest due first and new ones last: the schedule says nothing about practice.
        let queue =
            query.cram
            ? collection.entries.sorted { ($0.card.due ?? .distantFuture) < ($1.card.due ?? .distantFuture) }
            : collection.queue(at: now, newPerDay: try settings().reviewNewPerDay)
        // Only the questions asked are built, not one per card.
        let due = collection.questions(for: queue, shapedAs: query.format, limit: query.count)
        guard !due.isEmpty else {
            let next = collection.entries.compactMap(\.card.due).filter { $0 > now }.min()
            throw SourceError.nothingToReview(collection.entries.isEmpty ? .noQuestions : .nothingDue(next: next))
        }
        return due
    }

    public func status(offline: Bool) async -> SourceStatus {
        let newPerDay = (try? settings().reviewNewPerDay) ?? Settings().reviewNewPerDay
        guard let overview = try? ReviewCollection.overview(of: material, at: clock.now(), newPerDay: newPerDay) else {
            return SourceStatus(reachable: false)
        }
        return SourceStatus(reachable: true, details: [Strings.dueNowCount(overview.dueNow)])
    }
}

import FoundationEssentials

/// Your own questions as this module uses them, a value of closures: the
/// module does no file or database work for them itself. QuizStore makes
/// it from quizctl.db (`QuizStoreClient.customQuestions`), so the sources,
/// the importers and the review see the same questions the commands do.
///
/// Closures that take a closure run it while the store is held: it must
/// not use the store again.
public struct CustomQuestions: Sendable {
    /// What became of one question handed to `add`.
    public enum Outcome: Sendable, Hashable {
        case added
        /// Its text repeats a question saved before this `add` (or its id is taken): left out.
        case saved
        /// Its text repeats one added earlier by the same `add`: left out.
        case repeated
    }

    /// Reads questions by their position in the order added (0 the first).
    public typealias ReadPositions = (_ positions: [Int]) throws -> [CustomQuestion]

    /// How many questions there are.
    public var count: @Sendable () throws -> Int
    /// Every question in the order added, one at a time.
    public var forEachQuestion: @Sendable (_ body: (CustomQuestion) throws -> Void) throws -> Void
    /// Runs `body` with how many questions there are and a reader of them by
    /// position, both of one unchanging moment: a game draws a few of a
    /// hundred thousand without reading the rest.
    public var sample: @Sendable (_ body: (_ count: Int, _ read: ReadPositions) throws -> Void) throws -> Void
    /// The questions whose id starts with a prefix, in any case, in the order added.
    public var withIDPrefix: @Sendable (String) throws -> [CustomQuestion]
    /// Which of the repeat keys (`QuestionRepeat.key(of:)`) a saved question has.
    public var savedKeys: @Sendable (_ keys: [String]) throws -> Set<String>
    /// Adds the questions `produce` hands to its `add`, in order, in one
    /// transaction: two processes adding at once both keep theirs, and
    /// nothing is added when `produce` throws.
    public var add: @Sendable (_ produce: (_ add: (CustomQuestion) throws -> Outcome) throws -> Void) throws -> Void
    /// Replaces the question of the same id (an edit); false when there is none.
    public var replace: @Sendable (CustomQuestion) throws -> Bool
    /// Removes a question; false when there was none.
    public var remove: @Sendable (UUID) throws -> Bool

    public init(
        count: @escaping @Sendable () throws -> Int,
        forEachQuestion: @escaping @Sendable (_ body: (CustomQuestion) throws -> Void) throws -> Void,
        sample: @escaping @Sendable (_ body: (_ count: Int, _ read: ReadPositions) throws -> Void) throws -> Void,
        withIDPrefix: @escaping @Sendable (String) throws -> [CustomQuestion],
        savedKeys: @escaping @Sendable (_ keys: [String]) throws -> Set<String>,
        add: @escaping @Sendable (_ produce: (_ add: (CustomQuestion) throws -> Outcome) throws -> Void) throws -> Void,
        replace: @escaping @Sendable (CustomQuestion) throws -> Bool,
        remove: @escaping @Sendable (UUID) throws -> Bool
    ) {
        self.count = count
        self.forEachQuestion = forEachQuestion
        self.sample = sample
        self.withIDPrefix = withIDPrefix
        self.savedKeys = savedKeys
        self.add = add
        self.replace = replace
        self.remove = remove
    }

    /// Every question, in the order added.
    public func all() throws -> [CustomQuestion] {
        var questions: [CustomQuestion] = []
        try forEachQuestion { questions.append($0) }
        return questions
    }

    /// Every question as the bank value the menus list and count.
    public func load() throws -> QuestionBank { QuestionBank(questions: try all()) }

    /// Adds `questions`, in order, all or none: `check` sees each outcome
    /// and throws to add none (a repeat that a check before missed).
    @discardableResult
    public func add(_ questions: [CustomQuestion], check: (CustomQuestion, Outcome) throws -> Void = { _, _ in }) throws -> [Outcome] {
        var outcomes: [Outcome] = []
        try add { add in
            outcomes = []
            for question in questions {
                let outcome = try add(question)
                try check(question, outcome)
                outcomes.append(outcome)
            }
        }
        return outcomes
    }
}

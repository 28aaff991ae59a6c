import FoundationEssentials
import QuizPlatform

extension CustomQuestions {
    /// Your questions in quizctl.db: read through `reading` (nil when there
    /// is no database yet: no question, and nothing made), written through
    /// `writing`.
    init(reading: @escaping @Sendable () throws -> QuizStoreClient?, writing: @escaping @Sendable () throws -> QuizStoreClient) {
        self.init(
            count: { try reading()?.questionCount() ?? 0 },
            forEachQuestion: { body in try reading()?.forEachQuestion(body) },
            sample: { body in
                guard let client = try reading() else { return try body(0) { _ in [] } }
                try client.sampleQuestions(body)
            },
            withIDPrefix: { try reading()?.questionsWithIDPrefix($0) ?? [] },
            savedKeys: { try reading()?.savedRepeatKeys($0) ?? [] },
            add: { try writing().addingQuestions($0) },
            replace: { try writing().replaceQuestion($0) },
            remove: { try writing().removeQuestion($0) }
        )
    }
}

extension QuizStoreClient {
    /// Your questions on this client, as QuizPlatform takes them.
    public var customQuestions: CustomQuestions { CustomQuestions(reading: { self }, writing: { self }) }
}

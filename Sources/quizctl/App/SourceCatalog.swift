@preconcurrency import Glibc
import Foundation
import QuizPlatform
import TriviaSource

/// The built-in sources, wired with the real environment: the composition
/// root of question sources.
enum SourceCatalog {
    static func registry(stores: DataStores, language: Language, environment: [String: String] = ProcessInfo.processInfo.environment) -> SourceRegistry {
        SourceRegistry([
            trivia(stores: stores, language: language, environment: environment),
            CustomQuestionSource(store: stores.questions),
        ])
    }

    /// Open Trivia DB at `QUIZCTL_OPENTDB_URL`, with our offline pack behind it.
    static func trivia(stores: DataStores, language: Language, environment: [String: String]) -> TriviaSource {
        let base = environment["QUIZCTL_OPENTDB_URL"].flatMap { URL(string: $0) } ?? OpenTriviaClient.defaultBaseURL
        return TriviaSource(
            client: OpenTriviaClient(baseURL: base),
            offlinePack: OfflineTriviaPack.entries,
            tokenFolder: stores.directory.url,
            onRateLimitWait: { wait in
                Screen.write(Strings.triviaWaiting(seconds: Int(wait.components.seconds))(language) + "\n", to: STDERR_FILENO)
            }
        )
    }
}

import Foundation
import HTTPClient
import QuizPlatform
import Synchronization
import TriviaSource

/// Open Trivia DB as the tests script it: replies queued per path, served in
/// order; the last reply of a path repeats. A path with no script is a 404.
///
/// The tests never stop these servers: `LoopbackHTTPServer.stop()` closes the
/// listening socket while its accept thread may still be on its way back into
/// `accept`, and once the descriptor number is reused by the next test's
/// server, the stopped server answers that test's requests. Each server lives
/// until the test process ends (its accept thread keeps it alive anyway).
func scriptedOpenTriviaDB(_ script: [String: [StubResponse]]) throws -> LoopbackHTTPServer {
    let queues = Mutex(script)
    return try LoopbackHTTPServer { request in
        queues.withLock { queues in
            guard var queue = queues[request.path], let first = queue.first else { return .json("{}", status: 404) }
            if queue.count > 1 { queue.removeFirst() }
            queues[request.path] = queue
            return first
        }
    }
}

/// The JSON Open Trivia DB sends, field for field.
enum OpenTDB {
    static let token = "f00dfeedcafe"

    /// A question object; fields go in as given, already in the response's encoding.
    static func question(
        type: String = "multiple",
        difficulty: String = "medium",
        category: String = "General Knowledge",
        text: String = "Which planet is largest?",
        correct: String = "Jupiter",
        incorrect: [String] = ["Mars", "Venus", "Earth"]
    ) -> String {
        #"{"type":\#(quoted(type)),"difficulty":\#(quoted(difficulty)),"category":\#(quoted(category)),"#
            + #""question":\#(quoted(text)),"correct_answer":\#(quoted(correct)),"incorrect_answers":[\#(incorrect.map(quoted).joined(separator: ","))]}"#
    }

    static func questions(code: Int = 0, _ results: [String] = [], status: Int = 200) -> StubResponse {
        .json(#"{"response_code":\#(code),"results":[\#(results.joined(separator: ","))]}"#, status: status)
    }

    /// `amount` copies of a question, each with its own text.
    static func questions(count: Int) -> StubResponse {
        questions((1...count).map { question(text: "Question \($0)?") })
    }

    static func newToken(_ token: String = token) -> StubResponse {
        .json(#"{"response_code":0,"response_message":"Token Generated Successfully!","token":"\#(token)"}"#)
    }

    static func resetToken(_ token: String = token) -> StubResponse {
        .json(#"{"response_code":0,"token":"\#(token)"}"#)
    }

    static let categories = StubResponse.json(
        #"{"trivia_categories":[{"id":9,"name":"General Knowledge"},{"id":31,"name":"Entertainment: Japanese Anime &amp; Manga"},{"id":33,"name":"Cooking"}]}"#
    )

    static func count(category: Int, total: Int, easy: Int, medium: Int, hard: Int) -> StubResponse {
        .json(
            #"{"category_id":\#(category),"category_question_count":{"total_question_count":\#(total),"#
                + #""total_easy_question_count":\#(easy),"total_medium_question_count":\#(medium),"total_hard_question_count":\#(hard)}}"#
        )
    }

    /// A JSON string literal, escaped as a JSON encoder does.
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}

/// Records what the source asked to wait for, and returns at once.
final class WaitRecorder: Sendable {
    private let sleeps = Mutex<[Duration]>([])
    private let announced = Mutex<[Duration]>([])

    var slept: [Duration] { sleeps.withLock { $0 } }
    var announcements: [Duration] { announced.withLock { $0 } }

    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in sleeps.withLock { $0.append(duration) } }
    }

    var onWait: @Sendable (Duration) -> Void {
        { [self] duration in announced.withLock { $0.append(duration) } }
    }
}

/// A source pointed at `server`, waiting through `waits`, with a short client timeout.
func triviaSource(
    _ server: LoopbackHTTPServer,
    folder: URL? = nil,
    encoding: ResponseEncoding = .htmlEntities,
    clock: WallClock = .live,
    waits: WaitRecorder = WaitRecorder(),
    pack: [PackEntry] = [],
    timeout: TimeInterval = 5,
    http: HTTPClient = .live
) -> TriviaSource {
    TriviaSource(
        client: OpenTriviaClient(baseURL: server.baseURL, timeout: timeout, http: http),
        offlinePack: pack.map(OfflineTriviaEntry.init(verbatim:)),
        tokenFolder: folder,
        encoding: encoding,
        clock: clock,
        sleep: waits.sleep,
        onRateLimitWait: waits.onWait
    )
}

/// A fresh empty folder under the temporary directory.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "quizctl-trivia-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The requests to one path, in order.
func requests(_ server: LoopbackHTTPServer, to path: String) -> [RecordedRequest] {
    server.requests.filter { $0.path == path }
}

import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// GET requests for the network sources, over one URLSession made the first
/// time a request is sent: making a session loads Foundation's cookie store
/// and main bundle, which a game on built-in data should not wait for.
///
/// The session has no URL cache: the sources keep caches of their own, and
/// on Linux Foundation's cache persists under ~/.cache and could answer for
/// a server that has changed.
///
/// Internal: the sources reach it only through `HTTPClient.live`, a value
/// they are given, never as a global of their own.
enum HTTPGet {
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }()

    /// The body and HTTP status of `url`, within `timeout` (whole seconds)
    /// from start to end. Any failure to get an answer is a `URLError`; what
    /// it means is the caller's to say.
    ///
    /// FoundationNetworking on Linux bounds only the wait between bytes (the
    /// session's resource timeout is not applied), so a server sending a byte
    /// now and then could hold a request for ever. The deadline is kept here
    /// instead; a request past it is left to end on its own, never cancelled,
    /// because cancelling one as it completes can deadlock the session.
    static func data(from url: URL, timeout: TimeInterval) async throws(URLError) -> (data: Data, status: Int) {
        let seconds = HTTPClient.wholeSeconds(timeout)
        let request = jsonRequest(url, timeout: seconds)
        let answer = await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
            let first = FirstAnswer(continuation)
            let deadline = Task {
                guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return }
                first.give(.failure(URLError(.timedOut)))
            }
            Task {
                first.give(await send(request))
                deadline.cancel()
            }
        }
        return try answer.get()
    }

    /// The timeout is set on the request after it is made: on Linux the one
    /// given to `URLRequest(url:cachePolicy:timeoutInterval:)` is ignored.
    private static func jsonRequest(_ url: URL, timeout: TimeInterval) -> URLRequest {
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    private typealias Answer = Result<(data: Data, status: Int), URLError>

    private static func send(_ request: URLRequest) async -> Answer {
        do {
            let (data, response) = try await session.data(for: request)
            return .success((data, (response as? HTTPURLResponse)?.statusCode ?? 0))
        } catch let error as URLError {
            return .failure(error)
        } catch {
            return .failure(URLError(.unknown))
        }
    }

    /// Resumes the caller with whichever comes first, the answer or the deadline.
    private final class FirstAnswer: Sendable {
        private let continuation: Mutex<CheckedContinuation<Answer, Never>?>

        init(_ continuation: CheckedContinuation<Answer, Never>) {
            self.continuation = Mutex(continuation)
        }

        func give(_ answer: Answer) {
            continuation.withLock { waiting in
                waiting?.resume(returning: answer)
                waiting = nil
            }
        }
    }
}

import Foundation
import HTTPClient
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Streams the answer to stdout as it arrives, counting bytes: past the
/// limit the process exits, and its death is the request's cancellation.
/// Memory stays at one chunk whatever the server sends.
final class FetchDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let limit: Int
    private let received = Mutex(0)

    init(limit: Int) {
        self.limit = limit
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(limit) { tooLarge() }
        FetchOutput.write(Data("\((response as? HTTPURLResponse)?.statusCode ?? 0)\n".utf8))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let total = received.withLock { count in
            count += data.count
            return count
        }
        if total > limit { tooLarge() }
        FetchOutput.write(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let error else { exit(FetchProtocol.Exit.success) }
        let code = (error as? URLError)?.code.rawValue ?? URLError.unknown.rawValue
        FetchOutput.fail(FetchProtocol.Exit.urlError, FetchProtocol.urlErrorLine(code))
    }

    private func tooLarge() -> Never {
        FetchOutput.fail(FetchProtocol.Exit.tooLarge, "the answer is larger than \(limit) bytes")
    }
}

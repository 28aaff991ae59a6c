import Foundation
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
public enum HTTPGet {
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }()

    /// A time limit FoundationNetworking keeps as given: whole seconds, at
    /// least one. On Linux it drops the fraction, so 0.5 s would mean "no
    /// time at all".
    public static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval {
        max(1, timeout.rounded(.up))
    }

    /// The body and HTTP status of `url`. Any failure to get an answer is a
    /// `URLError`; what it means is the caller's to say.
    ///
    /// The timeout is set on the request after it is made: on Linux the one
    /// given to `URLRequest(url:cachePolicy:timeoutInterval:)` is ignored.
    public static func data(from url: URL, timeout: TimeInterval) async throws(URLError) -> (data: Data, status: Int) {
        var request = URLRequest(url: url)
        request.timeoutInterval = wholeSeconds(timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        do {
            let (data, response) = try await session.data(for: request)
            return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
        } catch let error as URLError {
            throw error
        } catch {
            throw URLError(.unknown)
        }
    }
}

import Dispatch
import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// quizctl-fetch URL TIMEOUT_SECONDS MAX_BYTES: one GET, the status line then
/// the body on stdout (see `FetchProtocol`). quizctl runs it as a child and
/// kills it at the deadline; it exits at once when the body passes MAX_BYTES.
let arguments = CommandLine.arguments
guard arguments.count == 4, let url = URL(string: arguments[1]), let seconds = Double(arguments[2]), seconds > 0,
    let limit = Int(arguments[3]), limit >= 0
else {
    FetchOutput.fail(FetchProtocol.Exit.usage, "usage: \(FetchProtocol.helperName) URL TIMEOUT_SECONDS MAX_BYTES")
}

// No URL cache: the sources keep caches of their own, and on Linux
// Foundation's cache persists under ~/.cache and could answer for a server
// that has changed.
let configuration = URLSessionConfiguration.ephemeral
configuration.urlCache = nil
configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
configuration.timeoutIntervalForRequest = seconds
configuration.timeoutIntervalForResource = seconds
let session = URLSession(configuration: configuration, delegate: FetchDelegate(limit: limit), delegateQueue: nil)

// On Linux the timeout given to URLRequest's initializer is ignored; the
// property is not.
var request = URLRequest(url: url)
request.timeoutInterval = seconds
request.setValue("application/json", forHTTPHeaderField: "Accept")
session.dataTask(with: request).resume()
dispatchMain()

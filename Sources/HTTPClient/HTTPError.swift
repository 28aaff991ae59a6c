/// Why a request got no answer, as the sources explain it to the player.
/// The codes and their numbers are those of Foundation's `HTTPError` that
/// quizctl used before: Open Trivia DB's message still names the number.
public struct HTTPError: Error, Equatable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = -1
        case badURL = -1000
        case timedOut = -1001
        case unsupportedURL = -1002
        case cannotFindHost = -1003
        case cannotConnectToHost = -1004
        case networkConnectionLost = -1005
        case dnsLookupFailed = -1006
        case httpTooManyRedirects = -1007
        case notConnectedToInternet = -1009
        case badServerResponse = -1011
        case fileDoesNotExist = -1100
        case dataLengthExceedsMaximum = -1103
        case secureConnectionFailed = -1200
        case serverCertificateUntrusted = -1202
    }

    public var code: Code
    /// What curl or the system said, when it said something.
    public var detail: String?

    public init(_ code: Code, detail: String? = nil) {
        self.code = code
        self.detail = detail
    }

    /// The detail, else the words `HTTPError` had for a bare code.
    public var message: String {
        detail ?? "The operation could not be completed. (NSURLErrorDomain error \(code.rawValue).)"
    }
}

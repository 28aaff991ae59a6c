import FoundationEssentials

/// curl's exit statuses (see "EXIT CODES" in curl(1)) as the `HTTPError`
/// codes the sources already explain.
enum CurlExit {
    static func urlErrorCode(_ status: Int32) -> HTTPError.Code {
        switch status {
        case 1: .unsupportedURL  // a scheme other than http/https, or a redirect to one
        case 3: .badURL
        case 5, 6: .cannotFindHost  // the proxy's name or the host's did not resolve
        case 7: .cannotConnectToHost
        case 28: .timedOut
        case 47: .httpTooManyRedirects
        case 63: .dataLengthExceedsMaximum  // Content-Length over --max-filesize
        case 60: .serverCertificateUntrusted
        case 35, 58, 59, 66, 77, 80, 83, 90, 91: .secureConnectionFailed
        case 18, 52, 55, 56, 92: .networkConnectionLost
        default: .unknown
        }
    }
}

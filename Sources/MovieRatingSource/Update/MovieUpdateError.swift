import FoundationEssentials
import HTTPClient
import QuizPlatform

/// Why `quizctl movies update` changed nothing. The list in play is kept
/// whatever the error; a cut download keeps its part file for the next run.
public enum MovieUpdateError: UserFacingError, Equatable {
    /// Downloading `url` failed.
    case download(url: URL, DownloadError)
    /// The downloaded file is not a whole, valid dataset; it was deleted.
    case invalidFile(file: String, IMDbDatasetError)

    public var message: LocalizedText {
        switch self {
        case .download(let url, let error): Self.message(for: error, url: url)
        case .invalidFile(let file, let error): Strings.updateInvalidFile(file: file, reason: error.message)
        }
    }

    private static func message(for error: DownloadError, url: URL) -> LocalizedText {
        let address = url.absoluteString.terminalSafe
        switch error {
        case .toolMissing(let detail): return Strings.updateCurlMissing(detail: detail.terminalSafe)
        case .httpStatus(let status) where status == 404 || status == 410: return Strings.updateNotFound(url: address, status: status)
        case .httpStatus(let status) where status >= 500: return Strings.updateServerFailed(url: address, status: status)
        case .httpStatus(let status): return Strings.updateRefused(url: address, status: status)
        case .connectionCut(let received, let detail):
            return Strings.updateConnectionCut(url: address, received: received, detail: detail.terminalSafe)
        case .unreachable(let detail): return Strings.updateUnreachable(url: address, detail: detail.terminalSafe)
        case .cannotWrite(let path, let reason): return Strings.updateCannotWrite(path: path.terminalSafe, reason: reason)
        case .tooLarge(let limit): return Strings.updateTooLarge(url: address, limit: limit)
        case .noSpace(let path, let available, let reserve):
            return Strings.updateNoSpace(path: path.terminalSafe, available: available, reserve: reserve)
        case .deadlineExceeded(let after, let received):
            return Strings.updateDeadline(url: address, seconds: after.components.seconds, received: received)
        case .failed(let detail): return Strings.updateFailed(url: address, detail: detail.terminalSafe)
        }
    }
}

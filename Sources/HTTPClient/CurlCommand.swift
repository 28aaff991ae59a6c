import FoundationEssentials
import Subprocess

/// How quizctl asks the system's `curl` for one GET: where curl is, the
/// arguments, and how its answer is read back.
///
/// curl is the transport because it waits in `poll` (URLSession on Linux
/// kept part of a core busy while a server was silent), it is killable as a
/// process of its own, and linking no networking keeps quizctl a small
/// static binary that starts in a few milliseconds.
public struct CurlCommand: Sendable, Equatable {
    /// The environment variable naming curl's path, for packagers and tests.
    public static let pathVariable = "QUIZCTL_CURL"
    /// What curl writes on standard error after the transfer: the marker,
    /// then the HTTP status (000 when there was none).
    static let statusMarker = "quizctl-http-status "

    /// curl's path.
    public var executable: String

    public init(executable: String) {
        self.executable = executable
    }

    /// curl named by `QUIZCTL_CURL`, else the first on `PATH`; nil when
    /// there is none to run.
    public static func locate(environment: [String: String] = ProcessEnvironment.variables()) -> CurlCommand? {
        if let path = environment[pathVariable], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? CurlCommand(executable: path) : nil
        }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.map { String($0) + "/curl" }.first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(CurlCommand.init(executable:))
    }

    /// Why `locate` found no curl, in the words of the error a source shows.
    public static func missingReason(environment: [String: String] = ProcessEnvironment.variables()) -> String {
        if let path = environment[pathVariable], !path.isEmpty { return "\(pathVariable)=\(path): not an executable file" }
        return "curl: not found on PATH"
    }

    /// The arguments for one GET of `url`: the body on stdout, nothing
    /// else there; the status on stderr after curl's own error line.
    ///
    /// - `--disable` first, so a `~/.curlrc` cannot change what we ask;
    /// - http and https only, redirects followed (at most 5) but never to
    ///   another scheme; no retries;
    /// - `--max-time`: the whole request, connection included;
    /// - `--max-filesize`: a declared Content-Length over the cap is refused
    ///   before the body starts (an undeclared one is cut by our own cap);
    /// - proxies come from the environment (`https_proxy`, `NO_PROXY`, …)
    ///   as curl reads them.
    public static func arguments(url: URL, timeout: TimeInterval, bodyLimit: Int) -> [String] {
        [
            "--disable", "--silent", "--show-error", "--globoff",
            "--proto", "=http,https", "--proto-redir", "=http,https", "--location", "--max-redirs", "5",
            "--max-time", String(Int(HTTPClient.wholeSeconds(timeout))), "--max-filesize", String(bodyLimit),
            "--compressed", "--header", "Accept: application/json",
            "--write-out", "%{stderr}\n\(statusMarker)%{http_code}\n",
            "--output", "-", "--", url.absoluteString,
        ]
    }

    /// The HTTP status curl wrote on standard error, if it did.
    static func status(in standardError: [UInt8]) -> Int? {
        let text = String(decoding: standardError, as: UTF8.self)
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix(statusMarker) }) else { return nil }
        return Int(line.dropFirst(statusMarker.count))
    }

    /// curl's own error line ("curl: (28) Operation timed out …"), if any.
    static func errorLine(in standardError: [UInt8]) -> String? {
        let text = String(decoding: standardError, as: UTF8.self)
        return text.split(separator: "\n").first { $0.hasPrefix("curl:") }.map(String.init)
    }
}

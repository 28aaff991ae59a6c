import FoundationEssentials
import Subprocess

/// One GET through the system's curl, a child process killed with its
/// group when the body passes the cap or the deadline passes.
///
/// The cap is ours, on curl's standard output, so a server that never says
/// how long its answer is cannot fill memory; curl's own `--max-time` ends
/// a slow request, and our deadline a second later is the backstop. Both
/// sides wait in `poll`, so a silent server costs no CPU.
struct CurlTransfer {
    let curl: CurlCommand?
    let bodyLimit: Int

    func get(_ url: URL, timeout: TimeInterval) async throws(HTTPError) -> (data: Data, status: Int) {
        guard let curl else { throw Self.missing(CurlCommand.missingReason()) }
        switch await run(curl, url, timeout: timeout) {
        case .failure(let error): throw Self.missing("\(curl.executable): \(error.reason)")
        case .success(let outcome): return try Self.answer(outcome)
        }
    }

    /// The run itself, with what curl printed and the CPU it used.
    func run(_ curl: CurlCommand, _ url: URL, timeout: TimeInterval) async -> Result<ChildOutcome, SpawnError> {
        let seconds = HTTPClient.wholeSeconds(timeout)
        let child = ChildProcess(
            executable: curl.executable, arguments: CurlCommand.arguments(url: url, timeout: seconds, bodyLimit: bodyLimit),
            outputLimit: bodyLimit, timeout: .seconds(seconds + 1))
        return await child.run()
    }

    /// The status and body, or the `HTTPError` that says what went wrong.
    static func answer(_ outcome: ChildOutcome) throws(HTTPError) -> (data: Data, status: Int) {
        switch outcome.ending {
        case .timedOut: throw HTTPError(.timedOut)
        case .outputTooLarge: throw HTTPError(.dataLengthExceedsMaximum)
        case .killedBySignal: throw HTTPError(.unknown)
        case .exited(0):
            guard let status = CurlCommand.status(in: outcome.errorOutput), status > 0 else { throw HTTPError(.badServerResponse) }
            return (Data(outcome.output), status)
        case .exited(let code):
            let description = CurlCommand.errorLine(in: outcome.errorOutput) ?? "curl: exit status \(code)"
            throw HTTPError(CurlExit.urlErrorCode(code), detail: description.terminalSafeASCII)
        }
    }

    /// curl cannot be run: `.fileDoesNotExist`, saying which and why.
    private static func missing(_ detail: String) -> HTTPError {
        HTTPError(.fileDoesNotExist, detail: detail)
    }
}

extension String {
    /// Printable ASCII only: curl's messages may quote what a server sent.
    fileprivate var terminalSafeASCII: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F }))
    }
}

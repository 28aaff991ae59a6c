import Foundation
import Subprocess

/// One GET through the quizctl-fetch helper, a child process killed at the
/// deadline.
///
/// URLSession on Linux can neither bound a body's size nor be cancelled
/// safely (cancelling a request as it completes can deadlock the session),
/// and while it waits on a slow server it keeps part of a core busy. In a
/// child process all three go away: the helper stops at the size cap, the
/// kill at the deadline is the cancellation, and we wait in `poll`. It also
/// keeps FoundationNetworking and libcurl out of the main program.
struct FetchHelper {
    let bodyLimit: Int

    func get(_ url: URL, timeout: TimeInterval) async throws(URLError) -> (data: Data, status: Int) {
        guard let helper = Self.locate() else { throw Self.missing("not found beside quizctl or on PATH") }
        let child = ChildProcess(
            executable: helper, arguments: [url.absoluteString, String(Int(timeout)), String(bodyLimit)],
            outputLimit: bodyLimit + FetchProtocol.headerLimit, timeout: .seconds(timeout))
        switch await child.run() {
        case .failure(let error): throw Self.missing("\(helper): \(error.reason)")
        case .success(let outcome): return try Self.answer(outcome)
        }
    }

    /// The status and body, or the `URLError` the helper reported.
    static func answer(_ outcome: ChildOutcome) throws(URLError) -> (data: Data, status: Int) {
        switch outcome.ending {
        case .timedOut: throw URLError(.timedOut)
        case .outputTooLarge: throw URLError(.dataLengthExceedsMaximum)
        case .killedBySignal: throw URLError(.unknown)
        case .exited(FetchProtocol.Exit.tooLarge): throw URLError(.dataLengthExceedsMaximum)
        case .exited(FetchProtocol.Exit.urlError):
            let code = FetchProtocol.urlErrorCode(in: outcome.errorOutput).flatMap(URLError.Code.init(rawValue:))
            throw URLError(code ?? .unknown)
        case .exited(FetchProtocol.Exit.success):
            let output = outcome.output
            guard let newline = output.prefix(FetchProtocol.headerLimit).firstIndex(of: UInt8(ascii: "\n")),
                let status = Int(String(decoding: output[..<newline], as: UTF8.self))
            else { throw URLError(.badServerResponse) }
            return (Data(output[(newline + 1)...]), status)
        case .exited: throw URLError(.unknown)
        }
    }

    /// `QUIZCTL_FETCH` if set, else the helper beside the running program
    /// (which is also where SwiftPM puts it for the test runner), else on PATH.
    static func locate() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[FetchProtocol.helperVariable], !path.isEmpty { return path }
        var folders: [String] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append((executable as NSString).deletingLastPathComponent)
        }
        folders += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { ($0 as NSString).appendingPathComponent(FetchProtocol.helperName) }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The helper cannot be run: `.fileDoesNotExist`, saying which and why.
    private static func missing(_ detail: String) -> URLError {
        URLError(.fileDoesNotExist, userInfo: [NSLocalizedDescriptionKey: "\(FetchProtocol.helperName): \(detail)"])
    }
}

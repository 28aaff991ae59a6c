/// How `HTTPClient.live` and the quizctl-fetch helper talk, written once
/// for both: the helper's arguments, its output and its exit statuses.
///
/// `quizctl-fetch URL TIMEOUT_SECONDS MAX_BYTES` does one GET and prints the
/// HTTP status on a line of its own, then the body. Any failure is an exit
/// status below, with a short reason on standard error.
public enum FetchProtocol {
    public static let helperName = "quizctl-fetch"
    /// The environment variable naming the helper's path, for tests and packagers.
    public static let helperVariable = "QUIZCTL_FETCH"
    /// Bytes the status line may take: "599\n" and room to spare.
    public static let headerLimit = 16

    /// The helper's exit statuses.
    public enum Exit {
        public static let success: Int32 = 0
        /// The arguments are not URL, seconds, bytes.
        public static let usage: Int32 = 64
        /// The body passed MAX_BYTES; the helper stopped reading it.
        public static let tooLarge: Int32 = 65
        /// URLSession failed; standard error's first line is "urlerror CODE".
        public static let urlError: Int32 = 66
    }

    /// The line the helper writes on standard error for a `URLError` code.
    public static func urlErrorLine(_ code: Int) -> String { "urlerror \(code)" }

    /// The `URLError` code in the helper's standard error, if it names one.
    public static func urlErrorCode(in standardError: [UInt8]) -> Int? {
        let line = String(decoding: standardError.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard line.hasPrefix("urlerror ") else { return nil }
        return Int(line.dropFirst("urlerror ".count))
    }
}

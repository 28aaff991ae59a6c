import Foundation

extension URL {
    /// `path`, for opening the file: the percent-encoded path itself when it
    /// holds no escape (decoding would then change nothing), else `path`.
    ///
    /// `path` decodes through a `Set<UInt8>` that Foundation instantiates
    /// from its mangled name, and the first one in a process proves
    /// `UInt8: Hashable` by scanning every conformance record of the static
    /// binary: 360,000 instructions, a tenth of `quizctl stats`, spent only
    /// to open its files.
    var filePath: String {
        let encoded = path(percentEncoded: true)
        return encoded.utf8.contains(UInt8(ascii: "%")) || encoded.hasSuffix("/") ? path : encoded
    }
}

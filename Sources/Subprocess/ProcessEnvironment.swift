import Glibc

/// This process's environment variables, read from `environ`.
///
/// `ProcessInfo.processInfo.environment` gives the same dictionary, but
/// builds it through Foundation's string bridging: 1.4 million instructions,
/// a quarter of a millisecond on every start of quizctl.
public enum ProcessEnvironment {
    /// Every variable; of a name given twice, the first (as `getenv` reads it).
    public static func variables() -> [String: String] {
        variables(in: environ)
    }

    /// The variables of a NULL-terminated list of "NAME=value" C strings.
    ///
    /// Each entry is split at its first "=" as bytes and only the two parts
    /// are decoded: making a string of the whole entry and cutting it by
    /// string indices cost every start of quizctl some 4,000 instructions a
    /// variable. Splitting first changes nothing, as "=" is a byte of its own
    /// in UTF-8 and decoding repairs each part as it repaired the whole.
    static func variables(in entries: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var count = 0
        while entries[count] != nil { count += 1 }
        var variables = [String: String](minimumCapacity: count)
        // Last to first, each stored over what a later entry stored: the
        // first of a name given twice wins with one hash lookup a variable.
        for index in (0..<count).reversed() {
            let entry = UnsafeRawPointer(entries[index]!).assumingMemoryBound(to: UInt8.self)
            let text = UnsafeBufferPointer(start: entry, count: strlen(entries[index]!))
            guard let equals = text.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: UnsafeBufferPointer(rebasing: text[..<equals]), as: UTF8.self)
            variables[name] = String(decoding: UnsafeBufferPointer(rebasing: text[(equals + 1)...]), as: UTF8.self)
        }
        return variables
    }
}

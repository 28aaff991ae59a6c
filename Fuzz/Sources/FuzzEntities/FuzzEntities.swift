import FuzzSupport
import QuizPlatform

/// libFuzzer's entry: the input, as UTF-8 text, through the entity decoder and
/// the terminal filter, checking what each promises.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntities(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: fuzzBytes(start, count), as: UTF8.self)
    let decoded = HTMLEntities.decode(text)
    if !text.contains("&") { invariant(decoded == text, "text without '&' changed: \(text.debugDescription)") }
    // A reference never stands for more than one scalar, so decoding never grows the text.
    invariant(decoded.unicodeScalars.count <= text.unicodeScalars.count, "decoding grew \(text.debugDescription)")
    for candidate in [text, decoded] {
        let safe = candidate.terminalSafe
        invariant(safe.hasNoControlCharacters, "terminalSafe left a control character: \(safe.debugDescription)")
        invariant(!safe.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) },
                  "terminalSafe left a bidi override: \(safe.debugDescription)")
        invariant(safe.terminalSafe == safe, "terminalSafe is not idempotent on \(candidate.debugDescription)")
    }
    return 0
}

/// The program's entry (see `runLibFuzzer`).
@_cdecl("FuzzEntities_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, fuzzEntities)
}

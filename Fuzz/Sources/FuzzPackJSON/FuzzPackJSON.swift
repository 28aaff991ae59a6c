import FuzzSupport
import QuizImport
import QuizPlatform

/// libFuzzer's entry: the input as a .json pack.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPackJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    PackFuzzing.run(fuzzBytes(start, count), format: .json)
    return 0
}

/// The program's entry (see `runLibFuzzer`).
@_cdecl("FuzzPackJSON_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, fuzzPackJSON)
}

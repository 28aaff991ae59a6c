import FuzzSupport
import QuizImport
import QuizPlatform

/// libFuzzer's entry: the input as a .aiken pack.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPackAiken(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    PackFuzzing.run(fuzzBytes(start, count), format: .aiken)
    return 0
}

/// The program's entry (see `runLibFuzzer`).
@_cdecl("FuzzPackAiken_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, fuzzPackAiken)
}

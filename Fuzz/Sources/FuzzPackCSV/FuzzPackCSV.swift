import FuzzSupport
import QuizImport
import QuizPlatform

/// libFuzzer's entry: the input as a .csv pack.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPackCSV(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    PackFuzzing.run(fuzzBytes(start, count), format: .csv)
    return 0
}

/// The program's entry (see `runLibFuzzer`).
@_cdecl("FuzzPackCSV_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc: argc, argv: argv, fuzzPackCSV)
}

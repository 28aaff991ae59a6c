import CLibFuzzer

/// Runs libFuzzer with the program's arguments and `test` as the fuzz target.
///
/// SwiftPM links every executable with `--defsym main=<Target>_main`, and with
/// `-parse-as-library` (which libFuzzer needs) nothing defines that symbol, so
/// each fuzz target defines it with `@_cdecl` and calls this.
public func runLibFuzzer(
    argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ test: @convention(c) (UnsafeRawPointer, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, test)
}

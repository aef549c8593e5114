import CatalogCore
import FuzzChecks
import Foundation

// The libFuzzer harness; built only by `Scripts/fuzz` (CATALOG_FUZZ=1) with `-sanitize=fuzzer,address`.
// SwiftPM names an executable's entry point after its module, so libFuzzer's own `main` is not used:
// this one hands the command line to libFuzzer's driver.

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// One input: every check of `FuzzChecks`; a failure aborts, so libFuzzer saves the input. Also under
/// libFuzzer's own name, which its archive's `main` refers to.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let failures = FuzzChecks.failures(FuzzChecks.files(of: bytes))
    if !failures.isEmpty {
        for failure in failures { FileHandle.standardError.write(Data("fuzz: \(failure)\n".utf8)) }
        fatalError("fuzz check failed")
    }
    return 0
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))

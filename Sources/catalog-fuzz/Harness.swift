import CatalogCore
import FuzzChecks

// libFuzzer's entry point; built only by `Scripts/fuzz` (CATALOG_FUZZ=1), which links libFuzzer's `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let failures = FuzzChecks.failures(FuzzChecks.files(of: bytes))
    if !failures.isEmpty {
        for failure in failures { print("fuzz: \(failure)") }
        // libFuzzer saves the input as crash-<sha1> when the process aborts.
        fatalError("fuzz check failed")
    }
    return 0
}

// SwiftPM links an executable with `--defsym main=<Target>_main` (so tests
// can link executables); each fuzz target defines that symbol and hands its
// body to ``runFuzzer(_:_:body:)``, which starts libFuzzer's driver (whose
// own main would otherwise be used).

/// libFuzzer's entry for programs with their own main (FuzzerDriver.cpp).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The target's body; set once, before libFuzzer starts calling.
nonisolated(unsafe) private var body: ([UInt8]) -> Void = { _ in }

/// Runs libFuzzer with the process's arguments, feeding every input to `body`.
public func runFuzzer(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                      body fuzzBody: @escaping ([UInt8]) -> Void) -> Int32 {
    body = fuzzBody
    var count = argc
    var vector = argv
    return LLVMFuzzerRunDriver(&count, &vector) { data, size in
        body(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
}

// The compiler plugin behind `#Preview` and `@Previewable` in animgen's
// `SwiftUI` module, written without swift-syntax (which SwiftPM would have
// to fetch): it speaks the compiler's plugin protocol itself — messages of
// an 8-byte little-endian length and JSON, on stdin and stdout.
//
// Both macros expand to nothing. The compiler type-checks a macro's
// arguments before expanding it, so a `#Preview` body with an error is
// still reported at the user's own line by a plain `swift build`; the
// previews themselves are found and compiled by `animgen previews`, which
// rewrites each block into a registration (docs/previews.md, DESIGN.md).
import Foundation

/// Reads exactly `count` bytes from standard input (nil at its end).
func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes one message: its length, then its JSON.
func send(_ message: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: message) else { return }
    var length = UInt64(json.count).littleEndian
    var frame = Data(bytes: &length, count: 8)
    frame.append(json)
    FileHandle.standardOutput.write(frame)
}

while let header = readBytes(8) {
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard length < 1 << 30, let payload = readBytes(Int(length)),
          let message = (try? JSONSerialization.jsonObject(with: payload)) as? [String: Any] else { break }
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if message["expandFreestandingMacro"] != nil || message["expandAttachedMacro"] != nil {
        send(["expandMacroResult": ["expandedSource": "", "diagnostics": [] as [Any]]])
    } else if message["loadPluginLibrary"] != nil {
        send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]])
    } else {
        send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [] as [Any]]])
    }
}

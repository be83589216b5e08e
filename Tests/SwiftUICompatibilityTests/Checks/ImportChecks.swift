// The SwiftUI-style files must look like SwiftUI code: `import AnimGen`
// is their only import (no Foundation beside it, no internal modules).
import AnimGen
import Testing

@Test func swiftUICodeImportsOnlyAnimGen() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: swiftUICodeFolder.path).filter { $0.hasSuffix(".swift") }
    #expect(files.count >= 3)
    for name in files {
        let text = try String(contentsOf: swiftUICodeFolder.appendingPathComponent(name), encoding: .utf8)
        let imports = text.components(separatedBy: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") || $0.contains("@testable")
        }
        #expect(imports == ["import AnimGen"], "\(name): \(imports)")
    }
}

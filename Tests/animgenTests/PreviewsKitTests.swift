// PreviewsKit reads what the previews build needs from animgen's own
// build: the flags of SwiftPM's invocation for the `SwiftUI` target that a
// module importing it needs too, and the library beside them.
import Testing
@testable import animgen

/// What the previews build takes from animgen's own build (PreviewsKit): the flags SwiftPM
/// compiled the `SwiftUI` target with that a module importing it needs too, and nothing else.
@Suite struct PreviewsKitTests {
    @Test func keepsSearchPathsModuleMapsAndTheMacroPlugin() {
        let invocation = [
            "/opt/swift/usr/bin/swiftc", "-module-name", "SwiftUI", "-c", "/p/Sources/SwiftUI/SwiftUI.swift",
            "-I", "/p/.build/debug/Modules", "-target", "x86_64-unknown-linux-gnu", "-Onone", "-enable-testing",
            "-Xcc", "-fmodule-map-file=/p/Sources/CText/module.modulemap", "-I/usr/include/freetype2", "-I/usr/include/harfbuzz",
            "-I/usr/include/freetype2", "-module-cache-path", "/p/.build/debug/ModuleCache", "-emit-objc-header-path", "/p/x.h",
            "-Xcc", "-fPIC", "-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/p/.build/debug/PreviewMacros-tool#PreviewMacros",
        ]
        #expect(PreviewsKit.compilerFlags(fromSwiftUIInvocation: invocation) == [
            "-I", "/p/.build/debug/Modules",
            "-Xcc", "-fmodule-map-file=/p/Sources/CText/module.modulemap", "-I/usr/include/freetype2", "-I/usr/include/harfbuzz",
            "-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/p/.build/debug/PreviewMacros-tool#PreviewMacros",
        ])
    }

    @Test func aProductsFolderWithoutTheLibraryIsNotAKit() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        #expect(PreviewsKit.load(products: folder.path) == .failure(.missing(folder.path + "/libSwiftUIPreviews.so")))
        #expect(PreviewsKit.package(ofProducts: "/home/me/animgen/.build/x86_64-unknown-linux-gnu/release") == "/home/me/animgen")
    }
}

import Foundation
import Testing
import Raster
@testable import SwiftUICore

/// Compiled shader programs are kept by source text, within the one bound
/// of the process's caches, and compiled afresh when the caches are off.
@Suite struct ShaderProgramCacheTests {
    /// A stitchable function whose source differs for every `n`.
    func source(_ n: Int) -> String {
        "[[ stitchable ]] half4 shade\(n)(float2 position, half4 color) { return color; }"
    }

    @Test func programsAreKeptBySourceWithinTheBound() throws {
        let cachesOn = RenderCaches.isEnabled
        let first = try ShaderProgramCache.program(source: source(0), path: "<bound test>")
        let again = try ShaderProgramCache.program(source: source(0), path: "<bound test>")
        if cachesOn && RenderCaches.isEnabled { #expect(first === again, "the same text is compiled once") }
        for n in 1...(ShaderProgramCache.capacity + 20) {
            _ = try ShaderProgramCache.program(source: source(n), path: "<bound test>")
            #expect(ShaderProgramCache.count <= ShaderProgramCache.capacity)
        }
    }
}

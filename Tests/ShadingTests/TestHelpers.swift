import Testing
import Geometry
import Raster
@testable import Shading

/// Compiles `source` and runs its function `name` as `usage` at `positions`.
func runShader(_ source: String, _ name: String, as usage: ShaderUsage = .shapeStyle, arguments: [ShaderArgumentValue] = [],
               at positions: [SIMD2<Float>], colors: [SIMD4<Float>]? = nil, layer: ShaderLayer? = nil) throws -> [SIMD4<Float>] {
    let program = try ShaderProgram(source: source, path: "test.metal")
    let entry = try #require(program.function(named: name))
    let bound = try entry.bind(as: usage, arguments: arguments)
    return try bound.run(positions: positions, colors: colors, layer: layer)
}

/// The compile error of `source`, or nil when it compiles.
func compileError(_ source: String, path: String = "test.metal") -> ShaderCompileError? {
    do {
        _ = try ShaderProgram(source: source, path: path)
        return nil
    } catch {
        return error
    }
}

let header = """
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

"""

func close(_ a: SIMD4<Float>, _ b: SIMD4<Float>, _ tolerance: Float = 1e-5) -> Bool {
    (0..<4).allSatisfy { Swift.abs(a[$0] - b[$0]) <= tolerance }
}

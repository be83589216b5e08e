// Times a ~20-operation colorEffect over 1280×720 lanes in rows of 256
// (how SwiftUICore calls it): `swift run -c release shading-bench`.
import Shading
#if canImport(Glibc)
import Glibc
#endif

let source = """
#include <metal_stdlib>
using namespace metal;
[[ stitchable ]] half4 ripple(float2 position, half4 color, float time, float2 size) {
    float2 uv = position / size;
    float d = length(uv - 0.5);
    float wave = sin(d * 40.0 - time * 3.0) * 0.5 + 0.5;
    half3 tint = half3(half(uv.x), half(wave), half(1.0 - uv.y));
    half3 mixed = mix(color.rgb, tint * color.a, half(smoothstep(0.1, 0.6, d)));
    return half4(mixed, color.a);
}
"""

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

let program = try ShaderProgram(source: source, path: "ripple.metal")
let bound = try program.function(named: "ripple")!.bind(as: .colorEffect, arguments: [.floats([1.5]), .floats([1280, 720])])
let width = 1280, height = 720, span = 256
var positions = [SIMD2<Float>](repeating: .zero, count: span)
let colors = [SIMD4<Float>](repeating: SIMD4(0.2, 0.4, 0.6, 1), count: span)
var output = [SIMD4<Float>](repeating: .zero, count: span)
var best = Double.infinity
var checksum: Float = 0
for _ in 0..<5 {
    let start = now()
    for y in 0..<height {
        for x0 in stride(from: 0, to: width, by: span) {
            for i in 0..<span { positions[i] = SIMD2(Float(x0 + i) + 0.5, Float(y) + 0.5) }
            try positions.withUnsafeBufferPointer { p in
                try colors.withUnsafeBufferPointer { c in
                    try output.withUnsafeMutableBufferPointer { o in try bound.run(positions: p, colors: c, layer: nil, into: o) }
                }
            }
            checksum += output[0].y
        }
    }
    best = min(best, now() - start)
}
print("ripple colorEffect, 1280x720 lanes in spans of \(span): \(Int(best * 1000)) ms (best of 5; checksum \(checksum))")

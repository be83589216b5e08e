import Testing
@testable import Shading

/// Built-ins against the MSL specification's formulas, evaluated here by hand.
@Suite struct BuiltinTests {
    /// Runs `expression` (of float4 type) at position (x, 0).
    func eval(_ expression: String, x: Float = 0, prelude: String = "") throws -> SIMD4<Float> {
        let source = header + prelude + """
        [[ stitchable ]] half4 f(float2 position) {
            float x = position.x;
            return half4(\(expression));
        }
        """
        return try runShader(source, "f", at: [SIMD2(x, 0)])[0]
    }

    @Test func smoothstepIsTheHermiteCubic() throws {
        // t = (0.25 - 0) / (1 - 0) = 0.25; t²(3 - 2t) = 0.0625 * 2.5 = 0.15625.
        let v = try eval("smoothstep(0.0, 1.0, x), smoothstep(0.0, 1.0, -1.0), smoothstep(0.0, 1.0, 2.0), smoothstep(2.0, 4.0, 3.0)", x: 0.25)
        #expect(v == SIMD4(0.15625, 0, 1, 0.5))
    }

    @Test func mixStepClampSaturate() throws {
        // mix(2, 6, 0.25) = 2 + 4 * 0.25 = 3; step(0.5, 0.25) = 0; step(0.25, 0.25) = 1 (x < edge is 0).
        let v = try eval("mix(2.0, 6.0, x), step(0.5, x), step(0.25, x), clamp(x * 8.0, 0.0, 1.5)", x: 0.25)
        #expect(v == SIMD4(3, 0, 1, 1.5))
        let s = try eval("saturate(-x), saturate(x), saturate(x * 10.0), fract(x * 10.0)", x: 0.25)
        #expect(s == SIMD4(0, 0.25, 1, 0.5))
    }

    @Test func fractFloorSignOnNegatives() throws {
        // fract(-1.25) = -1.25 - floor(-1.25) = -1.25 + 2 = 0.75.
        let v = try eval("fract(x), floor(x), sign(x), trunc(x)", x: -1.25)
        #expect(v == SIMD4(0.75, -2, -1, -1))
        let r = try eval("round(x), rint(x), ceil(x), abs(x)", x: -2.5)
        #expect(r == SIMD4(-3, -2, -2, 2.5))
    }

    @Test func fmodKeepsTheDividendsSign() throws {
        // fmod(-7, 3) = -7 - 3 * trunc(-7/3) = -7 + 6 = -1.
        let v = try eval("fmod(x, 3.0), fmod(7.0, 3.0), min(x, 2.0), max(x, 2.0)", x: -7)
        #expect(v == SIMD4(-1, 1, -7, 2))
    }

    @Test func geometry() throws {
        // length(3, 4) = 5; dot((1,2,3),(4,5,6)) = 32; distance((1,1),(4,5)) = 5; normalize((0,3)).y = 1.
        let v = try eval("length(float2(3, 4)), dot(float3(1, 2, 3), float3(4, 5, 6)), distance(float2(1, 1), float2(4, 5)), normalize(float2(0, 3)).y")
        #expect(v == SIMD4(5, 32, 5, 1))
        // cross(x̂, ŷ) = ẑ; reflect((1,-1), (0,1)) = (1, 1).
        let c = try eval("float4(cross(float3(1, 0, 0), float3(0, 1, 0)).z, reflect(float2(1, -1), float2(0, 1)), 0)")
        #expect(c == SIMD4(1, 1, 1, 0))
    }

    @Test func trigonometryAndPowers() throws {
        let v = try eval("sin(M_PI_F / 2), cos(0.0), pow(2.0, 10.0), sqrt(x)", x: 16)
        #expect(close(v, SIMD4(1, 1, 1024, 4)))
        let w = try eval("exp2(3.0), log2(8.0), atan2(1.0, 1.0) * 4, rsqrt(x)", x: 4)
        #expect(close(w, SIMD4(8, 3, .pi, 0.5)))
    }

    @Test func vectorComparisonsSelectAllAny() throws {
        // (1,5,3) < (2,2,4) = (true, false, true).
        let v = try eval("select(float4(0), float4(1), float4(1, 5, 3, 0) < float4(2, 2, 4, 0))")
        #expect(v == SIMD4(1, 0, 1, 0))
        let w = try eval("float(all(float2(1, 2) > 0.5)), float(any(float2(1, 2) > 1.5)), float(all(float2(1, 2) > 1.5)), 0")
        #expect(w == SIMD4(1, 1, 0, 0))
    }

    @Test func integerArithmetic() throws {
        // C semantics: -7 / 2 = -3, -7 % 2 = -1, 7u >> 1 = 3, 5 ^ 3 = 6.
        let v = try eval("float(-7 / 2), float(-7 % 2), float(7u >> 1), float(5 ^ 3)")
        #expect(v == SIMD4(-3, -1, 3, 6))
        let w = try eval("float(int(x) & 6), float(1 << 4), float(abs(-3)), float(clamp(9, 0, 4))", x: 7.9)
        #expect(w == SIMD4(6, 16, 3, 4))
    }

    /// M_PI_F is π rounded to nearest (0x1.921fb6p+1); Swift's Float.pi rounds down, so the test uses Float(Double.pi).
    @Test func constantsAndLiterals() throws {
        let v = try eval("M_PI_F, .5, 1e-1f, 0x10", x: 0)
        #expect(v == SIMD4(Float(Double.pi), 0.5, 0.1, 16))
        let w = try eval("1.0h, 2u, float(true), M_PI_H")
        #expect(w == SIMD4(1, 2, 1, Float(Double.pi)))
    }

    @Test func matrices() throws {
        // float2x2(1, 2, 3, 4) has columns (1,2) and (3,4): m * (1, 1) = (4, 6); (1, 1) * m = (3, 7).
        let v = try eval("float4(float2x2(1, 2, 3, 4) * float2(1, 1), float2(1, 1) * float2x2(1, 2, 3, 4))")
        #expect(v == SIMD4(4, 6, 3, 7))
        // A rotation by 90°: (1, 0) → (0, 1).
        let r = try eval("float4(float2x2(float2(cos(M_PI_2_F), sin(M_PI_2_F)), float2(-sin(M_PI_2_F), cos(M_PI_2_F))) * float2(1, 0), 0, 0)")
        #expect(close(r, SIMD4(0, 1, 0, 0)))
    }
}

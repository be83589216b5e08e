import Testing
@testable import Shading

@Suite struct BasicShaderTests {
    @Test func positionOverHundred() throws {
        let source = header + """
        [[ stitchable ]] half4 gradient(float2 position) {
            return half4(position.x / 100, position.y / 100, 0.25, 1.0);
        }
        """
        let out = try runShader(source, "gradient", at: [SIMD2(10, 20), SIMD2(50, 75)])
        #expect(out[0] == SIMD4(0.1, 0.2, 0.25, 1))
        #expect(out[1] == SIMD4(0.5, 0.75, 0.25, 1))
    }
}

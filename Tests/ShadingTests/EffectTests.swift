import Testing
import Geometry
import Raster
@testable import Shading

/// Shaders of the kinds SwiftUI users write, the layer, and the errors.
@Suite struct EffectTests {
    /// A 2×2 layer: (0,0) red 255, (1,0) green 255, (0,1) blue 255, (1,1) transparent.
    func layer() -> ShaderLayer {
        let p = Pixmap(width: 2, height: 2)
        p.setPixel(x: 0, y: 0, RGBA8(r: 255, g: 0, b: 0, a: 255))
        p.setPixel(x: 1, y: 0, RGBA8(r: 0, g: 255, b: 0, a: 255))
        p.setPixel(x: 0, y: 1, RGBA8(r: 0, g: 0, b: 255, a: 255))
        return ShaderLayer(pixels: p, userToPixel: .identity)
    }

    @Test func layerSampleIsBilinearAndClamped() throws {
        let source = header + """
        [[ stitchable ]] half4 pass(float2 position, SwiftUI::Layer layer) { return layer.sample(position); }
        """
        let out = try runShader(source, "pass", as: .layerEffect, at: [SIMD2(1, 1), SIMD2(0.75, 0.5), SIMD2(-5, -5), SIMD2(1.5, 0.5)],
                                layer: layer())
        // The centre is the mean of the four texels: (0.25, 0.25, 0.25, 0.75).
        #expect(close(out[0], SIMD4(0.25, 0.25, 0.25, 0.75)))
        // (0.75, 0.5): a quarter of the way from red's centre to green's: (0.75, 0.25, 0, 1).
        #expect(close(out[1], SIMD4(0.75, 0.25, 0, 1)))
        #expect(close(out[2], SIMD4(1, 0, 0, 1)))
        #expect(close(out[3], SIMD4(0, 1, 0, 1)))
    }

    @Test func pixellateLayerEffect() throws {
        let source = header + """
        [[ stitchable ]] half4 pixellate(float2 position, SwiftUI::Layer layer, float size) {
            float2 cell = floor(position / size) * size + size * 0.5;
            return layer.sample(cell);
        }
        """
        // size 2: every point of the layer samples cell centre (1, 1), the mean.
        let out = try runShader(source, "pixellate", as: .layerEffect, arguments: [.floats([2])],
                                at: [SIMD2(0.2, 0.2), SIMD2(1.9, 0.1)], layer: layer())
        #expect(out.allSatisfy { close($0, SIMD4(0.25, 0.25, 0.25, 0.75)) })
    }

    @Test func waveDistortion() throws {
        let source = header + """
        [[ stitchable ]] float2 wave(float2 position, float time, float amplitude) {
            return position + float2(0, sin(time + position.x / 20.0) * amplitude);
        }
        """
        // sin(0 + 0) = 0 at x = 0; at x = 10π, sin(π/2) = 1 → y + 5.
        let out = try runShader(source, "wave", as: .distortionEffect, arguments: [.floats([0]), .floats([5])],
                                at: [SIMD2(0, 3), SIMD2(10 * .pi, 3)])
        #expect(close(out[0], SIMD4(0, 3, 0, 0)))
        #expect(close(out[1], SIMD4(10 * .pi, 8, 0, 0), 1e-4))
    }

    @Test func stripesColorEffect() throws {
        let source = header + """
        [[ stitchable ]] half4 stripes(float2 position, half4 color, float width, device const half4 *colors, int count) {
            int band = int(floor(position.y / width));
            half4 c = colors[band % count];
            return c * color.a;
        }
        """
        let colors: [SIMD4<Float>] = [SIMD4(1, 0, 0, 1), SIMD4(0, 1, 0, 1), SIMD4(0, 0, 1, 1)]
        let out = try runShader(source, "stripes", as: .colorEffect, arguments: [.floats([10]), .colorArray(colors)],
                                at: [SIMD2(0, 5), SIMD2(0, 15), SIMD2(0, 25), SIMD2(0, 35)],
                                colors: Array(repeating: SIMD4(0.5, 0.5, 0.5, 0.5), count: 4))
        // Bands 0, 1, 2, 3 % 3 = 0, scaled by alpha 0.5.
        #expect(out == [SIMD4(0.5, 0, 0, 0.5), SIMD4(0, 0.5, 0, 0.5), SIMD4(0, 0, 0.5, 0.5), SIMD4(0.5, 0, 0, 0.5)])
    }

    @Test func checkerboardShapeStyle() throws {
        let source = header + """
        [[ stitchable ]] half4 checkerboard(float2 position, float size, half4 a, half4 b) {
            uint2 cell = uint2(position / size);
            return ((cell.x + cell.y) % 2 == 0) ? a : b;
        }
        """
        let black = SIMD4<Float>(0, 0, 0, 1), white = SIMD4<Float>(1, 1, 1, 1)
        let out = try runShader(source, "checkerboard", arguments: [.floats([8]), .color(black), .color(white)],
                                at: [SIMD2(1, 1), SIMD2(9, 1), SIMD2(9, 9), SIMD2(17, 1)])
        #expect(out == [black, white, black, black])
    }

    @Test func compileErrorsSayWhere() throws {
        let unknown = compileError(header + """
        [[ stitchable ]] half4 f(float2 position) {
            return half4(smoothstpe(0.0, 1.0, position.x));
        }
        """, path: "wave.metal")
        #expect(unknown?.description == "wave.metal:5:18: error: use of undeclared function 'smoothstpe' (did you mean 'smoothstep'?)")
        let variable = compileError(header + """
        [[ stitchable ]] half4 f(float2 position) {
            float radius = 2.0;
            return half4(radus);
        }
        """)
        #expect(variable?.description == "test.metal:6:18: error: use of undeclared identifier 'radus' (did you mean 'radius'?)")
        let mismatch = compileError(header + """
        [[ stitchable ]] half4 f(float2 position) {
            return float4(1.0);
        }
        """)
        #expect(mismatch?.line == 5 && mismatch?.column == 12)
        #expect(mismatch?.message == "cannot convert float4 to half4 in the return of 'f'")
        let syntax = compileError(header + "[[ stitchable ]] half4 f(float2 position) {\n    return half4(1.0)\n}\n")
        #expect(syntax?.description == "test.metal:6:1: error: expected ';' after the returned value, found '}'")
        let unsupported = compileError(header + "[[ stitchable ]] half4 f(float2 position) { return half4(dfdx(position.x)); }")
        #expect(unsupported?.message == "'dfdx' is outside animgen's MSL subset, see docs/shaders.md")
        let type = compileError(header + "[[ stitchable ]] half4 f(float2 position) { flaot x = 1; return half4(x); }")
        #expect(type?.description == "test.metal:4:45: error: unknown type name 'flaot' (did you mean 'float'?)")
    }

    @Test func bindingErrorsNameTheParameter() throws {
        let program = try ShaderProgram(source: header + """
        [[ stitchable ]] half4 tint(float2 position, half4 color, float amount) { return color * amount; }
        """, path: "tint.metal")
        let entry = try #require(program.function(named: "tint"))
        #expect(program.stitchableFunctionNames == ["tint"])
        #expect(throws: ShaderCompileError.self) { try entry.bind(as: .colorEffect, arguments: [.floats([1, 2])]) }
        do {
            _ = try entry.bind(as: .colorEffect, arguments: [.floats([1, 2])])
        } catch {
            #expect(error.description == "tint.metal:4:65: error: argument 0 (.float2) does not fit parameter 'amount' (float) at 4:65 (.float2 binds to a float2 (or half) parameter)")
        }
        do {
            _ = try entry.bind(as: .colorEffect, arguments: [])
        } catch {
            #expect(error.message == "parameter 'amount' (float) at 4:65 of 'tint' gets no argument: 0 argument(s) given")
        }
        do {
            _ = try entry.bind(as: .distortionEffect, arguments: [.floats([1])])
        } catch {
            #expect(error.message == "'tint' returns half4, but distortionEffect needs float2")
        }
    }
}

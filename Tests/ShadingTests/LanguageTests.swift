import Testing
@testable import Shading

/// Swizzles, constructors, arrays, structs, macros and globals.
@Suite struct LanguageTests {
    func value(_ body: String, prelude: String = "", x: Float = 0) throws -> SIMD4<Float> {
        let source = header + prelude + """
        [[ stitchable ]] half4 f(float2 position, half4 color) {
        \(body)
        }
        """
        return try runShader(source, "f", as: .colorEffect, at: [SIMD2(x, 0)], colors: [SIMD4(0.1, 0.2, 0.3, 0.4)])[0]
    }

    @Test func swizzleReadsAndWrites() throws {
        #expect(try value("return color.abgr;") == SIMD4(0.4, 0.3, 0.2, 0.1))
        #expect(try value("half4 c = color; c.rgb = c.bgr; return c;") == SIMD4(0.3, 0.2, 0.1, 0.4))
        #expect(try value("half4 c = half4(0); c.yw = half2(1, 2); c.x += 5; return c;") == SIMD4(5, 1, 0, 2))
        #expect(try value("float4 v = float4(1, 2, 3, 4); v.xy = v.yx; v.zw *= 2.0; return half4(v);") == SIMD4(2, 1, 6, 8))
    }

    @Test func constructorsMixScalarsAndVectors() throws {
        #expect(try value("float2 p = float2(1, 2); return half4(float3(p, 3).zyx, 9);") == SIMD4(3, 2, 1, 9))
        #expect(try value("return half4(half2(0.5), half2(float2(1, 2)));") == SIMD4(0.5, 0.5, 1, 2))
        #expect(try value("int2 q = int2(float2(2.7, -2.7)); return half4(float(q.x), float(q.y), (float)3, float(uint(7.9)));")
                == SIMD4(2, -2, 3, 7))
    }

    @Test func broadcastAndCompoundAssignments() throws {
        #expect(try value("float3 v = 2.0; v *= float3(1, 2, 3); v -= 1; return half4(half3(v), 1);") == SIMD4(1, 3, 5, 1))
        #expect(try value("half4 c = color * 2.0; return c;") == SIMD4(0.2, 0.4, 0.6, 0.8))
    }

    @Test func localArraysWithRunTimeIndices() throws {
        let body = """
            float weights[4] = { 1.0, 10.0, 100.0, 1000.0 };
            int k = int(position.x);
            weights[k] += 0.5;
            float sum = 0;
            for (int i = 0; i <= k; i++) { sum += weights[i]; }
            return half4(sum, weights[k], weights[3 - k], 0);
        """
        // k = 2: weights = (1, 10, 100.5, 1000): sum 111.5, weights[2] = 100.5, weights[1] = 10.
        #expect(try value(body, x: 2) == SIMD4(111.5, 100.5, 10, 0))
        #expect(try value(body, x: 0) == SIMD4(1.5, 1.5, 1000, 0))
    }

    @Test func structsAndGlobals() throws {
        let prelude = """
        struct Ring { float2 center; float radius; };
        constant float scale = 2.0;
        constant float3 tint = float3(0.25, 0.5, 1.0);
        #define DOUBLE(x) ((x) * 2)
        #define OFFSET 3.0
        float area(Ring r) { return M_PI_F * r.radius * r.radius; }

        """
        let body = """
            Ring r = { float2(1, 2), 1.0 };
            r.radius *= scale;
            return half4(area(r) / M_PI_F, r.center.y, DOUBLE(OFFSET), tint.z);
        """
        #expect(try value(body, prelude: prelude) == SIMD4(4, 2, 6, 1))
    }

    @Test func preprocessorConditionalsAndComments() throws {
        let prelude = """
        #define WIDE
        /* a block
           comment */
        #ifdef WIDE
        #define K 4.0 // trailing comment
        #else
        #define K 1.0
        #endif
        #if 0
        this is not compiled
        #endif
        #pragma unused

        """
        #expect(try value("return half4(K);", prelude: prelude) == SIMD4(4, 4, 4, 4))
    }

    @Test func namespacesAndPreciseMath() throws {
        #expect(try value("return half4(metal::precise::sqrt(16.0), metal::fast::abs(-2.0), metal::max(1.0, 3.0), 0);")
                == SIMD4(4, 2, 3, 0))
    }

    @Test func ternaryOnVectorsIsComponentWise() throws {
        #expect(try value("float2 a = float2(1, 5); return half4(half2(a > 2.0 ? float2(7) : float2(8)), 0, 0);") == SIMD4(8, 7, 0, 0))
    }
}

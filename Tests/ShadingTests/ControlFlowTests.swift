import Testing
@testable import Shading

/// Divergent control flow: every lane must see exactly its own path.
@Suite struct ControlFlowTests {
    func lanes(_ body: String, prelude: String = "", count: Int = 8) throws -> [Float] {
        let source = header + prelude + """
        [[ stitchable ]] half4 f(float2 position) {
            int i = int(position.x);
        \(body)
        }
        """
        return try runShader(source, "f", at: (0..<count).map { SIMD2(Float($0), 0) }).map(\.x)
    }

    @Test func ifElsePerLane() throws {
        let out = try lanes("""
            float v;
            if (i % 2 == 0) { v = 10; } else if (i == 3) { v = 30; } else { v = 1; }
            return half4(v);
        """)
        #expect(out == [10, 1, 10, 30, 10, 1, 10, 1])
    }

    @Test func earlyReturnStopsOnlyItsLanes() throws {
        let out = try lanes("""
            if (i < 3) return half4(100);
            float v = float(i);
            if (i == 5) { return half4(-1); }
            v = v * 2;
            return half4(v);
        """)
        #expect(out == [100, 100, 100, 6, 8, -1, 12, 14])
    }

    @Test func loopWithDivergentTripCounts() throws {
        // Sum 0 + 1 + … + (i - 1) = i(i-1)/2, each lane its own count.
        let out = try lanes("""
            float sum = 0;
            for (int k = 0; k < i; k++) { sum += float(k); }
            return half4(sum);
        """)
        #expect(out == [0, 0, 1, 3, 6, 10, 15, 21])
    }

    @Test func breakAndContinue() throws {
        // Sum of odd k below 10 stopping once k > i: lane i adds odd k ≤ min(i, 9)... until k > i breaks.
        let out = try lanes("""
            float sum = 0;
            for (int k = 0; k < 10; k++) {
                if (k % 2 == 0) continue;
                if (k > i) break;
                sum += float(k);
            }
            return half4(sum);
        """)
        // Odd k ≤ i: 0→0, 1→1, 2→1, 3→4, 4→4, 5→9, 6→9, 7→16.
        #expect(out == [0, 1, 1, 4, 4, 9, 9, 16])
    }

    @Test func returnFromInsideALoop() throws {
        let out = try lanes("""
            for (int k = 0; k < 100; k++) {
                if (k * k >= i) return half4(float(k));
            }
            return half4(-1);
        """)
        // Smallest k with k² ≥ i.
        #expect(out == [0, 1, 2, 2, 2, 3, 3, 3])
    }

    @Test func whileAndDoWhile() throws {
        let out = try lanes("""
            int n = i; int steps = 0;
            while (n > 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; steps++; }
            int m = 0;
            do { m++; } while (m < i);
            return half4(float(steps), float(m), 0, 0);
        """)
        // Collatz steps: 0:0 1:0 2:1 3:7 4:2 5:5 6:8 7:16.
        #expect(out == [0, 0, 1, 7, 2, 5, 8, 16])
    }

    @Test func helperFunctionsWithEarlyReturnsAndReferences() throws {
        let prelude = """
        float classify(int i) {
            if (i < 2) return 1.0;
            if (i < 5) { return 2.0; }
            return 3.0;
        }
        void bump(thread float &x, float by) { x += by; }

        """
        let out = try lanes("""
            float v = classify(i);
            if (i == 7) bump(v, 10.0);
            return half4(v);
        """, prelude: prelude)
        #expect(out == [1, 1, 2, 2, 2, 3, 3, 13])
    }

    @Test func shortCircuitGuardsSideEffects() throws {
        let out = try lanes("""
            int calls = 0;
            bool b = (i > 3) && (++calls > 0);
            return half4(float(calls) + (b ? 10.0 : 0.0));
        """)
        #expect(out == [0, 0, 0, 0, 11, 11, 11, 11])
    }

    @Test func runawayLoopFailsWithItsLocation() throws {
        let source = header + """
        [[ stitchable ]] half4 f(float2 position) {
            float x = 0;
            while (position.x >= 0) { x += 1; }
            return half4(x);
        }
        """
        let program = try ShaderProgram(source: source, path: "spin.metal")
        let bound = try program.function(named: "f")!.bind(as: .shapeStyle, arguments: [])
        #expect(throws: ShaderRuntimeError.self) { try bound.run(positions: [SIMD2(1, 1)]) }
        do {
            _ = try bound.run(positions: [SIMD2(1, 1)])
        } catch {
            #expect(error.line == 6 && error.column == 5)
            #expect(error.description.hasPrefix("spin.metal:6:5: error: loop ran more than 1048576 iterations"))
        }
    }
}

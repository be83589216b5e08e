import Testing
@testable import SwiftUICore

@Suite struct CurveSamplesTests {
    @Test func everyNamedCurveAndSpringIsSampledFromZeroToOne() {
        let curves = CurveSamples.curves(count: 50)
        #expect(curves.map(\.name) == ["linear", "easeIn", "easeOut", "easeInOut",
                                       "circularEaseIn", "circularEaseOut", "circularEaseInOut"])
        for s in curves {
            #expect(s.points.count == 51 && s.points.first! == (0, 0) && s.points.last! == (1, 1))
        }
        let springs = CurveSamples.springs(count: 100)
        #expect(springs.count == CurveSamples.namedSprings.count)
        for s in springs {
            #expect(s.points.first!.value == 0)
            #expect(abs(s.points.last!.value - 1) <= 0.001 + 1e-12)   // the span is the slowest settling time
            #expect(zip(s.points, s.points.dropFirst()).allSatisfy { $0.t < $1.t })
        }
    }
}

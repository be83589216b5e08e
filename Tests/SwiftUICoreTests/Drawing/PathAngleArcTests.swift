import Foundation
import Testing
import Geometry
import SwiftUICore

/// SwiftUI's arc calls take an `Angle` (Geometry's engine takes radians):
/// the arcs land where SwiftUI's documented y-down semantics put them.
@Suite struct PathAngleArcTests {
    @Test func angleArcsGoWhereSwiftUIPutsThem() {
        // clockwise: false from -90° to 0° goes 12 → 3 o'clock on screen: a
        // quarter circle of radius 40 around (50, 50), bounded by (50, 10)–(90, 50).
        var p = Path()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        #expect(p.currentPoint == CGPoint(x: 90, y: 50))
        let b = p.boundingRect
        #expect(abs(b.minX - 50) < 1e-9 && abs(b.minY - 10) < 1e-9 && abs(b.maxX - 90) < 1e-9 && abs(b.maxY - 50) < 1e-9)
        // A relative arc of -90° from 90° (6 o'clock) ends at 3 o'clock.
        var r = Path()
        r.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(90), delta: .degrees(-90))
        #expect(r.currentPoint == CGPoint(x: 10, y: 0))
    }
}

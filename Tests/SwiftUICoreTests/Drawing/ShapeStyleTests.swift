import Foundation
import Geometry
import Raster
import Testing
@testable import SwiftUICore

private let black = Color(white: 0)
private let white = Color(white: 1)
private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)
/// A black → white gradient: the gray level at a point is the parameter t.
private let ramp = Gradient(colors: [black, white])

private func gray(_ paint: ResolvedPaint, _ x: CGFloat, _ y: CGFloat) -> Double {
    Double(paint.color(at: CGPoint(x: x, y: y)).red)
}

private func close(_ a: Double, _ b: Double, _ tol: Double = 1e-5) -> Bool { abs(a - b) <= tol }

/// Resolves through a generic parameter, as SwiftUI's `fill(_:)` takes it.
private func fill<S: ShapeStyle>(_ style: S, _ rect: CGRect) -> ResolvedPaint { style.resolvePaint(in: rect) }

@Suite struct ShapeStyleTests {
    @Test func linearGradientMapsUnitPointsIntoTheRect() {
        let rect = CGRect(x: 10, y: 20, width: 200, height: 100)
        let p = LinearGradient(gradient: ramp, startPoint: .topLeading, endPoint: .bottomTrailing).resolvePaint(in: rect)
        guard case let .linearGradient(_, start, end) = p else { Issue.record("not linear"); return }
        #expect(start == CGPoint(x: 10, y: 20) && end == CGPoint(x: 210, y: 120))
        // Centre: half way. Top-right corner: ((200, 0)·(200, 100)) / |(200, 100)|² = 0.8.
        #expect(close(gray(p, 110, 70), 0.5))
        #expect(close(gray(p, 210, 20), 0.8))
        #expect(gray(p, 0, 0) == 0 && gray(p, 400, 400) == 1)   // padded beyond the ends
        let h = fill(.linearGradient(ramp, startPoint: .leading, endPoint: .trailing), rect)
        #expect(close(gray(h, 60, 25), 0.25) && close(gray(h, 60, 115), 0.25))
    }

    @Test func hardStopLandsOnThePixelColumn() {
        // 100 px wide, edge at 0.3: pixel columns 0…29 (centres x + 0.5 < 30) red, 30… blue.
        let style = LinearGradient(stops: [.init(color: red, location: 0.3), .init(color: blue, location: 0.3)],
                                   startPoint: .leading, endPoint: .trailing)
        let p = style.resolvePaint(in: CGRect(x: 0, y: 0, width: 100, height: 10))
        for x in 0..<100 {
            let c = p.color(at: CGPoint(x: Double(x) + 0.5, y: 5))
            #expect(c == RGBAColor(x < 30 ? red : blue), "column \(x)")
        }
    }

    @Test func degenerateAndFlatGradientsBecomeColors() {
        let rect = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(LinearGradient(gradient: ramp, startPoint: .center, endPoint: .center).resolvePaint(in: rect)
                == .color(RGBAColor(white)))
        #expect(RadialGradient(colors: [red, red], center: .center, startRadius: 0, endRadius: 9).resolvePaint(in: rect)
                == .color(RGBAColor(red)))
        #expect(EllipticalGradient(gradient: ramp).resolvePaint(in: CGRect(x: 0, y: 0, width: 10, height: 0))
                == .color(RGBAColor(white)))
    }

    @Test func radialGradientRadiiAreInPoints() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let p = RadialGradient(gradient: ramp, center: .center, startRadius: 10, endRadius: 60).resolvePaint(in: rect)
        #expect(p == .radialGradient(ResolvedGradient(ramp), center: CGPoint(x: 100, y: 50), startRadius: 10,
                                     endRadius: 60, transform: .identity))
        #expect(close(gray(p, 135, 50), 0.5))         // d = 35: (35 − 10) / 50
        #expect(close(gray(p, 130, 90), 0.8))         // d = hypot(30, 40) = 50
        #expect(gray(p, 100, 55) == 0 && gray(p, 170, 50) == 1)
        let off = fill(.radialGradient(ramp, center: .topLeading, startRadius: 0, endRadius: 100), rect)
        #expect(close(gray(off, 60, 80), 1) && close(gray(off, 30, 40), 0.5))
    }

    @Test func ellipticalFractionsScaleWithWidthAndHeight() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let p = EllipticalGradient(gradient: ramp).resolvePaint(in: rect)   // centre, 0 … 0.5
        guard case let .radialGradient(_, c, r0, r1, t) = p else { Issue.record("not radial"); return }
        #expect(c == .zero && r0 == 0 && r1 == 0.5)
        #expect(t == CGAffineTransform(a: 200, b: 0, c: 0, d: 100, tx: 100, ty: 50))
        // The last color lands on the inscribed ellipse: half-width across, half-height down.
        #expect(close(gray(p, 200, 50), 1) && close(gray(p, 100, 100), 1) && close(gray(p, 0, 50), 1))
        #expect(close(gray(p, 150, 50), 0.5) && close(gray(p, 100, 75), 0.5))
        // On the ellipse x²/100² + y²/50² = 1 at 45°: (100 + 70.71, 50 + 35.36).
        #expect(close(gray(p, 100 + 100 / 2.0.squareRoot(), 50 + 50 / 2.0.squareRoot()), 1))
        // Fraction 1 reaches the full width and height.
        let q = fill(.ellipticalGradient(ramp, center: .topLeading, startRadiusFraction: 0.5, endRadiusFraction: 1), rect)
        #expect(close(gray(q, 200, 0), 1) && close(gray(q, 0, 100), 1) && close(gray(q, 150, 0), 0.5))
        #expect(gray(q, 50, 25) == 0)
    }

    @Test func angularStartsAtTrailingEdgeAndTurnsClockwise() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let p = AngularGradient(gradient: ramp, center: .center, angle: .zero).resolvePaint(in: rect)
        #expect(close(gray(p, 90, 50), 0))           // trailing edge: angle 0
        #expect(close(gray(p, 50, 90), 0.25))        // below the centre (y down): 90° clockwise
        #expect(close(gray(p, 10, 50), 0.5))         // leading edge
        #expect(close(gray(p, 50, 10), 0.75))        // above
        #expect(close(gray(p, 90, 49.999), 1, 1e-4)) // just before closing the turn
        // Starting at 90° moves the first color to the bottom.
        let q = fill(.conicGradient(ramp, center: .center, angle: .degrees(90)), rect)
        #expect(close(gray(q, 50, 90), 0) && close(gray(q, 10, 50), 0.25))
        // Equal start and end angles (the initializer's defaults) draw a full turn.
        let d = AngularGradient(gradient: ramp, center: .center).resolvePaint(in: rect)
        #expect(close(gray(d, 50, 90), 0.25))
    }

    @Test func angularPartialSweepFillsTheGapHalfAndHalf() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let p = fill(.angularGradient(ramp, center: .center, startAngle: .zero, endAngle: .degrees(180)), rect)
        #expect(close(gray(p, 50, 90), 0.5))         // 90° of a 180° sweep
        #expect(close(gray(p, 10, 51), atan2(1.0, -40) / .pi))   // just before 180°
        #expect(gray(p, 20, 20) == 1)                // 225°: first half of the gap, last color
        #expect(gray(p, 80, 20) == 0)                // 315°: second half, first color
        #expect(gray(p, 49, 10) == 1 && gray(p, 51, 10) == 0)   // the edge is at 270°
    }

    @Test func angularOverTurnDrawsTheLastTurn() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let p = fill(.angularGradient(ramp, center: .center, startAngle: .zero, endAngle: .degrees(720)), rect)
        #expect(close(gray(p, 90, 50), 0.5))         // angle 0 = 360°: t = 360/720
        #expect(close(gray(p, 10, 50), 0.75))        // 540°
        // A negative sweep runs counter-clockwise: 90° clockwise is 270° along it.
        let n = fill(.angularGradient(ramp, center: .center, startAngle: .zero, endAngle: .degrees(-360)), rect)
        #expect(close(gray(n, 50, 90), 0.75) && close(gray(n, 50, 10), 0.25))
    }

    @Test func hierarchicalAndForegroundStyles() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let secondary = fill(.secondary, rect)
        #expect(secondary == .color(RGBAColor(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))))
        #expect(fill(.primary, rect) == .color(RGBAColor(black)))
        #expect(fill(.foreground, rect) == .color(RGBAColor(black)))
        let ctx = PaintContext(bounds: rect, foregroundStyle: AnyShapeStyle(red))
        #expect(HierarchicalShapeStyle.tertiary.resolvePaint(in: ctx) == .color(RGBAColor(red.opacity(0.3))))
        #expect(ForegroundStyle().resolvePaint(in: ctx) == .color(RGBAColor(red)))
    }

    @Test func staticColorsAndErasure() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(fill(.red, rect) == .color(RGBAColor(Color.red)))
        #expect(fill(.clear, rect) == .color(.clear))
        #expect(fill(AnyShapeStyle(AnyShapeStyle(Color.teal)), rect) == .color(RGBAColor(Color.teal)))
        #expect(fill(Color.red.resolved, rect) == .color(RGBAColor(Color.red)))
    }

    @Test func styleOpacityMultipliesEveryStop() {
        let p = fill(LinearGradient(gradient: ramp, startPoint: .top, endPoint: .bottom).opacity(0.5),
                     CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(p.color(at: CGPoint(x: 5, y: 0)).alpha == 0.5 && p.color(at: CGPoint(x: 5, y: 10)).alpha == 0.5)
    }

    @Test func gradientAndAnyGradientRunTopToBottom() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 80)
        guard case let .linearGradient(_, s, e) = fill(ramp, rect) else { Issue.record("not linear"); return }
        #expect(s == CGPoint(x: 20, y: 0) && e == CGPoint(x: 20, y: 80))
        #expect(fill(AnyGradient(ramp), rect) == fill(ramp, rect))
    }
}

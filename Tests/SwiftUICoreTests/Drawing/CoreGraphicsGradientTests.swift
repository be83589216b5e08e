// CoreGraphics gradients drawn through withCGContext, against the
// definitions on Apple's pages: a linear gradient's colour is the stops'
// colour at t = ((p − start)·(end − start)) / |end − start|²; a radial one
// takes the largest t whose circle (c0 + t·(c1 − c0), r0 + t·(r1 − r0))
// passes through the point with r ≥ 0; nothing is painted for t < 0 or
// t > 1 unless the options say so.
import Foundation
import Testing
import SwiftUICore
import Raster

/// A red → blue gradient (sRGB components).
private func redToBlue() -> CGGradient {
    let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
    let locations: [CGFloat] = [0, 1]
    return CGGradient(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, colorComponents: components,
                      locations: locations, count: 2)!
}

/// The CG radial parameter at `p`, found from the definition by scanning t
/// (step 1e-4 over `range`) for the largest root of |p − c(t)| − r(t), refined by bisection.
private func radialT(_ p: CGPoint, c0: CGPoint, r0: Double, c1: CGPoint, r1: Double, range: ClosedRange<Double>) -> Double? {
    func f(_ t: Double) -> Double {
        let cx = Double(c0.x) + t * Double(c1.x - c0.x), cy = Double(c0.y) + t * Double(c1.y - c0.y)
        return hypot(Double(p.x) - cx, Double(p.y) - cy) - (r0 + t * (r1 - r0))
    }
    var t = range.upperBound
    while t - 1e-4 >= range.lowerBound {
        let a = t - 1e-4
        if (f(a) <= 0) != (f(t) <= 0), r0 + a * (r1 - r0) >= 0 {
            var lo = a, hi = t
            for _ in 0..<60 { let m = (lo + hi) / 2; if (f(m) <= 0) == (f(lo) <= 0) { lo = m } else { hi = m } }
            return (lo + hi) / 2
        }
        t = a
    }
    return nil
}

@Suite struct CoreGraphicsGradientTests {
    @Test func linearGradientFollowsTheStopFormulaAndStopsAtItsEnds() throws {
        let p = try renderContext(100, 10) { ctx, _ in
            ctx.withCGContext { cg in
                cg.drawLinearGradient(redToBlue(), start: CGPoint(x: 20, y: 5), end: CGPoint(x: 80, y: 5), options: [])
            }
        }
        // Pixel 50's centre: t = (50.5 − 20) / 60 = 0.50833 → (125.4, 0, 129.6).
        #expect(near(px(p, 50, 5), [125.4, 0, 129.6, 255], 1.5))
        // Pixel 35: t = 15.5 / 60 = 0.25833 → (189.1, 0, 65.9).
        #expect(near(px(p, 35, 5), [189.1, 0, 65.9, 255], 1.5))
        // Before the start and after the end: nothing (no options).
        #expect(px(p, 10, 5) == [0, 0, 0, 0] && px(p, 90, 5) == [0, 0, 0, 0])
        #expect(px(p, 19, 5) == [0, 0, 0, 0] && px(p, 80, 5) == [0, 0, 0, 0])
        #expect(px(p, 20, 5)[3] == 255 && px(p, 79, 5)[3] == 255)
    }

    @Test func drawingOptionsExtendTheEndColours() throws {
        let p = try renderContext(100, 10) { ctx, _ in
            ctx.withCGContext { cg in
                cg.drawLinearGradient(redToBlue(), start: CGPoint(x: 20, y: 5), end: CGPoint(x: 80, y: 5),
                                      options: [.drawsBeforeStartLocation])
            }
        }
        #expect(px(p, 5, 5) == [255, 0, 0, 255] && px(p, 90, 5) == [0, 0, 0, 0])
        let q = try renderContext(100, 10) { ctx, _ in
            ctx.withCGContext { cg in
                cg.drawLinearGradient(redToBlue(), start: CGPoint(x: 20, y: 5), end: CGPoint(x: 80, y: 5),
                                      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
        }
        #expect(px(q, 5, 5) == [255, 0, 0, 255] && px(q, 95, 5) == [0, 0, 255, 255])
    }

    @Test func gradientsAreClippedAndTransformed() throws {
        // Scale 2 about the origin: the axis (10, 0) → (40, 0) user runs from
        // pixel 20 to 80; the clip (0, 0, 25, 5) user is pixels 0…50 × 0…10.
        let p = try renderContext(100, 20) { ctx, _ in
            ctx.withCGContext { cg in
                cg.scaleBy(x: 2, y: 2)
                cg.clip(to: CGRect(x: 0, y: 0, width: 25, height: 5))
                cg.drawLinearGradient(redToBlue(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 40, y: 0),
                                      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
        }
        #expect(near(px(p, 35, 5), [189.1, 0, 65.9, 255], 1.5))   // t = (35.5 − 20) / 60
        #expect(px(p, 5, 5) == [255, 0, 0, 255])
        #expect(px(p, 55, 5) == [0, 0, 0, 0] && px(p, 20, 15) == [0, 0, 0, 0])   // outside the clip
    }

    @Test func twoCircleRadialGradientTakesTheLargestCircleThroughEachPoint() throws {
        let c0 = CGPoint(x: 30, y: 50), c1 = CGPoint(x: 50, y: 50)
        let p = try renderContext(100, 100) { ctx, _ in
            ctx.withCGContext { cg in
                cg.drawRadialGradient(redToBlue(), startCenter: c0, startRadius: 0, endCenter: c1, endRadius: 40, options: [])
            }
        }
        // By hand at (70.5, 50.5): (40.5 − 20t)² + 0.25 = (40t)² ⇒ 1200t² + 1620t − 1640.5 = 0 ⇒ t = 0.67508.
        let discriminant: Double = 1620 * 1620 + 4 * 1200 * 1640.5
        let hand: Double = (discriminant.squareRoot() - 1620) / 2400
        #expect(abs(hand - 0.67508) < 1e-4)
        #expect(near(px(p, 70, 50), [255 * (1 - hand), 0, 255 * hand, 255], 1.5))
        // And where the search from the definition says, for points off the axis.
        for (x, y) in [(40, 30), (20, 60), (55, 80), (12, 50), (85, 45)] {
            let t = try #require(radialT(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), c0: c0, r0: 0, c1: c1, r1: 40, range: 0...1))
            #expect(near(px(p, x, y), [255 * (1 - t), 0, 255 * t, 255], 1.5), "(\(x), \(y)): t = \(t)")
        }
        // Outside the end circle (t = 1.2251 at (5.5, 50.5)): nothing without drawsAfterEndLocation.
        #expect(px(p, 5, 50) == [0, 0, 0, 0] && px(p, 50, 5) == [0, 0, 0, 0])
    }

    @Test func radialOptionsPaintInsideTheStartAndOutsideTheEndCircle() throws {
        // Start circle (30, 50) r 10 inside the end circle (50, 50) r 40: its
        // centre has t = −0.2 (|20t| = 10 + 30t), painted only with drawsBeforeStartLocation.
        func draw(_ options: CGGradientDrawingOptions) throws -> Pixmap {
            try renderContext(100, 100) { ctx, _ in
                ctx.withCGContext { cg in
                    cg.drawRadialGradient(redToBlue(), startCenter: CGPoint(x: 30, y: 50), startRadius: 10,
                                          endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options)
                }
            }
        }
        let none = try draw([]), before = try draw(.drawsBeforeStartLocation), after = try draw(.drawsAfterEndLocation)
        #expect(px(none, 30, 50) == [0, 0, 0, 0] && px(before, 30, 50) == [255, 0, 0, 255])
        #expect(px(none, 3, 50) == [0, 0, 0, 0] && px(after, 3, 50) == [0, 0, 255, 255] && px(before, 3, 50) == [0, 0, 0, 0])
        // Between the circles all three agree: (70.5, 50.5) from the definition.
        let t = try #require(radialT(CGPoint(x: 70.5, y: 50.5), c0: CGPoint(x: 30, y: 50), r0: 10,
                                     c1: CGPoint(x: 50, y: 50), r1: 40, range: 0...1))
        for p in [none, before, after] { #expect(near(px(p, 70, 50), [255 * (1 - t), 0, 255 * t, 255], 1.5)) }
    }

    @Test func concentricRadialGradientRunsFromCircleToCircle() throws {
        // One centre (50, 50), radii 10 → 30: t = (d − 10) / 20.
        let p = try renderContext(100, 100) { ctx, _ in
            ctx.withCGContext { cg in
                cg.drawRadialGradient(redToBlue(), startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
                                      endCenter: CGPoint(x: 50, y: 50), endRadius: 30, options: [])
            }
        }
        let d = hypot(70.5 - 50, 50.5 - 50), t = (d - 10) / 20
        #expect(near(px(p, 70, 50), [255 * (1 - t), 0, 255 * t, 255], 1.5))
        #expect(px(p, 50, 50) == [0, 0, 0, 0] && px(p, 85, 50) == [0, 0, 0, 0])
    }

    @Test func linearSpaceGradientsMixInLinearLight() throws {
        // Black → white in linear sRGB: halfway is linear 0.5, sRGB-encoded 0.7354 → 187.5.
        let space = try #require(CGColorSpace(name: CGColorSpace.linearSRGB))
        let colors = [CGColor(colorSpace: space, components: [0, 0, 0, 1])!, CGColor(colorSpace: space, components: [1, 1, 1, 1])!]
        let g = try #require(CGGradient(colorsSpace: space, colors: colors as CFArray, locations: nil))
        let p = try renderContext(101, 4) { ctx, _ in
            ctx.withCGContext { cg in
                cg.drawLinearGradient(g, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 100.5, y: 0), options: [])
            }
        }
        #expect(near(px(p, 50, 2), [187.5, 187.5, 187.5, 255], 1.5))
    }
}

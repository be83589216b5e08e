// Gradient shadings sampled at pixel centres against their formulas.
import Foundation
import Testing
import SwiftUICore
import Raster
import Geometry

@Suite struct ContextShadingTests {
    let bw = Gradient(colors: [.black, .white])

    func gray(_ p: Pixmap, _ x: Int, _ y: Int) -> Double { Double(p.pixel(x: x, y: y).r) }

    @Test func linearGradientFollowsItsAxis() throws {
        let p = try renderContext(200, 10) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 10)),
                   with: .linearGradient(bw, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 200, y: 0)))
        }
        for x in stride(from: 0, to: 200, by: 7) {
            #expect(abs(gray(p, x, 5) - (Double(x) + 0.5) / 200 * 255) <= 1, "x = \(x)")
        }
    }

    @Test func hardStopLandsOnTheExpectedColumn() throws {
        let g = Gradient(stops: [.init(color: .red, location: 0), .init(color: .red, location: 0.3),
                                 .init(color: .blue, location: 0.3), .init(color: .blue, location: 1)])
        let p = try renderContext(200, 4) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 4)),
                   with: .linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 200, y: 0)))
        }
        // The stop is at x = 60: pixel 59 (centre 59.5) is red, pixel 60 blue.
        #expect(px(p, 59, 2) == [255, 59, 48, 255])
        #expect(px(p, 60, 2) == [0, 122, 255, 255])
    }

    @Test func spreadOptionsRepeatAndMirror() throws {
        func sample(_ options: GraphicsContext.GradientOptions, _ x: Int) throws -> Double {
            let p = try renderContext(200, 2) { c, _ in
                c.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 2)),
                       with: .linearGradient(bw, startPoint: .zero, endPoint: CGPoint(x: 50, y: 0), options: options))
            }
            return gray(p, x, 1)
        }
        let t = 60.5 / 50   // 1.21
        #expect(try sample([], 60) == 255)
        #expect(abs(try sample(.repeat, 60) - (t - 1) * 255) <= 1)
        #expect(abs(try sample(.mirror, 60) - (2 - t) * 255) <= 1)
    }

    @Test func linearColorMixesInLinearLight() throws {
        let p = try renderContext(101, 2) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 101, height: 2)),
                   with: .linearGradient(bw, startPoint: .zero, endPoint: CGPoint(x: 101, y: 0), options: .linearColor))
        }
        // Pixel 50's centre is halfway: half the light, gamma-encoded.
        #expect(abs(gray(p, 50, 1) - srgbEncode(0.5) * 255) <= 1)
    }

    @Test func radialGradientByDistance() throws {
        let p = try renderContext(100, 100) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                   with: .radialGradient(bw, center: CGPoint(x: 50, y: 50), startRadius: 10, endRadius: 40))
        }
        for (x, y) in [(50, 50), (65, 50), (50, 20), (70, 70), (80, 52), (5, 5)] {
            let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
            let t = min(max((d - 10) / 30, 0), 1)
            #expect(abs(gray(p, x, y) - t * 255) <= 1, "(\(x), \(y))")
        }
    }

    @Test func conicGradientStartsAtItsAngleAndTurnsClockwise() throws {
        let p = try renderContext(100, 100) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                   with: .conicGradient(bw, center: CGPoint(x: 50, y: 50), angle: .degrees(30)))
        }
        for (x, y) in [(90, 60), (50, 90), (10, 50), (50, 10), (80, 80), (30, 15), (85, 72)] {
            // Angle measured from +x towards +y (down: clockwise on screen), minus the start.
            var a = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50) - Double.pi / 6
            a = a.truncatingRemainder(dividingBy: 2 * .pi)
            if a < 0 { a += 2 * .pi }
            #expect(abs(gray(p, x, y) - a / (2 * .pi) * 255) <= 1.5, "(\(x), \(y))")
        }
        // Just clockwise of 30° is dark, just counter-clockwise is light.
        let r = 30.0, below = 32.0 * .pi / 180, above = 28.0 * .pi / 180
        #expect(gray(p, Int(50 + r * cos(below)), Int(50 + r * sin(below))) < 40)
        #expect(gray(p, Int(50 + r * cos(above)), Int(50 + r * sin(above))) > 215)
    }

    @Test func angularStyleUsesTheShapeBounds() throws {
        // AngularGradient's unit-point centre resolves against the filled rect.
        let p = try renderContext(120, 100) { c, _ in
            c.fill(Path(CGRect(x: 20, y: 0, width: 100, height: 100)),
                   with: .style(AngularGradient(colors: [.black, .white], center: .center, angle: .degrees(90))))
        }
        // Centre (70, 50); angle 90° points down. Straight left of the centre is 180°: t = 0.25.
        #expect(abs(gray(p, 30, 49) - 0.25 * 255) <= 3)
        #expect(abs(gray(p, 69, 10) - 0.5 * 255) <= 3)   // straight up: 270° → t = 0.5
    }

    @Test func ellipticalFractionsScaleWithTheBounds() throws {
        let p = try renderContext(200, 100) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 100)),
                   with: .style(EllipticalGradient(colors: [.black, .white], center: .center,
                                                   startRadiusFraction: 0, endRadiusFraction: 0.5)))
        }
        // Fraction f reaches f·width across and f·height down: the last stop sits
        // on the inscribed ellipse (semi-axes 100 and 50).
        for (x, y) in [(150, 50), (100, 75), (170, 50), (100, 90), (140, 70)] {
            let u = (Double(x) + 0.5 - 100) / 200, v = (Double(y) + 0.5 - 50) / 100
            let t = min(hypot(u, v) / 0.5, 1)
            #expect(abs(gray(p, x, y) - t * 255) <= 1, "(\(x), \(y))")
        }
    }

    @Test func styleShadingAndForeground() throws {
        let p = try renderContext(100, 20) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 20)),
                   with: .style(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
            c.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 20)), with: .foreground)
        }
        #expect(abs(gray(p, 24, 10) - 24.5 / 50 * 255) <= 1)
        #expect(px(p, 75, 10) == [0, 0, 0, 255])

        var canvas = Canvas { c, _ in c.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .foreground) }
        canvas.foregroundStyle = AnyShapeStyle(Color.red)
        #expect(px(try canvas.render(width: 4, height: 4), 1, 1) == [255, 59, 48, 255])
    }

    @Test func shadingsFollowTheTransform() throws {
        // A gradient given in user space moves and scales with the context.
        let p = try renderContext(200, 4) { c, _ in
            c.translateBy(x: 100, y: 0)
            c.scaleBy(x: 2, y: 1)
            c.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 4)),
                   with: .linearGradient(bw, startPoint: .zero, endPoint: CGPoint(x: 50, y: 0)))
        }
        #expect(abs(gray(p, 150, 2) - 50.5 / 100 * 255) <= 1)
    }
}

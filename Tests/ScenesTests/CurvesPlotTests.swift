import SwiftUICore
import Foundation
import Raster
import Scenes
import Testing

/// `CurvesPlot` draws each curve where its value is: expected positions come
/// from formulas evaluated here (a Bézier bisection, the closed-form damped
/// oscillator), mapped through the chart's published plot rectangle.
@Suite struct CurvesPlotTests {
    static let size = CGSize(width: 520, height: 340)
    static let scale = 2.0
    static let plot = CurvesPlot(size: size)
    static let pixels: Pixmap = try! plot.render(scale: scale)

    /// y of the unit Bézier (0,0)(x1,y1)(x2,y2)(1,1) at x = `t`, by bisection
    /// of x(s) (monotone for x1, x2 in [0, 1]) to below 1e-15.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if coordinate(x1, x2, mid) < t { low = mid } else { high = mid }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    /// A unit spring from rest, under-damped: 1 − e^(−ζω t)(cos ω_d t + ζω/ω_d sin ω_d t).
    static func spring(duration: Double, bounce: Double, at t: Double) -> Double {
        let zeta = 1 - bounce, omega = 2 * Double.pi / duration
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    /// The pixel under `value` at `x` in `chart`, mapped independently of
    /// `Chart.position`: x runs left to right, values bottom to top.
    static func pixel(in chart: CurvesPlot.Chart, x: Double, value: Double) -> (x: Int, y: Int) {
        let rect = chart.plotRect
        let fx = (x - chart.xRange.lowerBound) / (chart.xRange.upperBound - chart.xRange.lowerBound)
        let fy = (value - chart.yRange.lowerBound) / (chart.yRange.upperBound - chart.yRange.lowerBound)
        let px = (rect.minX + fx * rect.width) * scale
        let py = (rect.maxY - fy * rect.height) * scale
        return (Int(px.rounded(.down)), Int(py.rounded(.down)))
    }

    /// Whether `pixel` shows `color` (opaque; each channel within 40).
    static func shows(_ color: Color, at pixel: (x: Int, y: Int)) -> Bool {
        let c = color.sRGBComponents
        let p = pixels.pixel(x: pixel.x, y: pixel.y)
        let expected = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        return p.a == 255 && zip([Int(p.r), Int(p.g), Int(p.b)], expected).allSatisfy { abs($0 - $1) <= 40 }
    }

    /// Whether the stroke covers the point: the pixel holding it or one of
    /// its 8 neighbours shows `color` (an anti-aliased line of 2.5 pixels may
    /// cover the pixel holding its centre line only in part).
    static func strokeCovers(_ color: Color, at pixel: (x: Int, y: Int)) -> Bool {
        (-1...1).contains { dy in (-1...1).contains { dx in shows(color, at: (pixel.x + dx, pixel.y + dy)) } }
    }

    static func chart(_ title: String) throws -> CurvesPlot.Chart {
        try #require(plot.charts.first { $0.title == title && !$0.isOverlay })
    }

    @Test(arguments: [0.25, 0.35, 0.5, 0.62, 0.75])
    func easeInOutIsDrawnAtItsValue(t: Double) throws {
        let chart = try Self.chart(".easeInOut")
        let value = Self.bezier(0.42, 0, 0.58, 1, at: t)
        #expect(Self.strokeCovers(.blue, at: Self.pixel(in: chart, x: t, value: value)))
        // Not where a wrong curve would be: a fifth of the range above or below.
        #expect(!Self.strokeCovers(.blue, at: Self.pixel(in: chart, x: t, value: value + 0.2)))
        #expect(!Self.strokeCovers(.blue, at: Self.pixel(in: chart, x: t, value: value - 0.2)))
    }

    @Test(arguments: [0.12, 0.2, 0.3, 0.45, 0.6])
    func bouncyIsDrawnAtItsValue(t: Double) throws {
        let chart = try Self.chart(".bouncy")
        #expect(chart.xUnit == "s")
        let value = Self.spring(duration: 0.5, bounce: 0.3, at: t)
        #expect(Self.strokeCovers(.orange, at: Self.pixel(in: chart, x: t, value: value)))
        #expect(!Self.strokeCovers(.orange, at: Self.pixel(in: chart, x: t, value: value - 0.2)))
    }

    @Test func everyNamedCurveAndSpringHasAChart() {
        let titles = Set(Self.plot.charts.map(\.title))
        for name in [".linear", ".easeIn", ".easeOut", ".easeInOut", ".circularEaseIn", ".circularEaseOut",
                     ".circularEaseInOut", ".smooth", ".snappy", ".bouncy", ".default", ".interpolatingSpring",
                     ".spring(bounce: −0.5)"] {
            #expect(titles.contains(name), "no chart for \(name)")
        }
        #expect(Self.plot.charts.filter(\.isOverlay).count == 2)
    }

    /// `outer` holds `inner` (compared side by side: Foundation's
    /// `contains(_: CGRect)` goes through a rounding union).
    static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    @Test func chartsFitThePictureWithoutOverlapping() {
        let bounds = CGRect(origin: .zero, size: Self.size)
        let charts = Self.plot.charts
        for (i, chart) in charts.enumerated() {
            #expect(Self.encloses(bounds, chart.frame))
            #expect(Self.encloses(chart.frame, chart.plotRect))
            for other in charts[(i + 1)...] { #expect(!chart.frame.intersects(other.frame)) }
        }
    }

    /// Springs overshoot: the axis must hold bounce 0.7's peak,
    /// 1 + e^(−πζ/√(1−ζ²)) with ζ = 0.3, and every spring must settle on it.
    @Test func springAxesLeaveHeadroomAndShowSettling() throws {
        let zeta = 0.3
        let peak = 1 + exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        let chart = try Self.chart(".spring(bounce: 0.7)")
        #expect(chart.yRange.upperBound > peak + 0.03)
        #expect(chart.yRange.lowerBound < 0)
        for spring in CurvePlotEntry.springs {
            #expect(try #require(spring.settlingTime) < chart.xRange.upperBound)
        }
    }

    @Test func renderingIsDeterministicAndSized() throws {
        let a = try CurvesPlot.render(width: 240, height: 150, scale: 1)
        let b = try CurvesPlot.render(width: 240, height: 150, scale: 1)
        #expect(a.width == 240 && a.height == 150)
        #expect(a == b)
    }
}

// Gradient values animate: points, stop colours and radii changed inside
// an animation pass through the values between, checked at hand-computed
// moments (a linear 1-second animation is at fraction t at time t).
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Geometry
import Timeline

/// A black-to-white ramp across a 100 × 10 view, its start point movable.
struct SlidingRamp: View {
    var start = UnitPoint.leading
    var body: some View {
        LinearGradient(colors: [.black, .white], startPoint: start, endPoint: .trailing)
            .frame(width: 100, height: 10)
    }
}

/// A rectangle filled with a two-stop gradient whose colours change.
struct FadingFill: View {
    var light = false
    var body: some View {
        Rectangle()
            .fill(LinearGradient(colors: light ? [.white, .white] : [.black, .black], startPoint: .top, endPoint: .bottom))
            .frame(width: 10, height: 10)
    }
}

/// A radial gradient, black at the centre to white at `radius`.
struct GrowingSpot: View {
    var radius: CGFloat = 10
    var body: some View {
        RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: radius)
            .frame(width: 100, height: 100)
    }
}

/// A `.primary` to `.blue` ramp across a 100 × 10 view, its start point movable.
struct SlidingAdaptiveRamp: View {
    var start = UnitPoint.leading
    var body: some View {
        LinearGradient(colors: [.primary, .blue], startPoint: start, endPoint: .trailing)
            .frame(width: 100, height: 10)
    }
}

@Suite struct GradientAnimationTests {
    func gray(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p.pixel(x: x, y: y).r) }

    @Test func linearGradientPointsInterpolate() throws {
        // The start point moves from x 0 to x 0.5 over one second, linearly.
        let movie = ViewAnimation(SlidingRamp(), width: 100, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.start = UnitPoint(x: 0.5, y: 0.5) }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1.5)
        // t = 0.5: the start is at x 25 (of 100), the end at 100, so pixel 62
        // (centre 62.5) is halfway: (62.5 − 25) / 75 = 0.5, gray 127.5 in the
        // device space; pixel 10 lies before the start: black.
        let mid = try frames.render(frame: 5)
        #expect(abs(gray(mid, 62, 5) - 128) <= 2, "\(gray(mid, 62, 5))")
        #expect(gray(mid, 10, 5) == 0)
        // Pixel 40 (centre 40.5): (40.5 − 25) / 75 = 0.2067 → 52.7.
        #expect(abs(gray(mid, 40, 5) - 53) <= 2, "\(gray(mid, 40, 5))")
        // t = 0.2: start x 10; pixel 40: (40.5 − 10) / 90 = 0.339 → 86.4.
        let early = try frames.render(frame: 2)
        #expect(abs(gray(early, 40, 5) - 86) <= 2, "\(gray(early, 40, 5))")
        // The end: start at x 50; pixel 40 is black, pixel 75: (75.5 − 50) / 50 = 0.51 → 130.
        let end = try frames.render(frame: 12)
        #expect(gray(end, 40, 5) == 0 && abs(gray(end, 75, 5) - 130) <= 2)
        // A frame rendered alone equals the same frame of a sequence.
        let alone = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1.5).render(frame: 5)
        #expect(alone.pixel(x: 62, y: 5) == mid.pixel(x: 62, y: 5))
    }

    @Test func dynamicStopColoursKeepTheirAppearanceWhileAnimating() throws {
        // In dark, .primary is white and .blue (10, 132, 255) (the HIG's dark
        // systemBlue). Half way through moving the start to x 0.5 the start is
        // at x 25: pixel 10 lies before it (white, not the light appearance's
        // black), pixel 99 at (99.5 − 25) / 75 = 0.993 is nearly the dark blue:
        // 255 − 245 × 0.993 = 11.6, 255 − 123 × 0.993 = 132.8, 255.
        var movie = ViewAnimation(SlidingAdaptiveRamp(), width: 100, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.start = UnitPoint(x: 0.5, y: 0.5) }
        movie.colorScheme = .dark
        let mid = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1.5).render(frame: 5)
        let before = mid.pixel(x: 10, y: 5), end = mid.pixel(x: 99, y: 5)
        #expect(before.r == 255 && before.g == 255 && before.b == 255, "\(before)")
        #expect(abs(Int(end.r) - 12) <= 2 && abs(Int(end.g) - 133) <= 2 && end.b == 255, "\(end)")
    }

    @Test func stopColoursInterpolateInLinearLight() throws {
        let movie = ViewAnimation(FadingFill(), width: 10, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.light = true }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1)
        // Halfway from black to white in linear light: linear 0.5 is sRGB 0.7354 (187.5).
        let mid = try frames.render(frame: 5)
        #expect(abs(gray(mid, 5, 5) - 188) <= 1, "\(gray(mid, 5, 5))")
        #expect(gray(try frames.render(frame: 0), 5, 5) == 0)
        #expect(gray(try frames.render(frame: 10), 5, 5) == 255)
    }

    @Test func radialGradientRadiusInterpolates() throws {
        let movie = ViewAnimation(GrowingSpot(), width: 100, height: 100)
            .at(0, animation: .linear(duration: 1)) { $0.radius = 50 }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1)
        // t = 0.5: radius 30; pixel (65, 50), centre 15.5 from the middle: 15.5 / 30 → 131.7.
        let mid = try frames.render(frame: 5)
        #expect(abs(gray(mid, 65, 50) - 132) <= 2, "\(gray(mid, 65, 50))")
        // At the start (radius 10) that pixel is beyond the end: white.
        #expect(gray(try frames.render(frame: 0), 65, 50) == 255)
    }

    @Test func aChangeOfStopCountShowsTheNewGradientAtOnce() throws {
        struct Stops: View {
            var three = false
            var body: some View {
                LinearGradient(colors: three ? [.white, .white, .white] : [.black, .black], startPoint: .top, endPoint: .bottom)
                    .frame(width: 10, height: 10)
            }
        }
        let movie = ViewAnimation(Stops(), width: 10, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.three = true }
        let mid = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1).render(frame: 5)
        #expect(gray(mid, 5, 5) == 255)
    }
}

// A progress ring with a percentage label, written the SwiftUI way and
// animated by withAnimation in a script.
import Foundation
import Testing
import SwiftUICore
import Raster
import Geometry

struct PercentLabel: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        Text("\(Int((value * 100).rounded()))%")
            .font(.title.bold())
    }
}

struct ProgressRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(AngularGradient(colors: [.blue, .purple, .blue], center: .center),
                        style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            PercentLabel(value: progress)
        }
        .frame(width: 120, height: 120)
        .padding()
    }
}

/// The usual SwiftUI way to start the animation: state set on appear.
struct RingDemo: View {
    @State private var progress = 0.0

    var body: some View {
        ProgressRing(progress: progress)
            .onAppear {
                withAnimation(.easeInOut(duration: 1)) {
                    progress = 0.8
                }
            }
    }
}

@Suite struct SwiftUIStyleProgressRingTests {
    /// Whether the ring is inked at `degrees` clockwise from 12 o'clock.
    func inked(_ p: Pixmap, _ degrees: Double) -> Bool {
        let a = (degrees - 90) * .pi / 180
        let px = p.pixel(x: Int(76 + 60 * cos(a)), y: Int(76 + 60 * sin(a)))
        return px.r < 200 && px.b > 150   // the blue-purple ring, not the light gray track
    }

    @Test func ringAndLabelFollowWithAnimation() throws {
        let movie = ViewAnimation(ProgressRing(progress: 0.1), width: 152, height: 152, background: .white)
            .at(0.5) { ring in
                withAnimation(.easeInOut(duration: 1)) { ring.progress = 0.85 }
            }
        let frames = try movie.makeRenderer(frameRate: .fps30, duration: 2)
        // easeInOut is symmetric: halfway (t = 1 s) it is at half of the change.
        let checks: [(frame: Int, progress: Double)] = [(0, 0.1), (30, 0.1 + 0.75 * 0.5), (59, 0.85)]
        for (frame, progress) in checks {
            let p = try frames.render(frame: frame)
            let end = 360 * progress
            #expect(inked(p, 3), "frame \(frame) start")
            #expect(inked(p, end - 3), "frame \(frame) before the end \(end)°")
            // Round caps reach 6 points (≈ 5.7°) past the end.
            #expect(!inked(p, end + 9), "frame \(frame) after the end \(end)°")
        }
        // The label's ink in the centre: its width grows from "10%" to "85%"
        // only through the interpolated value (the text is not animated).
        let start = try frames.render(frame: 0), finish = try frames.render(frame: 59)
        #expect(darkPixels(start) > 50 && darkPixels(finish) > 50)
    }

    @Test func stateSetOnAppearAnimatesFromTheFirstFrame() throws {
        let frames = try ViewAnimation(RingDemo(), width: 152, height: 152, background: .white)
            .makeRenderer(frameRate: .fps30, duration: 1.5)
        for (frame, progress) in [(15, 0.4), (30, 0.8), (44, 0.8)] {
            let p = try frames.render(frame: frame)
            let end = 360 * progress
            #expect(inked(p, end - 3), "frame \(frame)")
            #expect(!inked(p, end + 9), "frame \(frame)")
        }
        // Frame 0 is the start of the animation: no arc yet but the round cap.
        #expect(!inked(try frames.render(frame: 0), 20))
    }

    func darkPixels(_ p: Pixmap) -> Int {
        var n = 0
        for y in 56..<96 { for x in 36..<116 where p.pixel(x: x, y: y).r < 80 { n += 1 } }
        return n
    }
}

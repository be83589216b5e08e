// The two iOS progress looks.
//
// Linear (UIProgressView's default look): a bar 4 points tall with
// corners of 2, the filled part in the tint, the rest in the system fill
// grey; it spans the width offered; the label sits above it and the
// current-value label below, in the secondary colour and `.caption` font
// (label in `.body`).
//
// Circular (UIActivityIndicatorView's `.medium` look): 20 × 20 points,
// eight rounded spokes, darkest at the head and fading behind it; the head
// moves one spoke clockwise every 1/8 s, one turn a second (the older
// gear had 12 teeth turning once a second), on the render's clock: it is a
// `TimelineView(.animation)`, so frame i alone draws what frame i in
// sequence draws. A determinate fraction is not shown by the spinner (as
// on iOS). The label sits below it in the secondary colour.
import Foundation
import Geometry

/// A horizontal progress bar, as SwiftUI's `LinearProgressViewStyle`.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The linear style.
    public init() { tint = nil }
    /// The linear style with its filled part in `tint` (deprecated in
    /// SwiftUI in favour of the `tint(_:)` modifier).
    public init(tint: Color) { self.tint = tint }
    /// The bar, its label above and current-value label below.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            if let tint {
                ProgressBar(fraction: configuration.fractionCompleted ?? 0).tint(tint)
            } else {
                ProgressBar(fraction: configuration.fractionCompleted ?? 0)
            }
            configuration.currentValueLabel.font(.caption).foregroundStyle(Color.secondary)
        }
    }

    /// The bar's thickness and corner radius, in points.
    static let height: CGFloat = 4, cornerRadius: CGFloat = 2
}

struct ProgressBar: View, Animatable {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    var body: some View {
        let s = LinearProgressViewStyle.self
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: s.cornerRadius).fill(Color.systemFill)
                RoundedRectangle(cornerRadius: s.cornerRadius).fill(.tint)
                    .frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: s.height)
    }
}

/// The spinning activity indicator, as SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The circular style.
    public init() { tint = nil }
    /// The circular style with its spinner in `tint` instead of grey
    /// (deprecated in SwiftUI in favour of the `tint(_:)` modifier).
    public init(tint: Color) { self.tint = tint }
    /// The spinner, its label below.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            TimelineView(.animation) { context in
                ActivitySpinner(time: context.time, color: tint ?? .gray)
            }
            .frame(width: Self.size, height: Self.size)
            configuration.label.foregroundStyle(Color.secondary)
        }
    }

    /// The spinner's side, its spokes and how many turns it makes a second.
    static let size: CGFloat = 20, spokes = 8, turnsPerSecond = 1.0
}

/// The spinner at render time `time`.
struct ActivitySpinner: View {
    let time: Double
    var color: Color = .gray

    var body: some View {
        Canvas { context, size in ActivitySpinner.draw(time: time, color: color, in: &context, size: size) }
    }

    /// Spoke `k` (clockwise from 12 o'clock) is the head at step `head`, and
    /// each spoke behind it is lighter: opacity 1 at the head down to 0.3.
    static func opacity(spoke k: Int, head: Int) -> Double {
        let n = CircularProgressViewStyle.spokes
        let behind = ((head - k) % n + n) % n
        return 1 - 0.7 * Double(behind) / Double(n - 1)
    }

    /// The step (head spoke) at `time`: one spoke per 1/(8 × turns) s.
    static func head(at time: Double) -> Int {
        let n = CircularProgressViewStyle.spokes
        let step = Int((time * CircularProgressViewStyle.turnsPerSecond * Double(n)).rounded(.down))
        return ((step % n) + n) % n
    }

    static func draw(time: Double, color: Color = .gray, in context: inout GraphicsContext, size: CGSize) {
        let n = CircularProgressViewStyle.spokes
        let head = head(at: time)
        let c = CGPoint(x: size.width / 2, y: size.height / 2)
        let r = min(size.width, size.height) / 2
        for k in 0..<n {
            let angle = Double(k) / Double(n) * 2 * .pi
            let dx = sin(angle), dy = -cos(angle)
            var spoke = Path()
            spoke.move(to: CGPoint(x: c.x + dx * r * 0.5, y: c.y + dy * r * 0.5))
            spoke.addLine(to: CGPoint(x: c.x + dx * (r - 1.25), y: c.y + dy * (r - 1.25)))
            context.stroke(spoke, with: .color(color.opacity(opacity(spoke: k, head: head))),
                           style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
        }
    }
}

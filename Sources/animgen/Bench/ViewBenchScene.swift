// `animgen bench --scene views`: a dashboard card written as SwiftUI views
// (stacks, frames, padding, a trimmed ring, bars, labels, a rounded
// background with a drop shadow) whose state springs from one set of
// values to another, drawn as a `ViewScene` draws its frames. Every
// repetition draws the next frame, so resolving, layout and the
// view-to-drawing pass run on a changing state, as in a video.
import AnimGen
import Geometry
import SwiftUICore

struct BenchDashboard: View {
    var values: [Double]
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Weekly activity")
                .font(.system(size: 30, weight: .bold))
                .foregroundStyle(Color.white)
            HStack(alignment: .bottom, spacing: 14) {
                ForEach(0..<values.count, id: \.self) { i in
                    VStack(spacing: 8) {
                        Capsule()
                            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                            .frame(width: 28, height: 40 + 200 * values[i])
                        Text("D\(i + 1)")
                            .font(.system(size: 14, weight: .medium))
                            .foregroundStyle(Color.white.opacity(0.6))
                    }
                }
                Spacer(minLength: 24)
                ZStack {
                    Circle().stroke(Color.white.opacity(0.12), lineWidth: 22)
                    Circle()
                        .trim(from: 0, to: values[0])
                        .stroke(Color.cyan, style: StrokeStyle(lineWidth: 22, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("\(Int(values[0] * 100))%")
                        .font(.system(size: 36, weight: .heavy))
                        .foregroundStyle(Color.white)
                }
                .frame(width: 200, height: 200)
            }
        }
        .padding(40)
        .frame(width: 860)
        .background(RoundedRectangle(cornerRadius: 36).fill(Color(red: 0.16, green: 0.18, blue: 0.26))
            .shadow(color: .black.opacity(0.4), radius: 24, y: 12))
    }
}

enum ViewBenchScene {
    /// Frames drawn in turn: the first spring (t = 0.5 … 1.7 s).
    static let frames = 30..<102

    static func renderer() throws -> ViewRenderer {
        let start = [0.2, 0.5, 0.3, 0.7, 0.4, 0.6, 0.1], end = [0.85, 0.35, 0.9, 0.55, 0.75, 0.2, 0.65]
        return try ViewAnimation(BenchDashboard(values: start), width: 1280, height: 720,
                                 background: Color(red: 0.08, green: 0.09, blue: 0.13))
            .at(0.5, animation: .spring(duration: 1.2, bounce: 0.3)) { $0.values = end }
            .makeRenderer(frameRate: .fps60, duration: 4)
    }
}

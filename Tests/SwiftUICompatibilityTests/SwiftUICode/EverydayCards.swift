// More everyday SwiftUI code: a card with a ring, bars, a badge and a
// sparkline, a pulse, a loader, a toggle-like capsule, in a scroll view.
// It has to compile as it is; EverydayViewChecks looks at pixels.
import AnimGen

struct RingProgress: View {
    var progress: Double
    var lineWidth: CGFloat = 12
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(AngularGradient(gradient: Gradient(colors: [.green, .blue]), center: .center),
                        style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text(progress, format: .percent.precision(.fractionLength(0)))
                .font(.headline.monospacedDigit())
        }
        .padding(lineWidth / 2)
        .aspectRatio(1, contentMode: .fit)
    }
}

struct Bars: View {
    let values: [Double] = [3, 7, 2, 9, 4]
    var body: some View {
        GeometryReader { geo in
            HStack(alignment: .bottom, spacing: 4) {
                ForEach(values.indices, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(i.isMultiple(of: 2) ? Color.orange : Color.pink)
                        .frame(height: geo.size.height * values[i] / (values.max() ?? 1))
                }
            }
        }
        .frame(height: 80)
    }
}

struct Badge: View {
    var count: Int
    var body: some View {
        Text("\(count)")
            .font(.caption2.bold())
            .foregroundColor(.white)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Capsule().fill(Color.red))
            .overlay(Capsule().stroke(Color.white, lineWidth: 1.5))
            .fixedSize()
    }
}

struct Sparkline: Shape {
    var points: [CGFloat]
    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard points.count > 1, let maxValue = points.max(), let minValue = points.min() else { return path }
        let step = rect.width / CGFloat(points.count - 1)
        let range = max(maxValue - minValue, 1)
        for (i, p) in points.enumerated() {
            let pt = CGPoint(x: CGFloat(i) * step, y: rect.height - (p - minValue) / range * rect.height)
            if i == 0 { path.move(to: pt) } else { path.addLine(to: pt) }
        }
        return path
    }
}

struct CardView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "flame.fill").foregroundStyle(.orange)
                Text("Calories").font(.subheadline).foregroundStyle(.secondary)
                Spacer()
                Badge(count: 3)
            }
            Text("1,240").font(.largeTitle).fontWeight(.bold)
            Sparkline(points: [3, 5, 4, 8, 6, 9]).stroke(Color.orange, lineWidth: 2).frame(height: 30)
            RingProgress(progress: 0.72).frame(width: 60)
            Bars()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(Color(.sRGB, red: 0.98, green: 0.97, blue: 0.95, opacity: 1))
                .shadow(color: .black.opacity(0.08), radius: 10, x: 0, y: 4)
        )
        .padding()
    }
}

struct PulseRings: View {
    @State private var animate = false
    var body: some View {
        ZStack {
            ForEach(0..<3) { i in
                Circle()
                    .stroke(Color.blue.opacity(0.5), lineWidth: 2)
                    .scaleEffect(animate ? 2 : 0.5)
                    .opacity(animate ? 0 : 1)
                    .animation(.easeOut(duration: 1.5).repeatForever(autoreverses: false).delay(Double(i) * 0.5), value: animate)
            }
            Circle().fill(Color.blue).frame(width: 20, height: 20)
        }
        .frame(width: 100, height: 100)
        .onAppear { animate = true }
    }
}

struct Loader: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let t = timeline.date.timeIntervalSinceReferenceDate
            Canvas { ctx, size in
                for i in 0..<8 {
                    let angle = Angle.degrees(Double(i) / 8 * 360 + t * 90)
                    let r = min(size.width, size.height) / 2 - 6
                    let p = CGPoint(x: size.width / 2 + cos(angle.radians) * r, y: size.height / 2 + sin(angle.radians) * r)
                    ctx.fill(Circle().path(in: CGRect(x: p.x - 4, y: p.y - 4, width: 8, height: 8)),
                             with: .color(.primary.opacity(Double(i + 1) / 8)))
                }
            }
        }
        .frame(width: 60, height: 60)
    }
}

struct Toggleish: View {
    @Binding var isOn: Bool
    var body: some View {
        Capsule()
            .fill(isOn ? Color.green : Color.gray.opacity(0.3))
            .frame(width: 50, height: 30)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(.white).padding(3).shadow(radius: 1)
            }
            .animation(.snappy, value: isOn)
    }
}

struct CurvedHeart: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height
        var p = Path()
        p.move(to: CGPoint(x: w / 2, y: h))
        p.addCurve(to: CGPoint(x: 0, y: h / 4), control1: CGPoint(x: w / 2, y: h * 3 / 4), control2: CGPoint(x: 0, y: h / 2))
        p.addArc(center: CGPoint(x: w / 4, y: h / 4), radius: w / 4, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        p.addArc(center: CGPoint(x: w * 3 / 4, y: h / 4), radius: w / 4, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        p.addCurve(to: CGPoint(x: w / 2, y: h), control1: CGPoint(x: w, y: h / 2), control2: CGPoint(x: w / 2, y: h * 3 / 4))
        return p
    }
}

struct Gallery: View {
    @State private var on = true
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                CardView()
                PulseRings()
                Loader()
                Toggleish(isOn: $on)
                CurvedHeart().fill(.red.gradient).frame(width: 60, height: 55)
                Text("Done").font(.body.italic()).underline().strikethrough(false).kerning(1.2)
                    .lineLimit(1).multilineTextAlignment(.center)
            }
        }
        .safeAreaInset(edge: .bottom) { Color.clear.frame(height: 0) }
        .ignoresSafeArea()
        .preferredColorScheme(.light)
    }
}

/// A short colour above a tall one, in a 50 × 100 scroll view.
struct ScrolledColumn: View {
    var body: some View {
        ScrollView {
            Color.red.frame(height: 30)
            Color.blue.frame(height: 500)
        }
        .frame(width: 50, height: 100)
    }
}

/// A small square in a wide horizontal scroll view.
struct ScrolledRow: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            Color.green.frame(width: 20, height: 20)
        }
        .frame(width: 100, height: 50)
    }
}

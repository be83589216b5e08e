// Everyday SwiftUI drawing code, as found in apps: a wave, gauges, cards,
// a score, a Canvas, bars and badges, written without a thought for
// animgen. It has to compile as it is; EverydayViewChecks looks at pixels.
import AnimGen

struct EverydayWave: Shape {
    var phase: Double
    var animatableData: Double { get { phase } set { phase = newValue } }
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: 0, y: rect.midY))
            for x in stride(from: 0, through: rect.width, by: 2) {
                let y = rect.midY + sin((x / rect.width + phase) * .pi * 2) * rect.height / 4
                p.addLine(to: CGPoint(x: x, y: y))
            }
        }
    }
}

struct EverydayPanel: View {
    @State private var on = false
    var body: some View {
        VStack(spacing: 12) {
            EverydayWave(phase: on ? 1 : 0)
                .stroke(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing), style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .frame(height: 60)
            Circle()
                .fill(.angularGradient(colors: [.red, .yellow, .red], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                .overlay { Circle().strokeBorder(.white, lineWidth: 2) }
                .frame(width: 80, height: 80)
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(.ellipticalGradient(colors: [.mint, .teal]))
                .overlay(alignment: .topTrailing) {
                    Image(systemName: "star.fill").foregroundStyle(.yellow).padding(6)
                }
                .frame(width: 120, height: 60)
                .hueRotation(.degrees(on ? 30 : 0))
                .saturation(1.2)
                .brightness(0.05)
                .contrast(1.1)
                .grayscale(0)
                .colorMultiply(.white)
            Text("Score: \(42)")
                .font(.system(.title2, design: .rounded).weight(.semibold))
                .monospacedDigit()
                .foregroundStyle(.secondary)
                .contentTransition(.numericText())
            Canvas { context, size in
                let rect = CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)
                context.stroke(Path(ellipseIn: rect), with: .color(.orange), lineWidth: 2)
                context.draw(Text("Hi").font(.caption), at: CGPoint(x: size.width / 2, y: size.height / 2))
                var inner = context
                inner.addFilter(.blur(radius: 2))
                inner.fill(Path(roundedRect: rect.insetBy(dx: 10, dy: 10), cornerRadius: 4), with: .color(.green.opacity(0.5)))
                context.drawLayer { layer in
                    layer.opacity = 0.5
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 10)))
                }
            }
            .frame(width: 100, height: 60)
            HStack {
                ForEach(0..<5) { i in
                    Capsule()
                        .fill(Color.accentColor.opacity(Double(i + 1) / 5))
                        .frame(width: 8, height: CGFloat(10 + i * 6))
                }
            }
            .drawingGroup()
            Rectangle()
                .fill(.red.gradient)
                .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
                .frame(width: 50, height: 20)
                .rotationEffect(.degrees(on ? 10 : 0), anchor: .bottomLeading)
                .scaleEffect(on ? 1.1 : 1, anchor: .center)
                .offset(y: on ? -4 : 0)
                .animation(.spring(response: 0.4, dampingFraction: 0.6), value: on)
            Color.mixedSwatch
        }
        .padding()
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
        .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { on = true } }
    }
}

extension Color {
    static var mixedSwatch: some View {
        Color.red.mix(with: .blue, by: 0.5).frame(width: 10, height: 10)
    }
}

struct EverydayStyles: View {
    var body: some View {
        VStack {
            Rectangle().fill(.shadow(.inner(color: .black, radius: 3))).frame(width: 40, height: 20)
            Rectangle().fill(.blue.shadow(.drop(radius: 2))).frame(width: 40, height: 20)
            Text("A").foregroundStyle(.tint).tint(.pink)
            Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red)
            Divider()
            Label("Row", systemImage: "star")
            Spacer(minLength: 4)
            ZStack(alignment: .bottomTrailing) { Color.gray; Text("z") }.frame(width: 30, height: 30).clipShape(.rect(cornerRadius: 6))
            Ellipse().trim(from: 0.1, to: 0.9).stroke(.primary, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 30, height: 20)
        }
        .compositingGroup()
        .blendMode(.multiply)
    }
}

/// A label beside the same label with its title only.
struct LabelPair: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label("Row", systemImage: "star")
            Label("Row", systemImage: "star").labelStyle(.titleOnly)
            Label("Row", systemImage: "star").labelStyle(.iconOnly)
        }
        .font(.system(size: 20))
    }
}

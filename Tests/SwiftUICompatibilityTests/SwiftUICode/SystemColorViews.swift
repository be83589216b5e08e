// The system colours and gradients built from adaptive colours, as people
// write them: each should take the look of the appearance it is shown in.
import AnimGen

/// One 20-point swatch per system colour, then the accent colour, the tint,
/// white multiplied by red and red mixed half and half with blue.
struct SystemColorSwatches: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink,
                           .brown, .gray, .accentColor]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<colors.count, id: \.self) { i in
                colors[i]
                    .frame(width: 20, height: 20)
            }
            Rectangle()
                .fill(.tint)
                .frame(width: 20, height: 20)
            Color.white
                .frame(width: 20, height: 20)
                .colorMultiply(.red)
            Color.red.mix(with: .blue, by: 0.5, in: .device)
                .frame(width: 20, height: 20)
        }
    }
}

/// Gradients from adaptive colours, each 100 × 20 points, on the system background.
struct AdaptiveGradients: View {
    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(colors: [.primary, .blue], startPoint: .leading, endPoint: .trailing)
                .frame(width: 100, height: 20)
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.primary, .red]),
                                                   startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            }
            .frame(width: 100, height: 20)
            Rectangle()
                .fill(Color.blue.gradient)
                .frame(width: 100, height: 20)
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                         colors: [.green, .green, .green, .green])
                .frame(width: 100, height: 20)
            RadialGradient(colors: [.orange, .purple], center: .center, startRadius: 0, endRadius: 50)
                .frame(width: 100, height: 20)
        }
        .background(.background)
    }
}

/// A swatch that turns from the primary colour to blue.
struct PrimaryToBlueSwatch: View {
    var blue = false

    var body: some View {
        Rectangle()
            .fill(blue ? Color.blue : Color.primary)
            .frame(width: 10, height: 10)
    }
}

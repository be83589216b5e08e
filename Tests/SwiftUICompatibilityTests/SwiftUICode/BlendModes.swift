// Blend modes as SwiftUI code names them: the `BlendMode` enum in
// properties, spelled out, and passed to views and styles.
import AnimGen

/// An orange backdrop under a lavender square, once per mode.
struct BlendSwatches: View {
    let modes: [BlendMode] = [.multiply, .screen, .difference]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(modes, id: \.self) { mode in
                ZStack {
                    Color(red: 1, green: 0.5, blue: 0)
                    Color(red: 0.5, green: 0.5, blue: 1)
                        .blendMode(mode)
                }
                .frame(width: 10, height: 10)
            }
            ZStack {
                Color(red: 1, green: 0.5, blue: 0)
                Circle()
                    .fill(Color(red: 0.5, green: 0.5, blue: 1))
                    .blendMode(BlendMode.multiply)
            }
            .frame(width: 10, height: 10)
            ZStack {
                Color(red: 1, green: 0.5, blue: 0)
                Rectangle()
                    .fill(Color(red: 0.5, green: 0.5, blue: 1).blendMode(BlendMode.screen))
            }
            .frame(width: 10, height: 10)
        }
    }
}

// Metal shader effects on views, written as iOS 17 code writes them: the
// functions live in .metal files of the target's resources (Shaders/).
import AnimGen

/// The shaders of this target's bundle.
let effects = ShaderLibrary.bundle(.module)

/// A red card with blue bands 10 points wide, placed away from the origin.
struct StripedCard: View {
    var body: some View {
        Rectangle()
            .fill(Color(red: 1, green: 0, blue: 0))
            .frame(width: 100, height: 40)
            .colorEffect(effects.stripes(.float(10), .color(Color(red: 0, green: 0, blue: 1))))
            .padding(20)
    }
}

/// A white card fading in from its leading edge, the fade read from its bounds.
struct FadingCard: View {
    var body: some View {
        Color.white
            .frame(width: 100, height: 20)
            .colorEffect(effects.leadingFade(.boundingRect))
            .offset(x: 30)
            .frame(width: 200, height: 20, alignment: .leading)
    }
}

/// A blue lower half whose edge waves 10 points up and down every 40.
struct WavingEdge: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.clear
            Color(red: 0, green: 0, blue: 1)
        }
        .frame(width: 80, height: 100)
        .distortionEffect(effects.wave(.float(10), .float(40)), maxSampleOffset: CGSize(width: 0, height: 10))
    }
}

/// Red and blue halves pixellated into 20-point cells.
struct PixellatedHalves: View {
    var body: some View {
        HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0)
            Color(red: 0, green: 0, blue: 1)
        }
        .frame(width: 100, height: 40)
        .layerEffect(effects.pixellate(.float(20)), maxSampleOffset: .zero)
    }
}

/// A circle filled with a checkerboard, inside padding.
struct CheckeredBall: View {
    var body: some View {
        Circle()
            .fill(effects.checkerboard(.float(10), .color(Color(red: 1, green: 0, blue: 0)),
                                       .color(Color(red: 0, green: 0, blue: 1))))
            .frame(width: 100, height: 100)
            .padding(20)
    }
}

/// Three bars whose heights are a float array.
struct ShaderBars: View {
    var body: some View {
        Rectangle()
            .fill(effects.bars(.floatArray([20, 60, 100]), .float(30), .color(Color(red: 0, green: 0.5, blue: 0))))
            .frame(width: 90, height: 100)
    }
}

/// A Canvas inverting what it draws, through a color shader filter.
struct InvertedCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.addFilter(.colorShader(effects.invert()))
            context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(Color(red: 1, green: 0.5, blue: 0)))
        }
        .frame(width: 60, height: 60)
    }
}

/// Bands set by each row's place, through visualEffect.
struct BandedRows: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<2) { _ in
                Color(red: 1, green: 0, blue: 0)
                    .frame(width: 60, height: 10)
                    .visualEffect { content, proxy in
                        content.colorEffect(effects.stripes(.float(proxy.frame(in: .global).minY == 0 ? 10 : 30),
                                                            .color(Color(red: 0, green: 0, blue: 1))))
                    }
            }
        }
    }
}

/// A card whose shader has the wrong name.
struct MisspelledShader: View {
    var body: some View {
        Color.red
            .frame(width: 10, height: 10)
            .colorEffect(effects.stripess(.float(10), .color(.blue)))
    }
}

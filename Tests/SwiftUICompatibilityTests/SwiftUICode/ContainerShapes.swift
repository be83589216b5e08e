// Container shapes: a platter declares its rounded shape once and the
// shapes inside follow it, concentric, however far in they sit.
import AnimGen

/// The platter of Apple's `containerShape(_:)` example, with a card inside.
struct Platter<Content: View>: View {
    var radius: CGFloat = 20
    @ViewBuilder var content: Content

    var body: some View {
        content
            .frame(width: 100, height: 60)
            .containerShape(shape)
            .background(shape.fill(.yellow))
            .padding(10)
    }

    var shape: RoundedRectangle { RoundedRectangle(cornerRadius: radius, style: .circular) }
}

struct InsetCard: View {
    var body: some View {
        Platter {
            ContainerRelativeShape()
                .fill(.blue)
                .padding(8)
        }
    }
}

struct InsetBorder: View {
    var body: some View {
        Platter {
            ContainerRelativeShape()
                .inset(by: 4)
                .fill(.blue)
        }
    }
}

struct DeepCard: View {
    var body: some View {
        Platter {
            ContainerRelativeShape()
                .fill(.blue)
                .padding(25)
        }
    }
}

struct ClippedPhoto: View {
    var body: some View {
        Platter(radius: 16) {
            Color.green
                .clipShape(ContainerRelativeShape())
                .padding(6)
        }
    }
}

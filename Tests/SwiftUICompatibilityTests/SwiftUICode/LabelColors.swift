import AnimGen

/// Swatches of the label colors, each on a ground of the scheme's opposite:
/// `Color.primary` alone, then `Color.secondary` over the ground.
struct SchemeLabelSwatches: View {
    var ground: Color

    var body: some View {
        HStack(spacing: 0) {
            Color.primary.frame(width: 10, height: 10)
            Rectangle()
                .fill(Color.secondary)
                .frame(width: 10, height: 10)
                .background(ground)
        }
    }
}

/// A view that reads `Color.primary`'s resolved components in its environment.
struct ResolvedPrimary: View {
    @Environment(\.self) private var environment

    var body: some View {
        let resolved = Color.primary.resolve(in: environment)
        Color(red: Double(resolved.red), green: 0, blue: 1).frame(width: 10, height: 10)
    }
}

/// Swatches of the semantic styles over a ground.
struct SemanticStyleSwatches: View {
    var ground: Color

    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(.background)
            Rectangle().fill(.separator)
            Rectangle().fill(.placeholder)
            Rectangle().fill(.link)
            Rectangle().fill(.fill)
        }
        .frame(width: 50, height: 10)
        .background(ground)
    }
}

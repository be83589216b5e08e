// Symbols of several layers in the palette and hierarchical modes, as in
// Apple's examples for `SymbolRenderingMode`: the exclamation mark is the
// first layer, the triangle the second.
import AnimGen

struct PaletteWarning: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(Color.yellow, Color.cyan)
            .font(.system(size: 40))
            .padding(10)
    }
}

struct HierarchicalWarning: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(Color.purple)
            .font(.system(size: 40))
            .padding(10)
    }
}

struct MonochromeWarning: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill")
            .foregroundStyle(Color.yellow, Color.cyan)
            .font(.system(size: 40))
            .padding(10)
    }
}

/// The mode set on a container reaches the symbols inside it.
struct StatusRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Image(systemName: "checkmark.circle")
            Image(systemName: "xmark.circle.fill")
        }
        .font(.system(size: 40))
        .symbolRenderingMode(.palette)
        .foregroundStyle(.white, .green)
        .padding(10)
    }
}

struct CanvasPaletteBadge: View {
    var body: some View {
        Canvas { context, size in
            var badge = context.resolve(Image(systemName: "checkmark.circle.fill").resizable()
                .symbolRenderingMode(.palette))
            badge.shading = .palette([.color(.white), .color(.green)])
            context.draw(badge, in: CGRect(x: 10, y: 10, width: 40, height: 40))
        }
        .frame(width: 60, height: 60)
    }
}

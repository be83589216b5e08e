// Custom label styles, as apps write them for settings rows and tiles.
import AnimGen

/// The icon stacked over the title.
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
    }
}

/// The standard label of the surrounding style, on a green tile.
struct TileLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .padding(5)
            .background(Color(red: 0, green: 1, blue: 0))
    }
}

/// A label whose parts are plain rectangles, so that its layout is easy to measure.
struct BlockLabel: View {
    var body: some View {
        Label {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 10)
        } icon: {
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
        }
    }
}

struct StackedBlockLabel: View {
    var body: some View { BlockLabel().labelStyle(StackedLabelStyle()) }
}

struct TiledIconLabel: View {
    var body: some View {
        BlockLabel()
            .labelStyle(TileLabelStyle())
            .labelStyle(.iconOnly)
    }
}

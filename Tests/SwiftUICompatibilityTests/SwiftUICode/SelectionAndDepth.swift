// A selected row's background (`.selection`), an HDR colour, and a
// visionOS depth frame, as SwiftUI code writes them.
import AnimGen

/// Three 10 × 10 selection swatches: as they are, under `.tint(.green)`
/// and under `.accentColor(.orange)`.
struct SelectionSwatches: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(.selection).frame(width: 10, height: 10)
            Rectangle().fill(.selection).frame(width: 10, height: 10).tint(.green)
            Color.clear.frame(width: 10, height: 10)
                .background(.selection, in: .rect)
                .accentColor(.orange)
        }
    }
}

/// Apple's example of an HDR yellow, two exposure levels up.
struct HDRYellow: View {
    var body: some View {
        Color(.sRGB, red: 1.83, green: 1.47, blue: 0)
            .headroom(4)
            .frame(width: 10, height: 10)
    }
}

/// A visionOS card with depth frames, drawn flat.
struct DepthFramedCard: View {
    var body: some View {
        Color.red
            .frame(width: 20, height: 10)
            .frame(depth: 30, alignment: .back)
            .frame(minDepth: 4, maxDepth: 10, alignment: .front)
    }
}

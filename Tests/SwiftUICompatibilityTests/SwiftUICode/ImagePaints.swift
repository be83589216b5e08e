// Shapes filled with a repeated image, as SwiftUI code writes ImagePaint.
import AnimGen

/// A 30 × 20 rectangle, 5 points in, tiled with `tile` at five times its size.
struct TiledPanel: View {
    let tile: Image

    var body: some View {
        Rectangle()
            .fill(ImagePaint(image: tile.interpolation(.none), scale: 5))
            .frame(width: 30, height: 20)
            .padding(5)
    }
}

/// The right half of `tile`, ten times its size, over a 20 × 40 rectangle.
struct HalfTileBadge: View {
    let tile: Image

    var body: some View {
        Rectangle()
            .fill(.image(tile.interpolation(.none), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), scale: 10))
            .frame(width: 20, height: 40)
    }
}

struct FadedPattern: View {
    let tile: Image

    var body: some View {
        Rectangle()
            .fill(ImagePaint(image: tile.interpolation(.none), scale: 5).opacity(0.5))
            .frame(width: 10, height: 10)
    }
}

// The view color filters on one slate-blue swatch, in a row, as a SwiftUI
// "filters gallery" would show them.
import AnimGen

struct FilterGallery: View {
    var body: some View {
        HStack(spacing: 0) {
            swatch
            swatch.brightness(0.2)
            swatch.contrast(0.5)
            swatch.saturation(0)
            swatch.grayscale(1)
            swatch.colorInvert()
            swatch.colorMultiply(Color(red: 0.5, green: 1, blue: 0))
            swatch.luminanceToAlpha()
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).hueRotation(.degrees(180))
        }
    }

    var swatch: some View {
        Color(red: 0.2, green: 0.4, blue: 0.6)
            .frame(width: 10, height: 10)
    }
}

/// An inverted badge: the filter covers the view and what is drawn over it.
struct InvertedBadge: View {
    var body: some View {
        Color.white
            .frame(width: 20, height: 20)
            .overlay(Color.black.frame(width: 10, height: 10))
            .colorInvert()
            .padding(5)
    }
}

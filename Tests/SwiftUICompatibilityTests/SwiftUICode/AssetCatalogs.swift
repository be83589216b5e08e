// Colours and images from an asset catalog (Resources/Assets.xcassets, the
// test target's resource bundle), by name, as an app uses its catalog.
import AnimGen

/// One 10 × 10 swatch per colour set, in a row on white.
struct CatalogSwatches: View {
    static let names = ["Brand", "HalfTeal", "LinearGray", "GammaGray", "Palette/Accent", "Tint", "Missing", "Broken"]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Self.names, id: \.self) { name in
                Color(name, bundle: .module).frame(width: 10, height: 10)
            }
        }
    }
}

/// The catalog's 2x image of a red dot, at its size in points.
struct CatalogDot: View {
    var body: some View {
        Image("Dot", bundle: .module)
    }
}

/// Drawing code written against UIKit's colours.
struct UIKitColoredBars: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(uiColor: .systemRed).frame(width: 10, height: 10)
            Color(uiColor: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)).frame(width: 10, height: 10)
            Color(uiColor: .label.withAlphaComponent(0.5)).frame(width: 10, height: 10)
            Color(nsColor: .brown).frame(width: 10, height: 10)
            Canvas { context, size in
                context.withCGContext { cg in
                    cg.setFillColor(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).cgColor)
                    cg.fill(CGRect(origin: .zero, size: size))
                }
            }
            .frame(width: 10, height: 10)
        }
    }
}

/// The spellings SwiftUI code uses most for platform colours: `Color(_:)`
/// with a UIColor, an implicit member or a variable, next to a colour set
/// name and an explicit colour space.
struct PlatformColorRows: View {
    let accent = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    let paper: NSColor = .systemGray6

    var body: some View {
        VStack(spacing: 0) {
            Color(UIColor.systemBackground).frame(width: 10, height: 10)
            Color(.systemGray5).frame(width: 10, height: 10)
            Color(accent).frame(width: 10, height: 10)
            Color(paper).frame(width: 10, height: 10)
            Color(.red).frame(width: 10, height: 10)
            Color("Brand", bundle: .module).frame(width: 10, height: 10)
            Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1).frame(width: 10, height: 10)
        }
    }
}

// Image.Scale, after Apple's pages `Image.Scale` and `imageScale(_:)`:
// a scale for vector (symbol) images relative to the text beside them.
// SwiftUI's pages give no figures; AppKit's `NSImage.SymbolScale` pages do
// for the same three variants: small is about 20% smaller than medium,
// large about 30% larger. Bitmap images keep their size.
import Foundation

extension Image {
    /// A scale for symbol images relative to text, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// About 20% smaller than `medium`.
        case small
        /// The size of the text beside the symbol (the default).
        case medium
        /// About 30% larger than `medium`.
        case large

        /// Points of symbol per point at `medium`.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The scale of symbol images in this environment (`.medium` unless set).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales the symbol images within this view to `scale` relative to
    /// their text size, as SwiftUI's `imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

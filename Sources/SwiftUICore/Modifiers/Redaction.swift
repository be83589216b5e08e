// Redaction, after Apple's pages `redacted(reason:)`, `RedactionReasons`
// (placeholder, privacy, invalidated) and `unredacted()`: reasons add up
// down the tree; under `.placeholder` "text and images will be
// automatically masked to appear as generic placeholders, though
// maintaining their original size and shape". The pages do not say how
// the mask looks; here each line of text becomes a bar as tall as its
// glyphs (ascent + descent) and as wide as the line, and an image its
// frame, rounded, in the text's foreground style at `placeholderOpacity`.
// `.privacy` and `.invalidated` only mark views (`privacySensitive` and
// `invalidatableContent` are not here), so they change no pixels.
import Foundation
import Geometry

/// Why a view hierarchy is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown data appears as generic placeholders of the same size and shape.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Shown data is obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Shown data appears invalidated, pending an update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The redaction reasons applied to this view hierarchy (none unless set).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Adds `reason` to the reasons this hierarchy is redacted for
    /// (added to the parent's, as SwiftUI's `redacted(reason:)`).
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Removes every redaction reason from this hierarchy, as SwiftUI's `unredacted()`.
    public func unredacted() -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }
}

/// How placeholder redaction draws: the opacity of its bars and their
/// corner radius as a fraction of their height.
enum RedactionPlaceholder {
    static let opacity = 0.16, cornerFraction: CGFloat = 0.18

    /// Whether `environment` asks text and images to draw as placeholders.
    static func applies(in environment: EnvironmentValues) -> Bool {
        environment.redactionReasons.contains(.placeholder)
    }

    /// Fills `rects` as rounded bars in the foreground style of `environment`.
    static func draw(_ rects: [CGRect], in context: inout GraphicsContext, environment: EnvironmentValues) {
        var path = Path()
        for r in rects where r.width > 0 && r.height > 0 {
            let radius = min(r.width, r.height) * cornerFraction
            path.addPath(Path(roundedRect: r, cornerRadius: radius))
        }
        var c = context
        c.opacity *= opacity
        c.fill(path, with: .style(EnvironmentStyle(base: AnyShapeStyle(ForegroundStyle()), environment: environment)))
    }
}

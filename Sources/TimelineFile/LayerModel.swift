// The layer tree of a timeline file. A layer has a frame (its size), is
// placed by its anchor at `position` (then moved by `offset`), rotated and
// scaled around that anchor, and draws one kind of content painted with
// fill / strokeBorder / stroke, optionally trimmed, clipped, blurred,
// shadowed, faded and blended as one picture.
import SwiftUICore
import Foundation
import Timeline
import Geometry

/// One layer (or group) of a timeline file.
package struct LayerSpec: Sendable {
    package indirect enum Content: Sendable {
        case shape(ShapeSpec)
        case text(TextSpec)
        case image(ImageSpec)
        /// A built-in symbol image (`mountain.2.fill`…) filled with the layer's fill.
        case symbol(String)
        case fireworks(FireworksSpec)
        case group([LayerSpec])
    }

    var name: String?
    package var content: Content
    /// The frame's size; nil: the content's own size (text, image, path
    /// bounds) or, for a group, an empty frame at the origin.
    var size: Animated<CGSize>?
    /// Where the anchor goes, in the parent's coordinates.
    /// nil: the centre of the parent (the canvas, or a sized group's frame).
    var position: Animated<CGPoint>?
    var offset: Animated<CGPoint>
    /// A unit point of the frame: placed at `position`, and the centre of
    /// rotation and scale.
    var anchor: Animated<CGPoint>
    var rotation: Animated<Angle>
    /// Horizontal and vertical scale factors.
    var scale: Animated<CGSize>
    var opacity: Animated<Double>
    var blendMode: GraphicsContext.BlendMode
    var clip: ClipSpec?
    var fill: PaintSpec?
    var evenOddFill: Bool
    var strokeBorder: StrokeSpec?
    var stroke: StrokeSpec?
    var trim: TrimSpec?
    var shadow: ShadowSpec?
    var blur: Animated<Double>?
    /// Shown from `start` (inclusive) until `end` (exclusive), in seconds.
    var start: Double?
    var end: Double?
    /// How far this layer's clock runs behind its parent's (a sequence's
    /// start plus its place in a stagger): the layer, its animations and
    /// its children see the parent's time minus this.
    var clockShift: RationalTime = .zero
    /// A sequence without a size takes its parent's frame, so its layers
    /// are placed as if they were the parent's own.
    var fillsParent = false
    /// Among siblings, higher draws later (on top); ties keep file order.
    var zIndex: Double
    /// Where the layer is written, for errors found while drawing.
    var keyPath: String
    var source: SourcePosition

    func isVisible(at time: Double) -> Bool {
        if let start, time < start { return false }
        if let end, time >= end { return false }
        return true
    }
}

/// A built-in shape, a path or a polygon, drawn in the layer's frame.
package enum ShapeSpec: Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Animated<Double>, style: RoundedCornerStyle)
    case unevenRoundedRectangle(topLeading: Animated<Double>, topTrailing: Animated<Double>,
                                bottomLeading: Animated<Double>, bottomTrailing: Animated<Double>,
                                style: RoundedCornerStyle)
    case circle
    case ellipse
    case capsule(style: RoundedCornerStyle)
    /// SVG path data in the layer's own coordinates (not fitted to the frame).
    case path(Path)
    /// SVG path data animated from one outline to another of the same structure.
    case morph(PathMorph)
    /// A regular polygon inscribed in the frame's ellipse, first vertex at the top.
    case polygon(sides: Int, cornerRadius: Animated<Double>)
    /// A star with `points` tips on the frame's ellipse and inner vertices
    /// at `innerRadius` (a fraction of the outer radius).
    case star(points: Int, innerRadius: Animated<Double>, cornerRadius: Animated<Double>)
    /// A polygon through the given points (layer coordinates).
    case vertices([CGPoint], closed: Bool)

    /// Whether strokeBorder (inset by half the line width) applies.
    var isInsettable: Bool {
        switch self {
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .circle, .ellipse, .capsule: true
        default: false
        }
    }
}

/// A text layer: the frame is the laid-out text's box.
package struct TextSpec: Sendable {
    /// The text; each `{value}` in it shows ``value`` at the current time.
    var string: String
    /// A number shown where the text says `{value}` (a counting label).
    var value: Animated<Double>?
    /// Digits after the decimal point of ``value``.
    var decimals: Int
    /// A family name ("DejaVu Serif"), a file stem or a font file path
    /// (already resolved against the timeline's folder); nil: the system font.
    package var font: String?
    var fontSize: Animated<Double>
    var weight: Font.Weight?
    var italic: Bool
    var design: Font.Design?
    var alignment: TextAlignment
    /// Wrap lines to this width (nil: only at newlines).
    var wrapWidth: Animated<Double>?
    var lineSpacing: Animated<Double>
    var lineLimit: Int?
    var tracking: Animated<Double>
    var underline: Bool
    var strikethrough: Bool
    /// Animates each character on its own clock, `stagger` seconds apart.
    var perCharacter: PerCharacterSpec?
}

/// What moves each character of a text: offset, scale, rotation (around the
/// glyph's centre) and opacity, the i-th character `i × stagger` later.
struct PerCharacterSpec: Sendable {
    var stagger: RationalTime
    var offset: Animated<CGPoint>
    var scale: Animated<CGSize>
    var rotation: Animated<Angle>
    var opacity: Animated<Double>
}

/// An image file, relative paths resolved against the timeline's folder.
package struct ImageSpec: Sendable {
    package var path: String
    var interpolation: Image.Interpolation
}

/// A fireworks show in the layer's frame (the canvas size when no size is given).
package struct FireworksSpec: Sendable {
    /// nil: the document's seed.
    var seed: UInt64?
    var launchesPerSecond: Double?
    var gravity: Double?
    var dragScale: Double?
    var density: Double?
    var wind: Double?
    var preroll: Double?
    /// Draw the night sky behind the sprites.
    var sky: Bool
    /// Spill light around bright sparks (as the built-in scene does).
    var bloom: Bool
}

/// Clips the layer's content to a shape in the layer's coordinates.
struct ClipSpec: Sendable {
    var shape: ShapeSpec
    /// The clip shape's frame: its `anchor` (a unit point, default the
    /// centre) at `position` (default: the same unit point of the layer's
    /// frame) with `size` (default: the layer's frame size).
    var position: Animated<CGPoint>?
    var size: Animated<CGSize>?
    var anchor: Animated<CGPoint>?
    /// Keep what lies outside the shape instead.
    var inverse: Bool
}

/// Draws only the part of the outline from `from` to `to` (fractions of its length).
struct TrimSpec: Sendable {
    var from: Animated<Double>
    var to: Animated<Double>
}

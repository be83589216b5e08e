// The layer tree of a timeline file. A layer has a frame (its size), is
// placed by its anchor at `position` (then moved by `offset`), rotated and
// scaled around that anchor, and draws one kind of content painted with
// fill / strokeBorder / stroke, optionally trimmed, clipped, blurred,
// shadowed, faded and blended as one picture.
import Drawing
import Foundation
import Timeline
import Geometry

/// One layer (or group) of a timeline file.
public struct LayerSpec: Sendable {
    public indirect enum Content: Sendable {
        case shape(ShapeSpec)
        case text(TextSpec)
        case image(ImageSpec)
        /// A built-in symbol image (`mountain.2.fill`…) filled with the layer's fill.
        case symbol(String)
        case fireworks(FireworksSpec)
        case group([LayerSpec])
    }

    public var name: String?
    public var content: Content
    /// The frame's size; nil: the content's own size (text, image, path
    /// bounds) or, for a group, an empty frame at the origin.
    public var size: Animated<CGSize>?
    /// Where the anchor goes, in the parent's coordinates.
    /// nil: the centre of the parent (the canvas, or a sized group's frame).
    public var position: Animated<CGPoint>?
    public var offset: Animated<CGPoint>
    /// A unit point of the frame: placed at `position`, and the centre of
    /// rotation and scale.
    public var anchor: Animated<CGPoint>
    public var rotation: Animated<Angle>
    /// Horizontal and vertical scale factors.
    public var scale: Animated<CGSize>
    public var opacity: Animated<Double>
    public var blendMode: GraphicsContext.BlendMode
    public var clip: ClipSpec?
    public var fill: PaintSpec?
    public var evenOddFill: Bool
    public var strokeBorder: StrokeSpec?
    public var stroke: StrokeSpec?
    public var trim: TrimSpec?
    public var shadow: ShadowSpec?
    public var blur: Animated<Double>?
    /// Shown from `start` (inclusive) until `end` (exclusive), in seconds.
    public var start: Double?
    public var end: Double?
    /// How far this layer's clock runs behind its parent's (a sequence's
    /// start plus its place in a stagger): the layer, its animations and
    /// its children see the parent's time minus this.
    public var clockShift: RationalTime = .zero
    /// A sequence without a size takes its parent's frame, so its layers
    /// are placed as if they were the parent's own.
    public var fillsParent = false
    /// Among siblings, higher draws later (on top); ties keep file order.
    public var zIndex: Double
    /// Where the layer is written, for errors found while drawing.
    public var keyPath: String
    public var source: SourcePosition

    public func isVisible(at time: Double) -> Bool {
        if let start, time < start { return false }
        if let end, time >= end { return false }
        return true
    }
}

/// A built-in shape, a path or a polygon, drawn in the layer's frame.
public enum ShapeSpec: Sendable {
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
public struct TextSpec: Sendable {
    /// The text; each `{value}` in it shows ``value`` at the current time.
    public var string: String
    /// A number shown where the text says `{value}` (a counting label).
    public var value: Animated<Double>?
    /// Digits after the decimal point of ``value``.
    public var decimals: Int
    /// A family name ("DejaVu Serif"), a file stem or a font file path
    /// (already resolved against the timeline's folder); nil: the system font.
    public var font: String?
    public var fontSize: Animated<Double>
    public var weight: Font.Weight?
    public var italic: Bool
    public var design: Font.Design?
    public var alignment: TextAlignment
    /// Wrap lines to this width (nil: only at newlines).
    public var wrapWidth: Double?
    public var lineSpacing: Double
    public var lineLimit: Int?
    public var tracking: Double
    public var underline: Bool
    public var strikethrough: Bool
    /// Animates each character on its own clock, `stagger` seconds apart.
    public var perCharacter: PerCharacterSpec?
}

/// What moves each character of a text: offset, scale, rotation (around the
/// glyph's centre) and opacity, the i-th character `i × stagger` later.
public struct PerCharacterSpec: Sendable {
    public var stagger: RationalTime
    public var offset: Animated<CGPoint>
    public var scale: Animated<CGSize>
    public var rotation: Animated<Angle>
    public var opacity: Animated<Double>
}

/// An image file, relative paths resolved against the timeline's folder.
public struct ImageSpec: Sendable {
    public var path: String
    public var interpolation: Image.Interpolation
}

/// A fireworks show in the layer's frame (the canvas size when no size is given).
public struct FireworksSpec: Sendable {
    /// nil: the document's seed.
    public var seed: UInt64?
    public var launchesPerSecond: Double?
    public var gravity: Double?
    public var dragScale: Double?
    public var density: Double?
    public var wind: Double?
    public var preroll: Double?
    /// Draw the night sky behind the sprites.
    public var sky: Bool
}

/// Clips the layer's content to a shape in the layer's coordinates.
public struct ClipSpec: Sendable {
    public var shape: ShapeSpec
    /// The clip shape's frame: centred at `position` (default: the layer
    /// frame's centre) with `size` (default: the layer's frame size).
    public var position: Animated<CGPoint>?
    public var size: Animated<CGSize>?
    /// Keep what lies outside the shape instead.
    public var inverse: Bool
}

/// Draws only the part of the outline from `from` to `to` (fractions of its length).
public struct TrimSpec: Sendable {
    public var from: Animated<Double>
    public var to: Animated<Double>
}

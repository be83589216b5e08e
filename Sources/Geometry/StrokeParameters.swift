import Foundation

#if !canImport(CoreGraphics)
/// How the ends of open stroked subpaths are drawn, as in CoreGraphics.
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt, round, square
}

/// How stroked segments meet at corners, as in CoreGraphics.
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter, round, bevel
}
#endif

/// How a path is stroked: width, caps, joins, miter limit and dash, with
/// the defaults of the drawing APIs it serves (width 1, butt caps, miter
/// joins, miter limit 10, no dash). SwiftUI code names it `StrokeStyle`.
public struct StrokeParameters: Hashable, Sendable {
    /// Width of the stroke, centred on the path.
    public var lineWidth: CGFloat
    /// How the ends of open subpaths (and of each dash) are drawn.
    public var lineCap: CGLineCap
    /// How segments meet at corners.
    public var lineJoin: CGLineJoin
    /// A miter join longer than this many line widths is drawn beveled instead.
    public var miterLimit: CGFloat
    /// Lengths of painted and unpainted stretches, alternating and repeating
    /// (empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: CGFloat

    /// Stroke parameters; the defaults are those above.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How a path's interior is decided and whether edges are anti-aliased:
/// `isEOFilled` selects the even-odd rule instead of non-zero winding.
/// SwiftUI code names it `FillStyle`.
public struct FillParameters: Hashable, Sendable {
    /// Whether the even-odd rule decides the interior (otherwise non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased.
    public var isAntialiased: Bool

    /// Fill parameters: non-zero winding and anti-aliased unless told otherwise.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

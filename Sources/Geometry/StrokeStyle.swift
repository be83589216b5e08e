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

/// The characteristics of a stroke, with SwiftUI's names and defaults
/// (width 1, butt caps, miter joins, miter limit 10, no dash).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

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

/// How a path's interior is decided and whether edges are anti-aliased, as in
/// SwiftUI. `isEOFilled` selects the even-odd rule instead of non-zero winding.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

import Foundation
import Geometry
import Raster

/// What a fill or stroke paints, in the coordinates of its path (gradient
/// points are mapped with the path when drawn).
enum OpPaint {
    case solid(RGBAColor)
    case linear(GradientStops, start: CGPoint, end: CGPoint)
    case radial(GradientStops, focal: CGPoint, center: CGPoint, radius: CGFloat)

    func shader(_ transform: CGAffineTransform) -> PaintSource {
        switch self {
        case let .solid(c): return .solid(c)
        case let .linear(stops, s, e): return .linearGradient(stops, start: s, end: e, transform: transform)
        case let .radial(stops, f, c, r):
            return .radialGradient(stops, startCenter: f, startRadius: 0, endCenter: c, endRadius: r, transform: transform)
        }
    }
}

/// One fill or stroke of a shape layer: the path (in the op's own space),
/// the matrix to the layer's space, the paint and its opacity.
struct DrawOp {
    enum Kind {
        case fill(evenOdd: Bool)
        case stroke(StrokeParameters)
    }
    var path: Path
    var transform: CGAffineTransform
    var paint: OpPaint
    var opacity: Double
    var kind: Kind
}

import Foundation
import Geometry

/// A gradient's colour stops: `count` colour stops (offset, r, g, b) followed
/// by optional alpha stops (offset, a), all in one animated list (`g.k`).
struct GradientModel: Sendable {
    var count: Int
    var stops: Property<Vector>
    /// 1 linear, 2 radial.
    var type: Int
    var start: Property<Vector>
    var end: Property<Vector>
    var highlightLength: Property<Vector>?
    var highlightAngle: Property<Vector>?
}

/// A stroke's look: width, cap, join, miter limit and dashes.
struct StrokeModel: Sendable {
    var width: Property<Vector>
    var cap: CGLineCap
    var join: CGLineJoin
    var miterLimit: Double
    /// Dash lengths alternating dash, gap; `dashOffset` the phase.
    var dashes: [Property<Vector>]
    var dashOffset: Property<Vector>?
}

/// One item of a shape layer's or group's list (`shapes`, `it`).
enum ShapeItem: Sendable {
    case group([ShapeItem], TransformModel?)
    case rect(position: Property<Vector>, size: Property<Vector>, roundness: Property<Vector>, reversed: Bool)
    case ellipse(position: Property<Vector>, size: Property<Vector>, reversed: Bool)
    case star(StarModel)
    case path(Property<BezierShape>, reversed: Bool)
    case fill(color: Property<Vector>, opacity: Property<Vector>, evenOdd: Bool)
    case stroke(color: Property<Vector>, opacity: Property<Vector>, StrokeModel)
    case gradientFill(GradientModel, opacity: Property<Vector>, evenOdd: Bool)
    case gradientStroke(GradientModel, opacity: Property<Vector>, StrokeModel)
    case trim(start: Property<Vector>, end: Property<Vector>, offset: Property<Vector>, individually: Bool)
    case repeater(RepeaterModel)
    case roundedCorners(Property<Vector>)
    case merge(mode: Int)
    case offsetPath(amount: Property<Vector>, join: CGLineJoin, miterLimit: Property<Vector>)
    case puckerBloat(Property<Vector>)
    case zigZag(size: Property<Vector>, ridges: Property<Vector>, smooth: Bool)
    /// A group's transform (`tr`), read into its group.
    case transform(TransformModel)
}

/// A polystar (`sr`): star (1) or polygon (2).
struct StarModel: Sendable {
    var isStar: Bool
    var position: Property<Vector>
    var points: Property<Vector>
    var rotation: Property<Vector>
    var outerRadius: Property<Vector>
    var outerRoundness: Property<Vector>
    var innerRadius: Property<Vector>?
    var innerRoundness: Property<Vector>?
    var reversed: Bool
}

/// A repeater (`rp`): copies, offset, composite order and the per-copy transform.
struct RepeaterModel: Sendable {
    var copies: Property<Vector>
    var offset: Property<Vector>
    /// 1: each copy above the one before; 2: below.
    var above: Bool
    var transform: TransformModel
    var startOpacity: Property<Vector>
    var endOpacity: Property<Vector>
}

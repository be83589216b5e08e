/// A position given as one point property, or as separate x and y (`s`: true).
enum PositionProperty: Sendable {
    case combined(Property<Vector>)
    case split(x: Property<Vector>, y: Property<Vector>)
}

/// A layer's or group's transform (`ks` / `tr`): anchor, position, scale (%),
/// rotation (degrees, clockwise on screen), opacity (%), skew and skew axis.
struct TransformModel: Sendable {
    var anchor: Property<Vector> = .constant([0, 0])
    var position: PositionProperty = .combined(.constant([0, 0]))
    var scale: Property<Vector> = .constant([100, 100])
    var rotation: Property<Vector> = .constant([0])
    var opacity: Property<Vector> = .constant([100])
    var skew: Property<Vector>? = nil
    var skewAxis: Property<Vector>? = nil

    static let identity = TransformModel()
}

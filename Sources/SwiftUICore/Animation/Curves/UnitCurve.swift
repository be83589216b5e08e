import Geometry
import Timeline

/// A function from progress in [0, 1] to eased progress, as in SwiftUI:
/// value(0) = 0 and value(1) = 1 exactly; Bézier curves may overshoot between.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear
        /// Cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1), solved by the time engine.
        case bezier(CubicBezierEasing)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        /// The inverse of circularEaseInOut (steep, flat, steep); no SwiftUI name.
        case circularEaseOutIn
    }

    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// Constant speed.
    public static let linear = UnitCurve(kind: .linear)
    /// Bézier (0.42, 0) (1, 1): starts slowly.
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Bézier (0, 0) (0.58, 1): ends slowly.
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Bézier (0.42, 0) (0.58, 1): slow at both ends.
    public static let easeInOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle, 1 − √(1 − x²): starts slowly, ends fast.
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// A quarter circle, √(1 − (1 − x)²): starts fast, ends slowly.
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// Two quarter circles: slow, fast in the middle, slow.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// A cubic Bézier from (0, 0) to (1, 1) with the given control points.
    /// Control x coordinates are clamped to [0, 1] so time stays monotone;
    /// y coordinates are free (values outside [0, 1] overshoot).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(CubicBezierEasing(x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
                                                  x2: Double(endControlPoint.x), y2: Double(endControlPoint.y))))
    }

    /// The eased value at `progress`, which is clamped to [0, 1].
    public func value(at progress: Double) -> Double {
        if !(progress > 0) { return 0 }
        if progress >= 1 { return 1 }
        let x = progress
        switch kind {
        case .linear: return x
        case let .bezier(curve): return curve.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
                           : 0.5 * (((3 - 2 * x) * (2 * x - 1)).squareRoot() + 1)
        case .circularEaseOutIn:
            let r = (x * (1 - x)).squareRoot()
            return x < 0.5 ? r : 1 - r
        }
    }

    /// d value / d progress at `progress` (clamped to [0, 1]); `.infinity`
    /// where the curve is vertical (the circular curves' steep ends).
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch kind {
        case .linear: return 1
        case let .bezier(curve): return curve.velocity(at: x)
        case .circularEaseIn:
            return x >= 1 ? .infinity : x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            return x <= 0 ? .infinity : (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x == 0.5 { return .infinity }
            if x < 0.5 { return 2 * x / (1 - 4 * x * x).squareRoot() }
            return (2 - 2 * x) / ((3 - 2 * x) * (2 * x - 1)).squareRoot()
        case .circularEaseOutIn:
            if x <= 0 || x >= 1 { return .infinity }
            let d = (1 - 2 * x) / (2 * (x * (1 - x)).squareRoot())
            return x < 0.5 ? d : -d
        }
    }

    /// The curve mirrored about y = x: `inverse.value(at: value(at: x)) == x`.
    /// For a Bézier whose control y values leave [0, 1] the inverse's x values
    /// are clamped, so it is only approximately the inverse there.
    public var inverse: UnitCurve {
        switch kind {
        case .linear: return self
        case let .bezier(curve): return UnitCurve(kind: .bezier(curve.inverse))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(kind: .circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        }
    }
}


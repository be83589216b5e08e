/// The easing handle of one side of a keyframe: x and y per dimension (one
/// entry shared by every dimension, or one per dimension).
struct EasingHandle: Sendable {
    var x: [Double]
    var y: [Double]

    func point(_ dimension: Int) -> (x: Double, y: Double) {
        let xi = x.isEmpty ? 0 : x[min(dimension, x.count - 1)]
        let yi = y.isEmpty ? 0 : y[min(dimension, y.count - 1)]
        return (xi, yi)
    }
}

/// One keyframe: from `time`, the value goes from `start` towards the next
/// keyframe's start (or `end`, in old exports), eased by the out handle of
/// this keyframe and the in handle (`i`) stored on it, unless it holds.
struct Keyframe<Value: Sendable>: Sendable {
    var time: Double
    var start: Value
    /// Old exports' explicit end value (`e`).
    var end: Value?
    var hold: Bool
    var outHandle: EasingHandle?
    var inHandle: EasingHandle?
    /// Spatial tangents of a position path (`to`, `ti`), relative to the values.
    var spatialOut: [Double]?
    var spatialIn: [Double]?
}

/// A property's value over time.
enum Animated<Value: Sendable>: Sendable {
    case constant(Value)
    case keyframed([Keyframe<Value>])
}

/// An animatable property as read: its animation and the expression it had
/// (never run; kept to report).
struct Property<Value: Sendable>: Sendable {
    var animation: Animated<Value>
    /// `loopOut`/`loopIn` from the expression, when it is one of those.
    var loop: PropertyLoop?

    init(_ animation: Animated<Value>, loop: PropertyLoop? = nil) {
        self.animation = animation
        self.loop = loop
    }

    static func constant(_ v: Value) -> Property { Property(.constant(v)) }

    var isAnimated: Bool {
        if case .keyframed = animation { return true }
        return false
    }
}

/// The simple expressions applied without running code: `loopOut()` and
/// `loopIn()` with the cycle, pingpong, offset or continue types.
struct PropertyLoop: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case cycle, pingpong, offset, `continue` }
    var isOut: Bool
    var kind: Kind
    /// Keyframes the loop spans (0: all).
    var keyframes: Int
}

/// A list of numbers: a scalar, a point, a colour.
typealias Vector = [Double]

// Easings beyond SwiftUI's curves, as motion tools name them: back
// (overshoots), elastic (rings), bounce (lands in hops) and steps (jumps
// in N equal steps). Each is a `CustomAnimation`, so delay, speed and
// repeat wrap it as they wrap a curve. The formulas are Robert Penner's,
// as CSS and most animation libraries write them.
import Foundation
import SwiftUICore

enum Easing: Hashable, Sendable {
    case inBack, outBack, inOutBack, inElastic, outElastic, inOutElastic, inBounce, outBounce, inOutBounce
    /// Jumps at the end of each of `n` equal intervals (CSS `steps(n)`).
    case steps(Int)

    static let names: [(String, Easing)] = [
        ("easeInBack", .inBack), ("easeOutBack", .outBack), ("easeInOutBack", .inOutBack),
        ("easeInElastic", .inElastic), ("easeOutElastic", .outElastic), ("easeInOutElastic", .inOutElastic),
        ("easeInBounce", .inBounce), ("easeOutBounce", .outBounce), ("easeInOutBounce", .inOutBounce),
    ]

    /// Progress at `t` in 0…1 (0 at 0, 1 at 1; back and elastic leave 0…1 between).
    func progress(_ t: Double) -> Double {
        let c1 = 1.70158, c2 = c1 * 1.525, c3 = c1 + 1
        switch self {
        case .inBack: return c3 * t * t * t - c1 * t * t
        case .outBack: return 1 + c3 * pow(t - 1, 3) + c1 * pow(t - 1, 2)
        case .inOutBack:
            return t < 0.5 ? pow(2 * t, 2) * ((c2 + 1) * 2 * t - c2) / 2
                : (pow(2 * t - 2, 2) * ((c2 + 1) * (t * 2 - 2) + c2) + 2) / 2
        case .inElastic:
            if t == 0 || t == 1 { return t }
            return -pow(2, 10 * t - 10) * sin((t * 10 - 10.75) * (2 * Double.pi / 3))
        case .outElastic:
            if t == 0 || t == 1 { return t }
            return pow(2, -10 * t) * sin((t * 10 - 0.75) * (2 * Double.pi / 3)) + 1
        case .inOutElastic:
            if t == 0 || t == 1 { return t }
            let c5 = 2 * Double.pi / 4.5
            return t < 0.5 ? -(pow(2, 20 * t - 10) * sin((20 * t - 11.125) * c5)) / 2
                : pow(2, -20 * t + 10) * sin((20 * t - 11.125) * c5) / 2 + 1
        case .outBounce: return Self.bounce(t)
        case .inBounce: return 1 - Self.bounce(1 - t)
        case .inOutBounce: return t < 0.5 ? (1 - Self.bounce(1 - 2 * t)) / 2 : (1 + Self.bounce(2 * t - 1)) / 2
        case .steps(let n): return t >= 1 ? 1 : (t * Double(n)).rounded(.down) / Double(n)
        }
    }

    private static func bounce(_ t: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if t < 1 / d1 { return n1 * t * t }
        if t < 2 / d1 { let u = t - 1.5 / d1; return n1 * u * u + 0.75 }
        if t < 2.5 / d1 { let u = t - 2.25 / d1; return n1 * u * u + 0.9375 }
        let u = t - 2.625 / d1
        return n1 * u * u + 0.984375
    }
}

/// An easing over `duration` seconds.
struct EasingAnimation: CustomAnimation {
    var easing: Easing
    var duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration, duration > 0 else { return nil }
        return value.scaled(by: easing.progress(max(time, 0) / duration))
    }
}

extension Node {
    /// An easing name or "steps(N)", if this curve is one (reporting a bad step count).
    func easing() -> Easing?? {
        guard let s = value.string else { return nil }
        if let e = Easing.names.first(where: { $0.0 == s }) { return .some(e.1) }
        guard s.hasPrefix("steps(") && s.hasSuffix(")") else { return nil }
        guard let n = Int(s.dropFirst(6).dropLast()), (1...10_000).contains(n) else {
            error("\"\(s)\" is not a number of steps", fix: "write e.g. \"steps(4)\" (1 to 10000 steps)")
            return .some(nil)
        }
        return .some(.steps(n))
    }
}

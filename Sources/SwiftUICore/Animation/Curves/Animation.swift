import Foundation

/// How a value moves from an old state to a new one over time, as in SwiftUI.
///
/// Every animation maps elapsed time to a *progress* that starts at 0 and ends
/// at exactly 1 (springs and Bézier curves may overshoot in between); a value
/// animated from A to B is A + (B − A)·progress. See `Animation+Evaluation.swift`
/// for evaluation and ``AnimatedValue`` for retargeting mid-flight.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    indirect enum Node: Hashable, Sendable {
        /// A unit curve stretched over `duration` seconds.
        case curve(UnitCurve, duration: Double)
        /// A spring. `merges`: a later merging spring takes over its value and
        /// velocity (`spring`); otherwise later animations add to it
        /// (`interpolatingSpring`). `initialVelocity` is in units of the change
        /// per second. `settle` caches the settling time of the unit motion.
        case spring(Spring, blendDuration: Double, merges: Bool, initialVelocity: Double, settle: Double)
        case delay(Node, Double)
        case speed(Node, Double)
        /// `count` nil repeats for ever.
        case repeating(Node, count: Int?, autoreverses: Bool)
        /// Reports logical completion after at most the given seconds.
        case logicallyComplete(Node, Double)
        /// A `CustomAnimation`; `length` is when it first returns nil for a
        /// unit change, `logicalLength` when it first says it is logically complete.
        case custom(AnyCustomAnimation, length: Double, logicalLength: Double)
    }

    @usableFromInline let node: Node

    init(node: Node) { self.node = node }

    // MARK: Timing curves

    /// SwiftUI's default: since iOS 17 / macOS 14 it is
    /// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)` (before,
    /// it was `easeInOut`); we follow the current definition.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// Constant speed over 0.35 s.
    public static let linear = Animation.linear(duration: 0.35)
    /// Slow start, over 0.35 s.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Slow end, over 0.35 s.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Slow start and end, over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)

    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timing(.linear, duration) }
    /// Slow start, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timing(.easeIn, duration) }
    /// Slow end, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timing(.easeOut, duration) }
    /// Slow start and end, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { timing(.easeInOut, duration) }

    /// A cubic Bézier timing curve through (0,0) (p1x,p1y) (p2x,p2y) (1,1).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        timing(.bezier(startControlPoint: .init(x: p1x, y: p1y), endControlPoint: .init(x: p2x, y: p2y)), duration)
    }

    /// Any unit curve over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        timing(curve, duration)
    }

    private static func timing(_ curve: UnitCurve, _ duration: Double) -> Animation {
        Animation(node: .curve(curve, duration: max(duration, 0)))
    }

    // MARK: Springs that take over (persistent springs)

    /// A spring that, when a new spring animation starts on the same value,
    /// hands over its current value and velocity. `blendDuration` is accepted
    /// for source compatibility; the hand-over is immediate.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        make(spring, blendDuration: blendDuration, merges: true, initialVelocity: 0)
    }

    /// `spring(duration: 0.5, bounce: 0)`.
    public static let spring = Animation.spring(duration: 0.5, bounce: 0.0, blendDuration: 0)

    /// A spring that takes over from a running spring (see ``spring(_:blendDuration:)``).
    /// `duration` is the perceived duration in seconds; `bounce` is 0 for no
    /// overshoot, up to 1 for endless oscillation, below 0 for an overdamped spring.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// The older SwiftUI form; `dampingFraction` is the damping ratio.
    /// (`.spring()` with no arguments picks the newer duration/bounce form.)
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A quick spring for interactive motion: response 0.15, damping 0.86, blend 0.25.
    public static let interactiveSpring = Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)

    /// The interactive spring in the older response/damping form.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A quick spring for interactive motion, in the duration/bounce form;
    /// `extraBounce` is added to a bounce of 0.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: extraBounce, blendDuration: blendDuration)
    }

    /// ``Spring/smooth``: duration 0.5, bounce 0.
    public static let smooth = Animation.smooth()
    /// ``Spring/snappy``: duration 0.5, bounce 0.15.
    public static let snappy = Animation.snappy()
    /// ``Spring/bouncy``: duration 0.5, bounce 0.3.
    public static let bouncy = Animation.bouncy()

    /// ``Spring/smooth``, no bounce unless `extraBounce` adds some.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(Spring.smooth(duration: duration, extraBounce: extraBounce))
    }
    /// ``Spring/snappy``: bounce 0.15 plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(Spring.snappy(duration: duration, extraBounce: extraBounce))
    }
    /// ``Spring/bouncy``: bounce 0.3 plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(Spring.bouncy(duration: duration, extraBounce: extraBounce))
    }

    // MARK: Interpolating springs (additive)

    /// A spring whose overlapping animations add their effects. `initialVelocity`
    /// is in units of the whole change per second (1 = the full distance per second).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        make(spring, blendDuration: 0, merges: false, initialVelocity: initialVelocity)
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)`.
    public static let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5, bounce: 0.0, initialVelocity: 0.0)

    /// An additive spring (see ``interpolatingSpring(_:initialVelocity:)``) with the
    /// given perceived duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// The physical form. SwiftUI allows over-damping here, and so do we.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                            initialVelocity: initialVelocity)
    }

    private static func make(_ s: Spring, blendDuration: Double, merges: Bool, initialVelocity: Double) -> Animation {
        let settle = s.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001)
        return Animation(node: .spring(s, blendDuration: max(blendDuration, 0), merges: merges,
                                       initialVelocity: initialVelocity, settle: settle))
    }

    // MARK: Modifiers

    /// Starts after `delay` seconds: the animation sees max(0, t − delay).
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(node: .delay(node, max(delay, 0)))
    }

    /// Runs `speed` times faster: the animation sees t·speed. Negative speeds count as 0 (frozen).
    public func speed(_ speed: Double) -> Animation {
        Animation(node: .speed(node, max(speed, 0)))
    }

    /// Plays `repeatCount` passes; with `autoreverses` every other pass runs
    /// backwards, and each backward pass counts as one. After the last pass the
    /// value is the new value (after an even autoreversed count it jumps there).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(node: .repeating(node, count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// Repeats for ever, reversing every other pass when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(node: .repeating(node, count: nil, autoreverses: autoreverses))
    }

    /// This animation played once: `repeatCount` and `repeatForever` taken
    /// off wherever they are in it (delays and speeds stay).
    public func nonRepeating() -> Animation {
        func strip(_ n: Node) -> Node {
            switch n {
            case let .repeating(b, _, _): return strip(b)
            case let .delay(b, d): return .delay(strip(b), d)
            case let .speed(b, s): return .speed(strip(b), s)
            case let .logicallyComplete(b, d): return .logicallyComplete(strip(b), d)
            case .curve, .spring, .custom: return n
            }
        }
        return Animation(node: strip(node))
    }

    public var description: String { Animation.describe(node) }

    private static func describe(_ n: Node) -> String {
        switch n {
        case let .curve(c, d): return "timingCurve(\(c.kind), duration: \(d))"
        case let .spring(s, _, merges, v, _):
            return "\(merges ? "spring" : "interpolatingSpring")(duration: \(s.duration), bounce: \(s.bounce)\(v == 0 ? "" : ", initialVelocity: \(v)"))"
        case let .delay(b, d): return "\(describe(b)).delay(\(d))"
        case let .speed(b, s): return "\(describe(b)).speed(\(s))"
        case let .repeating(b, c, r):
            return c.map { "\(describe(b)).repeatCount(\($0), autoreverses: \(r))" } ?? "\(describe(b)).repeatForever(autoreverses: \(r))"
        case let .logicallyComplete(b, d): return "\(describe(b)).logicallyComplete(after: \(d))"
        case let .custom(c, _, _): return "Animation(\(c.base))"
        }
    }
}

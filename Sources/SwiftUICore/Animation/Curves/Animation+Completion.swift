import Foundation

extension Animation {
    /// Reports logical completion after `duration` seconds if it has not
    /// logically completed before, as SwiftUI's `logicallyComplete(after:)`.
    /// The motion itself is unchanged, and it never reports later than the
    /// base animation ends.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(node: .logicallyComplete(node, max(duration, 0)))
    }

    /// When the animation is logically complete, in seconds from its start:
    /// its ``duration`` unless `logicallyComplete(after:)` made it earlier.
    /// (SwiftUI does not document when a spring logically completes; ours
    /// do when they settle.) `nil` when it never completes.
    public var logicalDuration: TimeInterval? {
        let l = Animation.logicalLength(node)
        return l.isFinite ? l : nil
    }

    static func logicalLength(_ n: Node) -> Double {
        switch n {
        case let .logicallyComplete(b, d): return min(d, logicalLength(b))
        case let .delay(b, d): return d + logicalLength(b)
        case let .speed(b, s): return s > 0 ? logicalLength(b) / s : .infinity
        case let .repeating(b, count, _):
            guard let count else { return .infinity }
            // Passes before the last run in full; the last may end early.
            return count == 0 ? 0 : Double(count - 1) * length(b) + logicalLength(b)
        case let .custom(_, _, logical): return logical
        default: return length(n)
        }
    }
}

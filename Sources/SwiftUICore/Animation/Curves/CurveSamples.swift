/// Named curves and springs sampled as data, for plots (`animgen curves`) and docs.
package enum CurveSamples {
    /// One named curve sampled at increasing times.
    package struct Series: Sendable {
        package let name: String
        /// (time in seconds — or progress for unit curves —, value) pairs, time increasing.
        package let points: [(t: Double, value: Double)]
    }

    /// SwiftUI's named unit curves.
    package static let namedCurves: [(name: String, curve: UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
        ("circularEaseInOut", .circularEaseInOut),
    ]

    /// SwiftUI's named springs, plus the spring behind `Animation.default`.
    package static let namedSprings: [(name: String, spring: Spring)] = [
        ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
        ("default (response 0.55, ζ 1)", Spring(response: 0.55, dampingRatio: 1)),
        ("interactiveSpring (0.15, ζ 0.86)", Spring(response: 0.15, dampingRatio: 0.86)),
    ]

    /// Every named unit curve over progress 0…1, `count` + 1 samples each.
    package static func curves(count: Int = 200) -> [Series] {
        let n = max(count, 1)
        return namedCurves.map { entry in
            Series(name: entry.name, points: (0...n).map { i in
                let x = Double(i) / Double(n)
                return (x, entry.curve.value(at: x))
            })
        }
    }

    /// Every named spring moving 0 → 1 from rest, over 0…`seconds` (default:
    /// the slowest spring's settling duration), `count` + 1 samples each.
    package static func springs(count: Int = 200, seconds: Double? = nil) -> [Series] {
        let n = max(count, 1)
        let span = seconds ?? namedSprings.map(\.spring.settlingDuration).max() ?? 1
        return namedSprings.map { entry in
            Series(name: entry.name, points: (0...n).map { i in
                let t = span * Double(i) / Double(n)
                return (t, entry.spring.value(target: 1.0, time: t))
            })
        }
    }
}

import SwiftUICore
import Foundation
import Geometry

/// One thing `animgen curves` plots: a unit curve (value over progress) or a
/// spring animation (value over seconds, moving 0 → 1 from rest).
package struct CurvePlotEntry: Sendable {
    package enum Kind: Sendable {
        /// A timing curve, sampled over progress 0…1.
        case curve(UnitCurve)
        /// A spring animation, sampled over time by the animation itself (so
        /// `.default` and `interpolatingSpring` are plotted exactly as they
        /// run); `spring` supplies the duration and settling marks.
        case spring(Spring, Animation)
    }

    /// The SwiftUI spelling, shown as the chart's title (`.easeInOut`).
    package let title: String
    /// Parameters in a word or two (`bezier (0.42, 0)(0.58, 1)`).
    package let detail: String
    /// The stroke color of the curve, in its own chart and in the overlay.
    package let color: Color
    package let kind: Kind

    package init(title: String, detail: String, color: Color, kind: Kind) {
        self.title = title
        self.detail = detail
        self.color = color
        self.kind = kind
    }

    /// The plotted value at `x` (progress for curves, seconds for springs).
    package func value(at x: Double) -> Double {
        switch kind {
        case .curve(let curve): curve.value(at: x)
        case .spring(_, let animation): animation.progress(at: x)
        }
    }

    /// When a spring is within 0.001 of its target for good; nil for curves.
    package var settlingTime: Double? {
        guard case .spring(_, let animation) = kind else { return nil }
        return animation.duration
    }

    /// A spring's perceptual duration (its response); nil for curves.
    package var springDuration: Double? {
        guard case .spring(let spring, _) = kind else { return nil }
        return spring.duration
    }
}

extension CurvePlotEntry {
    /// SwiftUI's named unit curves and two sample Béziers: CSS's `ease`, and
    /// an "ease in-out back" that leaves [0, 1] at both ends.
    package static let curves: [CurvePlotEntry] = {
        let colors: [String: Color] = [
            "linear": .gray, "easeIn": .cyan, "easeOut": .mint, "easeInOut": .blue,
            "circularEaseIn": .orange, "circularEaseOut": .yellow, "circularEaseInOut": .pink,
        ]
        let details: [String: String] = [
            "linear": "value = progress", "easeIn": "bezier (0.42, 0)(1, 1)",
            "easeOut": "bezier (0, 0)(0.58, 1)", "easeInOut": "bezier (0.42, 0)(0.58, 1)",
            "circularEaseIn": "1 − √(1 − p²)", "circularEaseOut": "√(1 − (p − 1)²)",
            "circularEaseInOut": "two quarter circles",
        ]
        let named = CurveSamples.namedCurves.map { entry in
            CurvePlotEntry(title: "." + entry.name, detail: details[entry.name] ?? "",
                           color: colors[entry.name] ?? .gray, kind: .curve(entry.curve))
        }
        let ease = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1),
                                    endControlPoint: UnitPoint(x: 0.25, y: 1))
        let back = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.68, y: -0.55),
                                    endControlPoint: UnitPoint(x: 0.27, y: 1.55))
        return named + [
            CurvePlotEntry(title: ".bezier (CSS ease)", detail: "(0.25, 0.1)(0.25, 1)", color: .green, kind: .curve(ease)),
            CurvePlotEntry(title: ".bezier (back)", detail: "(0.68, −0.55)(0.27, 1.55)", color: .red, kind: .curve(back)),
        ]
    }()

    /// SwiftUI's named springs, `.default`, bounces from −0.5 to 0.7 and a
    /// physical interpolating spring.
    package static let springs: [CurvePlotEntry] = {
        func entry(_ title: String, _ detail: String, _ color: Color, _ spring: Spring,
                   _ animation: Animation) -> CurvePlotEntry {
            CurvePlotEntry(title: title, detail: detail, color: color, kind: .spring(spring, animation))
        }
        let interpolating = Spring(mass: 1, stiffness: 170, damping: 15, allowOverDamping: true)
        return [
            entry(".smooth", "duration 0.5, bounce 0", .blue, .smooth, .smooth),
            entry(".snappy", "duration 0.5, bounce 0.15", .green, .snappy, .snappy),
            entry(".bouncy", "duration 0.5, bounce 0.3", .orange, .bouncy, .bouncy),
            entry(".default", "response 0.55, damping 1", .teal, Spring(response: 0.55, dampingRatio: 1), .default),
            entry(".interactiveSpring", "response 0.15, damping 0.86", .mint,
                  Spring(response: 0.15, dampingRatio: 0.86), .interactiveSpring),
            entry(".spring(bounce: −0.5)", "duration 0.5, over-damped", .purple,
                  Spring(duration: 0.5, bounce: -0.5), .spring(duration: 0.5, bounce: -0.5)),
            entry(".spring(bounce: 0.5)", "duration 0.5", .pink,
                  Spring(duration: 0.5, bounce: 0.5), .spring(duration: 0.5, bounce: 0.5)),
            entry(".spring(bounce: 0.7)", "duration 0.5", .red,
                  Spring(duration: 0.5, bounce: 0.7), .spring(duration: 0.5, bounce: 0.7)),
            entry(".interpolatingSpring", "stiffness 170, damping 15 (duration 0.48)", .yellow, interpolating,
                  .interpolatingSpring(mass: 1, stiffness: 170, damping: 15)),
        ]
    }()
}

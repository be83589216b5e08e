// Numbers derived once from a configuration: per-kind dynamics in canvas
// units, step length, culling bounds. Shared, read-only, by every step.
import Foundation

/// The configuration turned into canvas-pixel constants.
struct FireworksModel: Sendable {
    let configuration: FireworksConfiguration
    let width: Double
    let height: Double
    let scale: Double
    let stepsPerSecond: Int
    let dt: Double
    let prerollSteps: Int
    /// Indexed by `ParticleKind.rawValue`.
    let dynamics: [KindDynamics]
    /// Rockets decelerate at this rate (canvas px/s²), whatever the gravity,
    /// so shells rise in about a second and a half.
    let rocketDeceleration: Double
    /// Steps between two sparks of a rocket's trail.
    let trailInterval: Int32

    init(_ c: FireworksConfiguration) {
        configuration = c
        width = Double(c.width)
        height = Double(c.height)
        scale = c.scale
        stepsPerSecond = c.stepsPerSecond
        dt = 1 / Double(c.stepsPerSecond)
        prerollSteps = Int((c.preroll * Double(c.stepsPerSecond)).rounded())
        rocketDeceleration = 420 * c.scale
        trailInterval = Int32(max(1, (Double(c.stepsPerSecond) / 90).rounded()))
        let g = c.gravity * c.scale, w = c.wind * c.scale, s = c.dragScale, h = 1 / Double(c.stepsPerSecond)
        // (drag 1/s, share of wind, share of gravity) per kind, in declaration order.
        let table: [(ParticleKind, Double, Double, Double)] = [
            (.rocket, 0, 0.3, 0), (.trail, 3.2, 1, 0.5), (.star, 1.45, 1, 1),
            (.willow, 2.4, 1, 0.8), (.glitter, 1.6, 1, 1), (.crackle, 1.45, 1, 1),
            (.crackleSpark, 4, 0.5, 0.3), (.flash, 0, 0, 0),
        ]
        dynamics = table.map { kind, drag, windShare, gravityShare in
            let ay = kind == .rocket ? 420 * c.scale : g * gravityShare
            return KindDynamics(step: DragStep(drag: drag * s, step: h), ax: w * windShare, ay: ay)
        }
    }

    /// Seconds → whole steps (rounded to nearest, at least `minimum`).
    @inline(__always) func steps(_ seconds: Double, minimum: Int32 = 1) -> Int32 {
        max(minimum, Int32(clamping: Int((seconds * Double(stepsPerSecond)).rounded())))
    }
}

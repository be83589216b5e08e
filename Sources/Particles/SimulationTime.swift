// Frame i of a video at num/den frames per second shows t = i·den/num s
// (the one frame clock, `FrameRate`).
// Mapping that to fixed steps uses integers only, so no rounding error can
// accumulate and frame i alone lands exactly where it lands in a full run.
import Foundation
import Timeline

/// A moment of the simulation as whole steps plus an exact fraction of one.
///
/// The state drawn is the state after ``step`` steps; the remaining
/// ``remainder``/``divisor`` of a step is *not* simulated (it would make
/// state depend on the frame rate) but applied to the sprites only: each is
/// drawn at `position + velocity × fraction × dt` and aged by the fraction.
package struct SimulationTime: Sendable, Hashable {
    package var step: Int
    package var remainder: Int
    package var divisor: Int

    /// `remainder / divisor`, in [0, 1).
    package var fraction: Double { Double(remainder) / Double(divisor) }

    /// The time of `frame` at `rate` (num/den frames per second), for a
    /// simulation of `stepsPerSecond` that starts `prerollSteps` before
    /// frame 0: step = preroll + ⌊frame·den·S / num⌋, remainder = that
    /// product mod num.
    package init(frame: Int, rate: FrameRate, stepsPerSecond: Int, prerollSteps: Int) throws {
        let (num, den) = (rate.numerator, rate.denominator)
        guard frame >= 0 else { throw FireworksError.invalidFrame("frame \(frame) must be ≥ 0") }
        let (a, o1) = frame.multipliedReportingOverflow(by: den)
        let (ticks, o2) = a.multipliedReportingOverflow(by: stepsPerSecond)
        guard !o1, !o2, ticks / num <= Int.max - prerollSteps else {
            throw FireworksError.invalidFrame("frame \(frame) at \(num)/\(den) fps is too far out to simulate")
        }
        step = prerollSteps + ticks / num
        remainder = ticks % num
        divisor = num
    }
}

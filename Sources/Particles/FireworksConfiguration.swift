// Everything that decides a fireworks show. Two equal configurations give the
// same show, bit for bit.
import Foundation

/// The parameters of a fireworks show.
///
/// Lengths, speeds and accelerations are in *reference pixels*: pixels of a
/// canvas whose shorter side is 720. The simulation multiplies them by
/// `min(width, height) / 720`, so the same configuration looks the same at
/// 1280x720, 1920x1080 or 720x1280.
public struct FireworksConfiguration: Sendable, Hashable {
    /// Canvas size in pixels.
    public var width: Int
    /// Canvas height in pixels.
    public var height: Int
    /// Seed of every random choice: equal seeds give the same show.
    public var seed: UInt64
    /// Mean number of shells launched per second.
    public var launchesPerSecond: Double = 1.5
    /// Downward acceleration of burst particles (reference px/s²).
    public var gravity: Double = 130
    /// Multiplies every particle's linear drag coefficient (1/s).
    public var dragScale: Double = 1
    /// Multiplies the number of particles per burst (tens to ~200 at 1).
    public var density: Double = 1
    /// Horizontal acceleration (reference px/s², positive to the right).
    public var wind: Double = 4
    /// Seconds simulated before frame 0, so the first frame is not empty.
    public var preroll: Double = 2.2
    /// Fixed simulation steps per second.
    public var stepsPerSecond: Int = 240
    /// Live particles never exceed this; spawns beyond it are skipped.
    public var maxParticles: Int = 3000

    /// A show with the default parameters on a `width`×`height` canvas.
    public init(width: Int = 1280, height: Int = 720, seed: UInt64 = 2021) {
        self.width = width; self.height = height; self.seed = seed
    }

    /// Reference pixels → canvas pixels.
    public var scale: Double { Double(min(width, height)) / 720 }

    /// Throws ``FireworksError/invalidConfiguration(_:)`` naming the first bad field.
    public func validate() throws {
        func fail(_ message: String) throws -> Never { throw FireworksError.invalidConfiguration(message) }
        if width < 1 || height < 1 || width > 16384 || height > 16384 {
            try fail("size \(width)x\(height) must be 1…16384 pixels on each side")
        }
        if !(launchesPerSecond > 0 && launchesPerSecond <= 50) {
            try fail("launchesPerSecond \(launchesPerSecond) must be in (0, 50]")
        }
        if !(gravity.isFinite && abs(gravity) <= 10_000) { try fail("gravity \(gravity) must be finite, |g| ≤ 10000") }
        if !(dragScale >= 0 && dragScale <= 100) { try fail("dragScale \(dragScale) must be in [0, 100]") }
        if !(density > 0 && density <= 20) { try fail("density \(density) must be in (0, 20]") }
        if !(wind.isFinite && abs(wind) <= 10_000) { try fail("wind \(wind) must be finite, |wind| ≤ 10000") }
        if !(preroll >= 0 && preroll <= 60) { try fail("preroll \(preroll) must be in [0, 60] seconds") }
        if stepsPerSecond < 30 || stepsPerSecond > 4000 {
            try fail("stepsPerSecond \(stepsPerSecond) must be in 30…4000")
        }
        if maxParticles < 1 || maxParticles > 200_000 { try fail("maxParticles \(maxParticles) must be in 1…200000") }
    }
}

/// Errors from the fireworks simulation, each saying what to change.
public enum FireworksError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidConfiguration(String)
    case invalidFrame(String)

    public var description: String {
        switch self {
        case .invalidConfiguration(let m): "fireworks configuration: \(m)"
        case .invalidFrame(let m): "fireworks frame: \(m)"
        }
    }
}

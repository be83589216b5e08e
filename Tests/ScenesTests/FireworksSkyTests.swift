import Foundation
import Particles
import Testing

/// The show uses the whole sky (issue 2 item 3): bursts spread over the
/// width and over the upper part of the height, for any seed.
@Suite struct FireworksSkyTests {
    /// Burst centres seen in `seconds` of show: the flash of a burst is the
    /// only sprite without a core that is larger than 60 reference pixels.
    static func bursts(seed: UInt64, seconds: Int) throws -> [CGPoint] {
        var show = try Fireworks(FireworksConfiguration(width: 1280, height: 720, seed: seed))
        var centres: [CGPoint] = []
        for frame in stride(from: 0, to: seconds * 60, by: 3) {
            for s in try show.sprites(atFrame: frame, rate: .fps60) where s.coreRadius == 0 && s.radius > 60 {
                if !centres.contains(where: { abs($0.x - s.position.x) < 1 && abs($0.y - s.position.y) < 1 }) {
                    centres.append(s.position)
                }
            }
        }
        return centres
    }

    @Test(arguments: [2021, 1, 7] as [UInt64])
    func burstsCoverTheSky(seed: UInt64) throws {
        let centres = try Self.bursts(seed: seed, seconds: 8)
        #expect(centres.count >= 8, "only \(centres.count) bursts in 8 s")
        // Every third of the width gets bursts…
        for third in 0..<3 {
            let lo = Double(third) * 1280 / 3, hi = lo + 1280.0 / 3
            #expect(centres.contains { $0.x >= lo && $0.x < hi }, "no burst in third \(third) of the width: \(centres)")
        }
        // …both high (top 30%) and lower down (30%…60%), and none below 65%
        // (the lower sky is for falling stars) or above the top edge.
        #expect(centres.contains { $0.y < 0.3 * 720 })
        #expect(centres.contains { $0.y >= 0.3 * 720 && $0.y < 0.6 * 720 })
        #expect(centres.allSatisfy { $0.y > 0 && $0.y < 0.65 * 720 })
        // …and neither half of the width holds more than two thirds of them.
        let left = centres.filter { $0.x < 640 }.count
        #expect(3 * left <= 2 * centres.count && 3 * (centres.count - left) <= 2 * centres.count,
                "\(left) of \(centres.count) bursts in the left half")
    }
}

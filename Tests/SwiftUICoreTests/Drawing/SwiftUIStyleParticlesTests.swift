// Glowing particles: radial gradients composited with .screen on black,
// written as SwiftUI Canvas code; only the import differs.
import Foundation
import Testing
import SwiftUICore
import Geometry

struct Particle {
    var position: CGPoint
    var radius: CGFloat
    var color: Color
}

struct Glow {
    var particles: [Particle]

    var canvas: Canvas<EmptyView> {
        Canvas(opaque: true) { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            context.blendMode = .screen
            for particle in particles {
                let r = particle.radius
                let frame = CGRect(x: particle.position.x - r, y: particle.position.y - r, width: 2 * r, height: 2 * r)
                context.fill(Path(ellipseIn: frame),
                             with: .radialGradient(Gradient(colors: [particle.color, particle.color.opacity(0)]),
                                                   center: particle.position, startRadius: 0, endRadius: r))
            }
        }
    }
}

@Suite struct SwiftUIStyleParticlesTests {
    let a = Particle(position: CGPoint(x: 40, y: 50), radius: 30, color: .orange)
    let b = Particle(position: CGPoint(x: 70, y: 50), radius: 30, color: .teal)

    @Test func overlappingGlowsScreen() throws {
        let both = try Glow(particles: [a, b]).canvas.render(width: 120, height: 100)
        let onlyA = try Glow(particles: [a]).canvas.render(width: 120, height: 100)
        let onlyB = try Glow(particles: [b]).canvas.render(width: 120, height: 100)
        // Screen: 1 − (1 − a)(1 − b) per channel, so the overlap is brighter
        // than either glow and never overflows.
        for (x, y) in [(55, 50), (50, 45), (60, 58), (45, 50)] {
            let pa = px(onlyA, x, y), pb = px(onlyB, x, y), got = px(both, x, y)
            let want = (0..<3).map { k in 255 - Double(255 - pa[k]) * Double(255 - pb[k]) / 255 } + [255]
            #expect(near(got, want, 1), "(\(x), \(y)): \(got) vs \(want)")
            #expect((0..<3).allSatisfy { got[$0] >= max(pa[$0], pb[$0]) })
        }
        // The glow fades with distance from the centre: radial alpha 1 − d/r
        // of orange (255, 149, 0) over black.
        let d = hypot(40 - 20.5, 50 - 50.5), t = 1 - d / 30   // pixel (20, 50)'s centre
        #expect(near(px(onlyA, 20, 50), [255 * t, 149 * t, 0, 255], 1.5))
        #expect(px(both, 2, 2) == [0, 0, 0, 255])
    }
}

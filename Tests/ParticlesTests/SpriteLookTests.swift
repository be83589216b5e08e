import Foundation
import Testing
@testable import Particles

/// How one star looks over its life: white-hot at birth, the burst color in
/// mid-life, smaller and fainter towards the end; tails trail behind it.
@Suite struct SpriteLookTests {
    let model = FireworksModel(FireworksConfiguration())
    let red = ParticleColor(red: 1, green: 0.1, blue: 0.1)

    func star(age: Int32) -> Particle {
        Particle(x: 640, y: 300, vx: 200, vy: 0, age: age, life: 400, kind: .star, size: 10, brightness: 1,
                 color: red, endColor: red, seed: 99)
    }

    func head(age: Int32) -> ParticleSprite {
        var out: [ParticleSprite] = []
        SpriteBuilder(model: model, step: 1000, fraction: 0).build([star(age: age)], into: &out)
        return out[out.count - 1]  // the head comes after its tail sprites
    }

    @Test func whiteHotThenBurstColor() {
        let young = head(age: 8), mid = head(age: 200)
        #expect(young.color.green > 0.6 && young.color.blue > 0.6)  // near white
        #expect(mid.color == red)
        #expect(young.coreColor.green > young.color.green)  // the core is whiter than the glow
    }

    @Test func shrinksAndFades() {
        let a = head(age: 80), b = head(age: 240), c = head(age: 360)
        #expect(a.radius > b.radius && b.radius > c.radius)
        #expect(a.opacity > b.opacity && b.opacity > c.opacity)
        #expect(c.opacity < 0.3 * a.opacity)
    }

    func star(vx: Double, vy: Double, kind: ParticleKind = .star) -> ParticleSprite {
        var q = star(age: 100)
        q.vx = vx; q.vy = vy; q.kind = kind
        var out: [ParticleSprite] = []
        SpriteBuilder(model: model, step: 1000, fraction: 0).build([q], into: &out)
        return out[0]
    }

    /// One streak per star, pointing back along the velocity, at least as
    /// long as the path flown in the last tenth of a second, no wider and
    /// no brighter than the head.
    @Test func tailStreaksBehind() {
        var out: [ParticleSprite] = []
        SpriteBuilder(model: model, step: 1000, fraction: 0).build([star(age: 100)], into: &out)
        #expect(out.count == 1)
        let h = out[0]  // 200 px/s to the right
        #expect(h.tailEnd.y == h.position.y && h.tailEnd.x < h.position.x)
        let length = h.position.x - h.tailEnd.x
        #expect(length >= 200 * 0.1 && length <= 2 * 200 * 0.1 + h.radius)
        #expect(h.tailWidth > 0 && h.tailWidth <= h.radius)
        #expect(h.tailOpacity > 0 && h.tailOpacity <= h.opacity)
    }

    @Test func tailFollowsSpeedAndDirection() {
        let slow = star(vx: 0, vy: 100), fast = star(vx: 0, vy: 300)
        #expect(slow.tailEnd.x == slow.position.x && slow.tailEnd.y < slow.position.y)  // moving down: tail above
        #expect(fast.position.y - fast.tailEnd.y > 2 * (slow.position.y - slow.tailEnd.y))
        let diagonal = star(vx: 120, vy: -90)  // tail towards (−4, 3)
        let dx = diagonal.tailEnd.x - diagonal.position.x, dy = diagonal.tailEnd.y - diagonal.position.y
        #expect(dx < 0 && dy > 0 && abs(dx * 3 + dy * 4) < 1e-9)
    }

    @Test func aStarAtRestHasNoTail() {
        let still = star(vx: 0, vy: 0)
        #expect(still.tailOpacity == 0 && still.tailEnd == still.position)
        let spark = star(vx: 300, vy: 0, kind: .crackleSpark)  // sparks flash without tails
        #expect(spark.tailOpacity == 0)
    }

    @Test func fractionOfAStepMovesAlongVelocity() {
        var a: [ParticleSprite] = [], b: [ParticleSprite] = []
        SpriteBuilder(model: model, step: 1000, fraction: 0).build([star(age: 100)], into: &a)
        SpriteBuilder(model: model, step: 1000, fraction: 0.5).build([star(age: 100)], into: &b)
        // 200 px/s for half of a 1/240 s step.
        let moved: Double = b[b.count - 1].position.x - a[a.count - 1].position.x
        #expect(abs(moved - 200.0 / 480) < 1e-12)
    }
}

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

    @Test func tailsTrailBehindAndFainter() {
        var out: [ParticleSprite] = []
        SpriteBuilder(model: model, step: 1000, fraction: 0).build([star(age: 100)], into: &out)
        #expect(out.count > 1)
        let h = out[out.count - 1]
        for t in out.dropLast() {
            #expect(t.position.x < h.position.x && t.position.y == h.position.y)  // moving right: tails to the left
            #expect(t.opacity < h.opacity && t.radius < h.radius && t.coreOpacity == 0)
        }
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

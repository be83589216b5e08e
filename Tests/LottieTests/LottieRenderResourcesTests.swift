import Foundation
import Testing
import Raster
@testable import Lottie

/// A Lottie render blurs through the resources its scene was given, with the
/// bytes of a render through the shared ones.
@Suite struct LottieRenderResourcesTests {
    @Test func aScenesRendersUseItsResources() throws {
        // A red square blurred by a Gaussian Blur effect (ty 29, blurriness 10).
        let blur: [String: Any] = ["ty": 29, "ef": [["ty": 0, "v": Fixture.value(10)], ["ty": 7, "v": Fixture.value(1)]]]
        let layer = Fixture.shapeLayer([Fixture.rect(x: 20, y: 20, w: 16, h: 16), Fixture.fill(1, 0, 0)], extra: ["ef": [blur]])
        let document = Fixture.document(w: 40, h: 40, layers: [layer])
        let own = RenderResources()
        let cachesOn = RenderCaches.isEnabled
        var scene = try Fixture.scene(document)
        scene.resources = own
        let mine = try scene.makeRenderer(for: scene.defaultSettings).render(frame: 0)
        if cachesOn && RenderCaches.isEnabled { #expect(own.filterInputsMet > 0, "the blur went through the render's filter cache") }
        let shared = try Fixture.render(document)
        #expect(mine.withUnsafeBytes { Array($0) } == shared.withUnsafeBytes { Array($0) })
        // Blurred: the square's edge is neither its red nor transparent.
        let edge = mine.pixel(x: 12, y: 20)
        #expect(edge.a > 0 && edge.a < 255)
    }
}

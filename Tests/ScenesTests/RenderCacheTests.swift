import Foundation
import SwiftUICore
import Frames
import Raster
import Scenes
import Testing
import TestSupport

/// The render caches (text layouts and coverage, blur and shadow results)
/// change no byte: every built-in, and text drawn through a context, gives
/// the same frames with the caches on (frames in order, repeated, and out of
/// order, as render workers take them) as with them off.
@Suite(.serialized) struct RenderCacheTests {
    /// Frames with the caches in the state `enabled`, each drawn twice in a row.
    func frames(_ indices: [Int], cached enabled: Bool, _ draw: (Int) throws -> [UInt8]) rethrows -> [[UInt8]] {
        let before = RenderCaches.isEnabled
        RenderCaches.isEnabled = enabled
        defer { RenderCaches.isEnabled = before }
        return try indices.map { i in
            let first = try draw(i)
            let again = try draw(i)
            #expect(firstByteDifference(first, again) == nil, "frame \(i) drawn twice")
            return first
        }
    }

    static let names = BuiltInScenes.all.map(\.name)

    @Test(arguments: names)
    func builtInFramesAreTheSameWithAndWithoutTheCaches(_ name: String) throws {
        let scene = try #require(BuiltInScenes.named(name))
        // A quarter of the size and one second: the caches see the same
        // kinds of layers, a debug build draws them in seconds.
        var settings = scene.defaultSettings
        settings.width = max(2, settings.width / 8 * 2)
        settings.height = max(2, settings.height / 8 * 2)
        settings.duration = min(settings.duration, 1)
        let renderer = try scene.makeRenderer(for: settings)
        let n = settings.frameCount
        let order = [0, 1, n / 2, n - 1, 1]
        let plain = try frames(order, cached: false) { try renderer.render(frame: $0).bytes }
        let cached = try frames(order, cached: true) { try renderer.render(frame: $0).bytes }
        for (k, i) in order.enumerated() {
            #expect(firstPixelDifference(plain[k], cached[k], width: settings.width, height: settings.height,
                                         bytesPerPixel: 4) == nil, "\(name) frame \(i)")
        }
    }

    /// Text still, text moving by fractions of a pixel, rotated text and text
    /// under a shadow, one frame per index.
    func textFrame(_ i: Int) throws -> [UInt8] {
        let p = Pixmap(width: 240, height: 120)
        try GraphicsContext.draw(into: p) { c in
            c.draw(Text("Still text").font(.system(size: 15)), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
            c.draw(Text("Moving ").font(.system(size: 13)) + Text("text").bold().foregroundColor(.red),
                   at: CGPoint(x: 10 + Double(i % 3) * 0.37, y: 40), anchor: .topLeading)
            var turned = c
            turned.rotate(by: .degrees(Double(i % 2) * 3))
            turned.draw(Text("Turned").font(.system(size: 12, design: .serif)), at: CGPoint(x: 120, y: 20))
            var shadowed = c
            shadowed.addFilter(.shadow(color: .black, radius: 3, x: 2, y: 2))
            shadowed.draw(Text("Shadow").font(.system(size: 18)), at: CGPoint(x: 60, y: 90))
        }
        return p.bytes
    }

    @Test func textIsTheSameWithAndWithoutTheCaches() throws {
        let order = [0, 1, 2, 0, 3, 1]
        let plain = try frames(order, cached: false, textFrame)
        let cached = try frames(order, cached: true, textFrame)
        for (k, i) in order.enumerated() {
            #expect(firstPixelDifference(plain[k], cached[k], width: 240, height: 120, bytesPerPixel: 4) == nil,
                    "text frame \(i)")
        }
        #expect(plain[0].contains { $0 != 0 }, "the text frame draws something")
    }
}

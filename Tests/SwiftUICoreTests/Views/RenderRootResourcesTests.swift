import Foundation
import Testing
import Raster
import SwiftUICore
import Typesetting

/// A view render keeps its caches in the resources its root was given: the
/// text it measures while laying out and the coverage it draws go there,
/// and the pixels are those of a render through the shared resources.
@Suite struct RenderRootResourcesTests {
    struct Card: View {
        var title: String
        var body: some View {
            VStack(spacing: 4) {
                Text(title).font(.system(size: 14))
                RoundedRectangle(cornerRadius: 4).fill(.blue).frame(width: 60, height: 8)
            }
        }
    }

    @Test func anImageRendererKeepsItsCachesInItsResources() throws {
        let own = RenderResources()
        let cachesOn = RenderCaches.isEnabled
        let renderer = ImageRenderer(content: Card(title: "Own caches"))
        renderer.resources = own
        let mine = try renderer.render()
        if cachesOn && RenderCaches.isEnabled {
            #expect(own.textLayoutCount > 0, "the title was measured and laid out with the render's resources")
            #expect(own.coverage.footprint > 0, "its glyphs' coverage went to the render's resources")
        }
        let shared = try ImageRenderer(content: Card(title: "Own caches")).render()
        #expect(mine.width == shared.width && mine.height == shared.height)
        #expect(mine.withUnsafeBytes { Array($0) } == shared.withUnsafeBytes { Array($0) })
        #expect(mine.withUnsafeBytes { $0.contains(255) }, "something was drawn")
    }

    @Test func aViewAnimationKeepsItsCachesInItsResources() throws {
        let own = RenderResources()
        let cachesOn = RenderCaches.isEnabled
        var animation = ViewAnimation(Card(title: "Frame by frame"), width: 120, height: 50)
        animation.resources = own
        let mine = try animation.makeRenderer(frameRate: .fps30, duration: 1).render(frame: 3)
        if cachesOn && RenderCaches.isEnabled {
            #expect(own.textLayoutCount > 0)
            #expect(own.coverage.footprint > 0)
        }
        let shared = try ViewAnimation(Card(title: "Frame by frame"), width: 120, height: 50)
            .makeRenderer(frameRate: .fps30, duration: 1).render(frame: 3)
        #expect(mine.withUnsafeBytes { Array($0) } == shared.withUnsafeBytes { Array($0) })
        // Two renders given different resources share nothing.
        let other = RenderResources()
        animation.resources = other
        _ = try ViewScene(animation, duration: 1).makeRenderer(for: ViewScene(animation, duration: 1).defaultSettings)
            .render(frame: 0)
        if cachesOn && RenderCaches.isEnabled {
            #expect(other.textLayoutCount > 0 && other.coverage.footprint > 0, "a ViewScene renders with its animation's resources")
        }
    }
}

import Foundation
import Testing
import Geometry
import Raster
import SwiftUICore

/// A canvas render takes its caches: text drawn through
/// `GraphicsContext.draw(into:…resources:)` keeps its coverage in the
/// caller's resources, with the same pixels as through the shared ones.
@Suite struct RenderResourcesTextTests {
    func render(_ resources: RenderResources) throws -> Pixmap {
        let pixmap = Pixmap(width: 120, height: 40)
        try GraphicsContext.draw(into: pixmap, resources: resources) { context in
            context.draw(Text("Hello").font(.system(size: 24)), at: CGPoint(x: 60, y: 20))
        }
        return pixmap
    }

    @Test func textCachesGoToTheRendersResources() throws {
        let own = RenderResources()
        let cachesOn = RenderCaches.isEnabled
        let mine = try render(own)
        if cachesOn && RenderCaches.isEnabled { #expect(own.coverage.footprint > 0) }
        let shared = try render(.shared)
        #expect(mine.withUnsafeBytes { Array($0) } == shared.withUnsafeBytes { Array($0) })
        // Something was drawn: some pixel of the text is opaque black.
        #expect(mine.withUnsafeBytes { $0.contains(255) })
    }
}

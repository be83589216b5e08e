import Foundation
import Testing
import Geometry
@testable import Raster

/// A render's caches are the resources it takes: a caller's own are filled
/// by its drawing and by no other's, and the pixels never depend on which.
@Suite struct RenderResourcesTests {
    final class Name: Sendable {}

    /// A red ellipse filled through the coverage cache of `resources`;
    /// `built` counts the times its path had to be built.
    func draw(_ resources: RenderResources, _ key: CoverageKey, built: inout Int) throws -> Pixmap {
        let pixmap = Pixmap(width: 40, height: 40)
        let context = RasterContext(target: pixmap, resources: resources)
        context.fill(cachedAs: key, {
            built += 1
            return Path(ellipseIn: CGRect(x: 4, y: 6, width: 30, height: 26))
        }, paint: .color(RGBAColor(red: 1, green: 0, blue: 0)))
        try context.flush()
        return pixmap
    }

    @Test func aCallersResourcesHoldItsCachesAlone() throws {
        let key = CoverageKey(source: Name(), part: 0, origin: .zero)
        let own = RenderResources(), other = RenderResources()
        let cachesOn = RenderCaches.isEnabled
        var built = 0
        let first = try draw(own, key, built: &built)
        let again = try draw(own, key, built: &built)
        let elsewhere = try draw(other, key, built: &built)
        // Another test may switch the caches off meanwhile: then every draw builds its path.
        if cachesOn && RenderCaches.isEnabled {
            #expect(built == 2, "the second draw in `own` reuses its coverage; `other` has none of it")
            #expect(own.coverage.footprint > 0 && other.coverage.footprint == own.coverage.footprint)
        }
        // The ellipse's centre (19, 19) is inside, the corner outside; the bytes are the same from every cache.
        #expect(first.pixel(x: 19, y: 19) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(first.pixel(x: 0, y: 0) == .transparent)
        #expect(first.withUnsafeBytes { Array($0) } == again.withUnsafeBytes { Array($0) })
        #expect(first.withUnsafeBytes { Array($0) } == elsewhere.withUnsafeBytes { Array($0) })
    }
}

// GraphicsContext.Shading.palette and GraphicsContext.resolve(_ shading:).
// Apple: a palette is a list of shadings for the layers of a multi-layer
// symbol; resolve fixes a shading to the context's current environment.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Geometry

@Suite struct ContextPaletteTests {
    let full = Path(CGRect(x: 0, y: 0, width: 4, height: 4))

    @Test func aPaletteFillsWithItsFirstShading() throws {
        let p = try renderContext(4, 4) { c, _ in
            c.fill(full, with: .palette([.color(rgb8(10, 200, 30)), .color(rgb8(255, 0, 0))]))
        }
        #expect(px(p, 2, 2) == [10, 200, 30, 255])
        let empty = try renderContext(4, 4) { c, _ in c.fill(full, with: .palette([])) }
        #expect(px(empty, 2, 2) == [0, 0, 0, 0])
    }

    @Test func resolvedForegroundKeepsTheStyleOfItsContext() throws {
        var canvas = Canvas { c, _ in
            let resolved = c.resolve(GraphicsContext.Shading.foreground)
            let other = c
            other.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), with: resolved)
        }
        canvas.foregroundStyle = AnyShapeStyle(rgb8(0, 0, 255))
        let p = try canvas.render(width: 4, height: 4)
        #expect(px(p, 1, 1) == [0, 0, 255, 255])
        #expect(px(p, 3, 1) == [0, 0, 0, 0])
        // Without a foreground style, foreground is black (Color.primary).
        let plain = try renderContext(2, 2) { c, _ in c.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: c.resolve(.foreground)) }
        #expect(px(plain, 1, 1) == [0, 0, 0, 255])
    }
}

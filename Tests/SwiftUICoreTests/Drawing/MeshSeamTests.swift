// A mesh gradient covers its whole rectangle in every frame of an
// animation: no pixel at a seam between patches (or between the triangles
// a patch is cut into) is left with the background showing through.
import Foundation
import Testing
@testable import SwiftUICore
import Raster

@Suite struct MeshSeamTests {
    /// A 3 × 3 mesh whose border vertices stay on the rectangle's edges
    /// (its border curves are straight, along the edges) and whose middle
    /// vertex circles round the centre, as an animated mesh does; opaque
    /// colours over a clear background, so every pixel centre lies inside
    /// the mesh and must come out opaque.
    func mesh(middle: SIMD2<Float>) -> MeshGradient {
        MeshGradient(width: 3, height: 3, points: [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], middle, [1, 0.5],
            [0, 1], [0.5, 1], [1, 1],
        ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
    }

    @Test(arguments: [(97, 83), (200, 120), (64, 64)])
    func noPixelIsLeftUncoveredAsTheMeshMoves(_ size: (Int, Int)) throws {
        var holes: [String] = []
        for k in 0..<48 {
            let angle = Float(k) / 48 * 2 * .pi
            let middle = SIMD2<Float>(0.5 + 0.3 * cos(angle), 0.5 + 0.25 * sin(angle * 2))
            let p = try #require(mesh(middle: middle).render(pixelWidth: size.0, pixelHeight: size.1))
            for y in 0..<p.height {
                for x in 0..<p.width where p.pixel(x: x, y: y).a != 255 {
                    holes.append("step \(k): (\(x), \(y)) alpha \(p.pixel(x: x, y: y).a)")
                }
            }
        }
        #expect(holes.isEmpty, "\(holes.count) uncovered pixels, first: \(holes.prefix(5))")
    }
}

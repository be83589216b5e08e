// MeshGradient on pixels, against values worked out from Apple's description
// (vertices keep their colours; colours blend across each cell).
import AnimGen
import Testing

@Suite struct MeshGradientChecks {
    @Test func twoByTwoMeshBlendsTheCornersBilinearly() throws {
        // With one cell, every tangent is the cell's own edge, so position and
        // colour are bilinear: at (u, v), r = u(1 − v), g = (1 − u)v, b = uv.
        let picture = try render(FourCornerMesh(), scale: 1)
        for (x, y) in [(9, 29), (20, 20), (35, 4), (2, 37)] {
            let u = (Double(x) + 0.5) / 40, v = (Double(y) + 0.5) / 40
            let r = Int((u * (1 - v) * 255).rounded()), g = Int(((1 - u) * v * 255).rounded()), b = Int((u * v * 255).rounded())
            #expect(matches(picture.at(CGFloat(x), CGFloat(y)), r, g, b), "(\(x), \(y)) \(picture.at(CGFloat(x), CGFloat(y))) vs \(r) \(g) \(b)")
        }
    }

    @Test func aMovedVertexCarriesItsColour() throws {
        // The white vertex sits at (30, 20); the grid's old centre (20, 20) is
        // now inside the left cells, darker; the corners stay black.
        let picture = try render(PulledMesh(), scale: 1)
        #expect(picture.at(29.5, 19.5).r >= 240 && picture.at(29.5, 19.5).a == 255, "\(picture.at(29.5, 19.5))")
        #expect(picture.at(12, 20).r < picture.at(28, 20).r && picture.at(12, 20).r < 200)
        #expect(matches(picture.at(0.5, 0.5), 0, 0, 0, within: 8) && matches(picture.at(39.5, 39.5), 0, 0, 0, within: 8))
    }

    @Test func outsideTheMeshIsTheBackground() throws {
        let picture = try render(HalfMesh(), scale: 1)
        #expect(matches(picture.at(5, 10), 0, 0, 0) && matches(picture.at(19, 10), 0, 0, 0))
        #expect(matches(picture.at(21, 10), 0, 0, 255) && matches(picture.at(39, 19), 0, 0, 255))
    }
}

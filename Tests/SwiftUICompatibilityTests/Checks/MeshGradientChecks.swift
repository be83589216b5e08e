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

    @Test func bezierPointsBendTheEdges() throws {
        // The top edge is the cubic from (0, 0) via (1/3, 1/2) and (2/3, 1/2) to (1, 0): x = t,
        // y = 1.5 t (1 − t), so 15 pt down at the middle and 9.6 pt at x = 8 (t = 0.2).
        let picture = try render(SaggingMesh(), scale: 1)
        #expect(picture.isClear(20, 13) && picture.isOpaque(20, 17))
        #expect(picture.isClear(8, 8) && picture.isOpaque(8, 11.5))
        #expect(matches(picture.at(20, 30), 0, 122, 255))
        #expect(picture.isOpaque(0.5, 39.5) && picture.isOpaque(39.5, 39.5) && picture.isOpaque(0.5, 5))
    }

    @Test func perceptualMixesInOklab() throws {
        // Half way, u ≈ 0.51 (the pixel centre 20.5 of 40): device mixes the sRGB components, ≈ 131;
        // Oklab mixes lightness, L ≈ 0.51, linear L³ ≈ 0.133, sRGB ≈ 102.
        let device = try render(BlackToWhiteMesh(colorSpace: .device), scale: 1).at(20, 20)
        let perceptual = try render(BlackToWhiteMesh(colorSpace: .perceptual), scale: 1).at(20, 20)
        #expect(device.r >= 127 && device.r <= 134, "\(device)")
        #expect(perceptual.r >= 96 && perceptual.r <= 108, "\(perceptual)")
        #expect(perceptual.r == perceptual.g && perceptual.g == perceptual.b)
    }

    @Test func meshGradientsAnimate() throws {
        // Linear over 1 s at 10 fps: frame 5 is half way. The right edge moves from 20 to 40 pt, at 30
        // half way; the colours go from black to white in linear light (SwiftUI animates colours so):
        // linear 0.5 is sRGB 188.
        let start = try frame(0, of: SlidingMesh(), width: 40, height: 40)
        #expect(start.isOpaque(18, 20) && start.isClear(22, 20))
        let half = try frame(5, of: SlidingMesh(), width: 40, height: 40)
        #expect(half.isOpaque(28, 20) && half.isClear(32, 20))
        #expect(matches(half.at(10, 20), 188, 188, 188, within: 3), "\(half.at(10, 20))")
        let end = try frame(10, of: SlidingMesh(), width: 40, height: 40)
        #expect(end.isOpaque(38, 20) && matches(end.at(10, 20), 255, 255, 255))
    }

    @Test func dynamicMeshColoursAnimateInTheirAppearance() throws {
        // In dark, .primary is white and .blue (10, 132, 255) (the HIG's dark
        // systemBlue): half way the linear-light mix is (187.8, 205.7, 255), not
        // the light appearance's black-to-(0, 122, 255) mix; the dark blue at the end.
        var movie = ViewAnimation(SlidingMesh(closedColor: .primary, openColor: .blue), width: 40, height: 40)
        movie.colorScheme = .dark
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 3)
        let half = Picture(pixmap: try frames.render(frame: 5), scale: 1), end = Picture(pixmap: try frames.render(frame: 10), scale: 1)
        #expect(matches(half.at(10, 20), 188, 206, 255, within: 3), "\(half.at(10, 20))")
        #expect(matches(end.at(10, 20), 10, 132, 255), "\(end.at(10, 20))")
    }
}

import Testing
@testable import Raster

@Suite struct ColoredTrianglesTests {
    @Test func pixelsInsideGetTheBarycentricMix() {
        // Corners red (0, 0), green (20, 0), blue (0, 20): at the centre of
        // pixel (4, 9), (4.5, 9.5), the weights are green 4.5/20, blue 9.5/20,
        // red the rest: (0.3 · 255, 0.225 · 255, 0.475 · 255) = (76.5, 57.4, 121.1).
        let p = Pixmap(width: 20, height: 20)
        p.setColoredTriangles([ColoredVertex(x: 0, y: 0, color: RGBAColor(red: 1, green: 0, blue: 0)),
                               ColoredVertex(x: 20, y: 0, color: RGBAColor(red: 0, green: 1, blue: 0)),
                               ColoredVertex(x: 0, y: 20, color: RGBAColor(red: 0, green: 0, blue: 1))],
                              triangles: [(0, 1, 2)])
        let c = p.pixel(x: 4, y: 9)
        #expect(abs(Int(c.r) - 77) <= 1 && abs(Int(c.g) - 57) <= 1 && abs(Int(c.b) - 121) <= 1 && c.a == 255, "\(c)")
        // Beyond the hypotenuse x + y = 20 nothing is set; (10.5, 8.5) is inside.
        // A centre exactly on it, (10.5, 9.5), is the neighbour's under the
        // watertight rule (an edge pixel belongs to exactly one triangle).
        #expect(p.pixel(x: 15, y: 15) == .transparent && p.pixel(x: 10, y: 8).a == 255)
    }

    @Test func sharedEdgesLeaveNoGapsAndTheResultIsRepeatable() {
        // Two triangles tiling a square cover every pixel, the same bytes each time.
        func draw() -> Pixmap {
            let p = Pixmap(width: 16, height: 16)
            let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            p.setColoredTriangles([ColoredVertex(x: 0, y: 0, color: red), ColoredVertex(x: 16, y: 0, color: blue),
                                   ColoredVertex(x: 0, y: 16, color: blue), ColoredVertex(x: 16, y: 16, color: red)],
                                  triangles: [(0, 1, 2), (1, 3, 2)])
            return p
        }
        let a = draw(), b = draw()
        for y in 0..<16 { for x in 0..<16 { #expect(a.pixel(x: x, y: y).a > 0 && a.pixel(x: x, y: y) == b.pixel(x: x, y: y)) } }
    }
}

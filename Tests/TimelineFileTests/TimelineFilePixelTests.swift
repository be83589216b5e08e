import Foundation
import Frames
import Testing
import Raster
@testable import TimelineFile

/// Small files whose pixels are worked out by hand: pixel (x, y) covers
/// [x, x+1) × [y, y+1), colors are premultiplied 8-bit sRGB.
@Suite struct TimelineFilePixelTests {
    func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let c = p.pixel(x: x, y: y)
        return [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
    }

    func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func rectangleCoversExactlyItsPixels() throws {
        // A 10×10 white square centred at (10, 10): it covers x, y in 5 ..< 15.
        let p = try TimelineTestSupport.render("""
            { size: [20, 20], duration: 1, background: "black",
              layers: [{ type: "rect", position: [10, 10], size: [10, 10], fill: "white" }] }
            """)
        #expect(pixel(p, 5, 5) == [255, 255, 255, 255])
        #expect(pixel(p, 14, 14) == [255, 255, 255, 255])
        #expect(pixel(p, 4, 10) == [0, 0, 0, 255])
        #expect(pixel(p, 15, 10) == [0, 0, 0, 255])
        #expect(pixel(p, 10, 15) == [0, 0, 0, 255])
    }

    @Test func defaultPositionIsTheCanvasCentreAndAnchorMoves() throws {
        // No position: the centre (10, 10). anchor topLeading puts the
        // square's corner there: it covers 10 ..< 16.
        let p = try TimelineTestSupport.render("""
            { size: [20, 20], duration: 1,
              layers: [{ type: "rect", anchor: "topLeading", size: [6, 6], fill: "#FF0000" }] }
            """)
        #expect(pixel(p, 10, 10) == [255, 0, 0, 255])
        #expect(pixel(p, 15, 15) == [255, 0, 0, 255])
        #expect(pixel(p, 9, 12) == [0, 0, 0, 0])
        #expect(pixel(p, 16, 12) == [0, 0, 0, 0])
    }

    @Test func translucentCapsuleBlendsOverBackground() throws {
        // White at alpha 0.15 over black: 0.15 × 255 = 38.25 → 38 in every channel.
        let p = try TimelineTestSupport.render("""
            { size: [40, 20], duration: 1, background: "black",
              layers: [{ type: "capsule", position: [20, 10], size: [30, 6], fill: "rgba(255, 255, 255, 0.15)" }] }
            """)
        #expect(near(pixel(p, 20, 10), [38, 38, 38, 255]))
        #expect(pixel(p, 20, 2) == [0, 0, 0, 255])
    }

    @Test func opacityHalvesTheColor() throws {
        let p = try TimelineTestSupport.render("""
            { size: [10, 10], duration: 1,
              layers: [{ type: "rect", position: [5, 5], size: [10, 10], fill: "white", opacity: 0.5 }] }
            """)
        // Premultiplied white at 50 %: 127.5 → 127 or 128 in every channel.
        #expect(near(pixel(p, 5, 5), [128, 128, 128, 128]))
    }

    @Test func linearAnimationPlacesTheSquareAtFrameTime() throws {
        // x from 5 to 25 over 1 s, linear; frame 5 at 10 fps is t = 0.5 →
        // centre x = 15, the 4-wide square covers 13 ..< 17.
        let text = """
            { size: [30, 10], fps: 10, duration: 1,
              layers: [{ type: "rect", size: [4, 4], fill: "white",
                         position: { from: [5, 5], to: [25, 5], duration: 1 } }] }
            """
        let p = try TimelineTestSupport.render(text, frame: 5)
        #expect(pixel(p, 13, 5) == [255, 255, 255, 255])
        #expect(pixel(p, 16, 5) == [255, 255, 255, 255])
        #expect(pixel(p, 12, 5) == [0, 0, 0, 0])
        #expect(pixel(p, 17, 5) == [0, 0, 0, 0])
    }

    @Test func rotationTurnsABarAroundItsCentre() throws {
        // A 12×2 bar at (10, 10) rotated 90°: it covers x 9 ..< 11, y 4 ..< 16.
        let p = try TimelineTestSupport.render("""
            { size: [20, 20], duration: 1,
              layers: [{ type: "rect", position: [10, 10], size: [12, 2], rotation: 90, fill: "white" }] }
            """)
        #expect(pixel(p, 9, 4)[3] == 255)
        #expect(pixel(p, 10, 15)[3] == 255)
        #expect(pixel(p, 4, 10)[3] == 0)
        #expect(pixel(p, 12, 10)[3] == 0)
    }

    @Test func groupChildrenUseTheGroupsCoordinates() throws {
        // The group moves its origin to (10, 0); the child at (5, 5) lands at (15, 5).
        let p = try TimelineTestSupport.render("""
            { size: [20, 10], duration: 1,
              layers: [{ type: "group", position: [10, 0],
                         layers: [{ type: "rect", position: [5, 5], size: [2, 2], fill: "white" }] }] }
            """)
        #expect(pixel(p, 14, 4)[3] == 255)
        #expect(pixel(p, 15, 5)[3] == 255)
        #expect(pixel(p, 4, 4)[3] == 0)
    }

    @Test func trimDrawsHalfAStroke() throws {
        // A horizontal path from x 0 to 20, 2 wide, trimmed to its first half:
        // the stroke covers x 0 ..< 10, y 4 ..< 6.
        let p = try TimelineTestSupport.render("""
            { size: [20, 10], duration: 1,
              layers: [{ type: "path", d: "M 0 5 L 20 5", position: [10, 5],
                         stroke: { paint: "white", lineWidth: 2 }, trim: { to: 0.5 } }] }
            """)
        #expect(pixel(p, 2, 4)[3] == 255)
        #expect(pixel(p, 9, 5)[3] == 255)
        #expect(pixel(p, 11, 5)[3] == 0)
        #expect(pixel(p, 2, 7)[3] == 0)
    }

    @Test func strokeBorderStaysInsideTheFrame() throws {
        // strokeBorder 2 wide on a 10×10 rect at (10, 10): the ring covers
        // 5 ..< 7 and 13 ..< 15; the inside (8 … 12) stays empty.
        let p = try TimelineTestSupport.render("""
            { size: [20, 20], duration: 1,
              layers: [{ type: "rect", position: [10, 10], size: [10, 10], strokeBorder: { paint: "white", lineWidth: 2 } }] }
            """)
        #expect(pixel(p, 5, 10)[3] == 255)
        #expect(pixel(p, 6, 10)[3] == 255)
        #expect(pixel(p, 14, 10)[3] == 255)
        #expect(pixel(p, 4, 10)[3] == 0)
        #expect(pixel(p, 10, 10)[3] == 0)
    }

    @Test func clipKeepsOnlyTheInsideOfTheCircle() throws {
        // A white 20×20 square clipped to the circle of its frame (radius 10
        // around (10, 10)): the corner pixel is outside, the centre inside.
        let p = try TimelineTestSupport.render("""
            { size: [20, 20], duration: 1,
              layers: [{ type: "rect", position: [10, 10], size: [20, 20], fill: "white", clip: { type: "circle" } }] }
            """)
        #expect(pixel(p, 10, 10)[3] == 255)
        #expect(pixel(p, 0, 0)[3] == 0)
        #expect(pixel(p, 19, 19)[3] == 0)
    }
}

/// Determinism: the same frame rendered alone, into a reused canvas, at
/// another thread's turn, gives the same bytes.
@Suite struct TimelineFileDeterminismTests {
    @Test func frameAloneEqualsFrameIntoReusedCanvas() throws {
        for file in TimelineTestSupport.exampleFiles {
            let scene = try TimelineFileScene(contentsOfFile: file.path)
            var settings = scene.defaultSettings
            settings.width /= 4
            settings.height /= 4
            let a = try scene.makeRenderer(for: settings), b = try scene.makeRenderer(for: settings)
            let last = settings.frameCount - 1
            let canvas = Pixmap(width: settings.width, height: settings.height)
            // b draws other frames into the canvas first, out of order.
            try b.render(frame: last, into: canvas)
            try b.render(frame: 3, into: canvas)
            try b.render(frame: last / 2, into: canvas)
            #expect(try a.render(frame: last / 2) == canvas, "\(file.lastPathComponent)")
        }
    }
}

import Foundation
import Frames
import Raster
@testable import Verification
import Testing
import Timeline

@Suite struct VerificationContactSheetTests {
    @Test func framesLandInTheirCellsWithCaptions() throws {
        let settings = SceneSettings(width: 48, height: 32, frameRate: .fps30, duration: 1, seed: 1)
        let renderer = try MovingRectScene().makeRenderer(for: settings)
        let sheet = try ContactSheet.make(frames: [0, 10, 20, 29], frameRate: .fps30, columns: 2) {
            try renderer.render(frame: $0)
        }
        // Layout: 12 px margins and gaps, cells at least 160 px wide, two
        // 16 px caption lines under a 4 px space.
        #expect(sheet.width == 12 + 160 + 12 + 160 + 12)
        #expect(sheet.height == 12 + (32 + 4 + 32) + 12 + (32 + 4 + 32) + 12)
        // Frame 20 is the first cell of the second row, pixel for pixel (it is opaque).
        let frame20 = try renderer.render(frame: 20)
        let top = 12 + 68 + 12
        var same = true
        for y in 0..<32 { for x in 0..<48 where sheet.pixel(x: 12 + x, y: top + y) != frame20.pixel(x: x, y: y) { same = false } }
        #expect(same)
        // Caption text is drawn under each picture: light pixels in the caption band.
        var light = 0
        for y in (12 + 36)..<(12 + 68) { for x in 12..<172 where sheet.pixel(x: x, y: y).g > 120 { light += 1 } }
        #expect(light > 20)
    }

    @Test func largeFramesAreShrunkByAreaAverage() throws {
        // 640×2 stripes of 0 and 200 in alternate columns; a 320 px thumbnail averages pairs to 100.
        let frame = makePixmap(width: 640, height: 2) { x, _ in
            let v: UInt8 = x % 2 == 0 ? 0 : 200
            return RGBA8(r: v, g: v, b: v, a: 255)
        }
        let sheet = try ContactSheet.make(frames: [0], frameRate: .fps30, columns: 1) { _ in frame }
        #expect(sheet.width == 12 + 320 + 12)
        #expect(sheet.pixel(x: 12 + 100, y: 12) == RGBA8(r: 100, g: 100, b: 100, a: 255))
    }
}

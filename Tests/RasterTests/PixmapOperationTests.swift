// The small typed pixel operations the layers above use instead of raw
// pixel memory, checked on hand-made pixmaps.
import Foundation
import Geometry
import Testing
@testable import Raster

@Suite struct PixmapOperationTests {
    /// A 3×2 pixmap whose pixel (x, y) is (10x + y, 100 + y, 0, 255).
    func numbered() -> Pixmap {
        let p = Pixmap(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { p.setPixel(x: x, y: y, RGBA8(r: UInt8(10 * x + y), g: UInt8(100 + y), b: 0, a: 255)) } }
        return p
    }

    @Test func paddingRepeatsTheEdgePixels() {
        let padded = numbered().paddedByRepeatingEdges()
        #expect(padded.width == 5 && padded.height == 4)
        // Corners repeat the corner pixels; the inside is the original, shifted by one.
        #expect(padded.pixel(x: 0, y: 0).r == 0 && padded.pixel(x: 4, y: 3) == RGBA8(r: 21, g: 101, b: 0, a: 255))
        #expect(padded.pixel(x: 2, y: 1).r == 10 && padded.pixel(x: 3, y: 2).r == 21)
        #expect(padded.pixel(x: 4, y: 1).r == 20 && padded.pixel(x: 2, y: 3).r == 11)
    }

    @Test func tilingRepeatsTheRegion() {
        // The 2×1 region at (1, 1) is pixels (11, …) and (21, …).
        let pattern = numbered().tiled(x: 1, y: 1, width: 2, height: 1, columns: 3, rows: 2)
        #expect(pattern.width == 6 && pattern.height == 2)
        let reds = (0..<2).map { y in (0..<6).map { pattern.pixel(x: $0, y: y).r } }
        #expect(reds == [[11, 21, 11, 21, 11, 21], [11, 21, 11, 21, 11, 21]])
    }

    @Test func updateCopiesEveryPixel() {
        let target = Pixmap(width: 3, height: 2)
        target.update(from: numbered())
        #expect(target == numbered())
    }

    @Test func layerAlphaMaskIsScaledInvertedAndIntersected() throws {
        let layer = Pixmap(width: 2, height: 1)
        layer.setPixel(x: 0, y: 0, RGBA8(r: 0, g: 0, b: 0, a: 200))
        layer.setPixel(x: 1, y: 0, RGBA8(r: 0, g: 0, b: 0, a: 255))
        // round(200 · 128 / 255) = 100, round(255 · 128 / 255) = 128.
        let half = try ClipMask(alphaOf: layer, opacity: 128)
        #expect(half.value(x: 0, y: 0) == 100 && half.value(x: 1, y: 0) == 128)
        let outside = try ClipMask(alphaOf: layer, opacity: 128, inverted: true)
        #expect(outside.value(x: 0, y: 0) == 155 && outside.value(x: 1, y: 0) == 127)
        // Intersected with `half`: round(155 · 100 / 255) = 61, round(127 · 128 / 255) = 64.
        let both = try ClipMask(alphaOf: layer, opacity: 128, inverted: true, intersecting: half)
        #expect(both.value(x: 0, y: 0) == 61 && both.value(x: 1, y: 0) == 64)
        #expect(throws: RasterError.self) {
            try ClipMask(alphaOf: Pixmap(width: 3, height: 1), opacity: 255, intersecting: half)
        }
    }

    @Test func invertedPathMaskKeepsTheOutside() throws {
        // A path covering the left half of a 4×1 mask.
        let path = Path(CGRect(x: 0, y: 0, width: 2, height: 1))
        let inside = try ClipMask(width: 4, height: 1, path: path)
        let outside = try ClipMask(width: 4, height: 1, path: path, inverted: true)
        #expect((0..<4).map { inside.value(x: $0, y: 0) } == [255, 255, 0, 0])
        #expect((0..<4).map { outside.value(x: $0, y: 0) } == [0, 0, 255, 255])
    }

    @Test func channelDifferencesCountTheLargestChannelPerPixel() {
        let a = numbered(), b = numbered()
        b.setPixel(x: 0, y: 0, RGBA8(r: 3, g: 96, b: 0, a: 255))   // differences 3 and 4: largest 4
        b.setPixel(x: 2, y: 1, RGBA8(r: 21, g: 101, b: 0, a: 250)) // difference 5 in alpha
        let d = ChannelDifferences(a, b)
        #expect(d.histogram[0] == 4 && d.histogram[4] == 1 && d.histogram[5] == 1)
        #expect(d.histogram.reduce(0, +) == 6)
        #expect(d.squaredErrorSum == 9 + 16 + 25)
    }

    @Test func straightAlphaRoundTrips() {
        let p = Pixmap(width: 3, height: 1)
        // Premultiplied (100, 50, 0, 200), opaque red, and transparent.
        p.setPixel(x: 0, y: 0, RGBA8(r: 100, g: 50, b: 0, a: 200))
        p.setPixel(x: 1, y: 0, RGBA8(r: 255, g: 0, b: 0, a: 255))
        var straight = [UInt8](repeating: 7, count: 12)
        straight.withUnsafeMutableBufferPointer { p.copyUnpremultiplied(into: $0.baseAddress!) }
        // round(100·255/200) = 128 (127.5 rounds up), round(50·255/200) = 64 (63.75).
        #expect(straight == [128, 64, 0, 200, 255, 0, 0, 255, 0, 0, 0, 0])
        let back = Pixmap(width: 3, height: 1)
        back.withUnsafeMutableBytes { $0.copyBytes(from: straight) }
        back.premultiplyStraightAlpha()
        // round(128·200/255) = 100, round(64·200/255) = 50: the pixels come back.
        #expect(back == p)
    }

    @Test func compositingOverAColourIsOpaque() {
        let p = Pixmap(width: 2, height: 1)
        p.setPixel(x: 0, y: 0, RGBA8(r: 100, g: 0, b: 0, a: 128))
        var out = [UInt8](repeating: 0, count: 8)
        out.withUnsafeMutableBufferPointer { p.copyComposited(overR: 0, g: 0, b: 255, into: $0.baseAddress!) }
        // Blue under half-covered red: b = round(255·127/255) = 127; transparent shows pure blue.
        #expect(out == [100, 0, 127, 255, 0, 0, 255, 255])
    }

    @Test func opaqueRunsAndTranslucentPixelsConvertAlike() {
        // 37 pixels: runs of 16 that are all opaque take the vector copy, the
        // run holding pixel 20 (translucent) and the last 5 go pixel by pixel.
        let p = Pixmap(width: 37, height: 1)
        p.clear(to: RGBA8(r: 10, g: 20, b: 30, a: 255))
        p.setPixel(x: 20, y: 0, RGBA8(r: 100, g: 50, b: 0, a: 200))
        p.setPixel(x: 36, y: 0, RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(!p.isOpaque)
        var straight = [UInt8](repeating: 7, count: 37 * 4), over = straight
        straight.withUnsafeMutableBufferPointer { p.copyUnpremultiplied(into: $0.baseAddress!) }
        over.withUnsafeMutableBufferPointer { p.copyComposited(overR: 0, g: 0, b: 255, into: $0.baseAddress!) }
        for x in [0, 15, 16, 19, 21, 31, 32, 35] {
            #expect(Array(straight[x * 4..<x * 4 + 4]) == [10, 20, 30, 255], "pixel \(x)")
            #expect(Array(over[x * 4..<x * 4 + 4]) == [10, 20, 30, 255], "pixel \(x)")
        }
        // round(100·255/200) = 128, round(50·255/200) = 64; over blue: 0 + round(255·55/255) = 55.
        #expect(Array(straight[80..<84]) == [128, 64, 0, 200] && Array(over[80..<84]) == [100, 50, 55, 255])
        #expect(Array(straight[144..<148]) == [0, 0, 0, 0] && Array(over[144..<148]) == [0, 0, 255, 255])
        p.setPixel(x: 20, y: 0, RGBA8(r: 1, g: 2, b: 3, a: 255))
        #expect(!p.isOpaque)
        p.setPixel(x: 36, y: 0, RGBA8(r: 1, g: 2, b: 3, a: 255))
        #expect(p.isOpaque)
        p.setPixel(x: 3, y: 0, RGBA8(r: 1, g: 2, b: 3, a: 254))
        #expect(!p.isOpaque)
    }

    @Test func bgraRowsAndCropsCopyWhereTheySay() {
        let bgra: [UInt8] = [3, 2, 1, 4, 7, 6, 5, 8, 99, 99]   // two pixels, then row padding
        let p = Pixmap(width: 2, height: 1)
        bgra.withUnsafeBufferPointer { p.update(fromBGRA: $0.baseAddress!, rowBytes: 10) }
        #expect(p.pixel(x: 0, y: 0) == RGBA8(r: 1, g: 2, b: 3, a: 4) && p.pixel(x: 1, y: 0) == RGBA8(r: 5, g: 6, b: 7, a: 8))
        let crop = Pixmap(width: 2, height: 1)
        crop.update(from: numbered(), x: 1, y: 1)
        #expect(crop.pixel(x: 0, y: 0).r == 11 && crop.pixel(x: 1, y: 0).r == 21)
    }
}

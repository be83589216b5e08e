import CFFmpeg
import Foundation
@testable import Media
import Raster
import TestSupport
import Testing
import Timeline

/// BT.709 limited-range Y'CbCr → R'G'B' (0…255), the inverse of the
/// encoding formulas, evaluated in Double.
private func rgbFromYCbCr(_ y: Double, _ cb: Double, _ cr: Double) -> (r: Double, g: Double, b: Double) {
    let kr = 0.2126, kb = 0.0722
    let kg = 1 - kr - kb
    let yp = (y - 16) * 255 / 219
    let pb = (cb - 128) * 255 / 224, pr = (cr - 128) * 255 / 224
    let r = yp + 2 * (1 - kr) * pr, b = yp + 2 * (1 - kb) * pb
    return (r, (yp - kr * r - kb * b) / kg, b)
}

private func solid(_ w: Int, _ h: Int, _ c: RGBA8) -> Pixmap {
    let p = Pixmap(width: w, height: h)
    p.clear(to: c)
    return p
}

/// Sample (x, y) of plane `i` of a prepared frame.
private func sample(_ f: PreparedFrame, plane i: Int32, x: Int, y: Int) -> UInt8 {
    cff_frame_data(f.frame, i)[y * Int(cff_frame_linesize(f.frame, i)) + x]
}

@Suite struct YUVEncodingTests {
    @Test func mp4ConverterFillsPlanesInYCbCrOrder() throws {
        let url = scratchFolder().appendingPathComponent("c.mp4")
        let enc = try makeEncoder(for: url, width: 40, height: 20, frameRate: try FrameRate(numerator: 25, denominator: 1))
        defer { enc.cancel() }
        // Left half blue, right half red.
        let p = solid(40, 20, RGBA8(r: 0, g: 0, b: 255, a: 255))
        for y in 0..<20 { for x in 20..<40 { p.setPixel(x: x, y: y, RGBA8(r: 255, g: 0, b: 0, a: 255)) } }
        let f = try enc.makeConverter().prepare(p)
        #expect(f.frame.pointee.format == AV_PIX_FMT_YUV420P.rawValue)
        #expect(f.frame.pointee.colorspace == AVCOL_SPC_BT709 && f.frame.pointee.color_range == AVCOL_RANGE_MPEG)
        // Blue: Y 31.8, Cb 240, Cr 117.7; red: Y 62.6, Cb 102.3, Cr 240.
        #expect(sample(f, plane: 0, x: 3, y: 17) == 32 && sample(f, plane: 0, x: 39, y: 0) == 63)
        #expect(sample(f, plane: 1, x: 2, y: 5) == 240 && sample(f, plane: 2, x: 2, y: 5) == 118)
        #expect(sample(f, plane: 1, x: 19, y: 9) == 102 && sample(f, plane: 2, x: 19, y: 9) == 240)
    }

    @Test func transparentPixelsTakeTheBackgroundBeforeConversion() throws {
        let url = scratchFolder().appendingPathComponent("bg.mp4")
        let enc = try makeEncoder(for: url, width: 16, height: 8, frameRate: try FrameRate(numerator: 25, denominator: 1),
                                  options: EncodeOptions(background: RGBA8(r: 255, g: 0, b: 0, a: 255)))
        defer { enc.cancel() }
        let p = Pixmap(width: 16, height: 8) // transparent: all background
        // Half-covering premultiplied blue: 128 blue + red·127/255 = (127, 0, 128).
        for y in 0..<8 { for x in 8..<16 { p.setPixel(x: x, y: y, RGBA8(r: 0, g: 0, b: 128, a: 128)) } }
        let f = try enc.makeConverter().prepare(p)
        #expect(sample(f, plane: 0, x: 0, y: 0) == 63 && sample(f, plane: 2, x: 0, y: 0) == 240)
        // (127, 0, 128): Y = 16 + 219/255·(0.2126·127 + 0.0722·128) = 47.1.
        #expect(sample(f, plane: 0, x: 12, y: 4) == 47)
    }

    @Test func webmOverABackgroundAtAnOddSizeUsesTheSameConversion() throws {
        // WebM with a background is yuv420p BT.709 too, and accepts odd sizes:
        // 33x17 leaves a last column and row of 1-pixel-wide blocks.
        let url = scratchFolder().appendingPathComponent("odd.webm")
        let enc = try makeEncoder(for: url, width: 33, height: 17, frameRate: try FrameRate(numerator: 25, denominator: 1),
                                  options: EncodeOptions(background: RGBA8(r: 0, g: 0, b: 0, a: 255)))
        defer { enc.cancel() }
        let p = solid(33, 17, RGBA8(r: 0, g: 255, b: 0, a: 255))
        p.setPixel(x: 32, y: 16, RGBA8(r: 255, g: 0, b: 0, a: 255))
        let f = try enc.makeConverter().prepare(p)
        #expect(f.frame.pointee.format == AV_PIX_FMT_YUV420P.rawValue)
        // Green: Y 172.6, Cb 41.7, Cr 26.3; the corner block is red alone.
        #expect(sample(f, plane: 0, x: 31, y: 16) == 173 && sample(f, plane: 0, x: 32, y: 16) == 63)
        #expect(sample(f, plane: 1, x: 15, y: 8) == 42 && sample(f, plane: 2, x: 15, y: 8) == 26)
        #expect(sample(f, plane: 1, x: 16, y: 7) == 42 && sample(f, plane: 1, x: 16, y: 8) == 102)
        #expect(sample(f, plane: 2, x: 16, y: 8) == 240)
    }

    @Test func webmWithAlphaConvertsStraightColourAndCopiesAlpha() throws {
        // Without a background WebM is yuva420p: the colour is un-premultiplied
        // before conversion and alpha goes to the fourth plane. 35x17 leaves
        // 3 columns past the 32 handled 16 at a time, and an odd last row.
        let url = scratchFolder().appendingPathComponent("alpha.webm")
        let enc = try makeEncoder(for: url, width: 35, height: 17, frameRate: try FrameRate(numerator: 25, denominator: 1))
        defer { enc.cancel() }
        let p = solid(35, 17, RGBA8(r: 0, g: 255, b: 0, a: 255))
        // Premultiplied (0, 0, 128, 128): straight blue (0, 0, 255) at alpha 128.
        for y in 0..<4 { for x in 0..<4 { p.setPixel(x: x, y: y, RGBA8(r: 0, g: 0, b: 128, a: 128)) } }
        p.setPixel(x: 34, y: 16, RGBA8(r: 0, g: 0, b: 0, a: 0))
        p.setPixel(x: 33, y: 16, RGBA8(r: 0, g: 0, b: 0, a: 7))
        let f = try enc.makeConverter().prepare(p)
        #expect(f.frame.pointee.format == AV_PIX_FMT_YUVA420P.rawValue)
        // Blue: Y 31.8, Cb 240, Cr 117.7; green: Y 172.6; transparent: black, Y 16.
        #expect(sample(f, plane: 0, x: 1, y: 2) == 32 && sample(f, plane: 0, x: 20, y: 10) == 173)
        #expect(sample(f, plane: 1, x: 1, y: 1) == 240 && sample(f, plane: 2, x: 1, y: 1) == 118)
        #expect(sample(f, plane: 0, x: 34, y: 16) == 16 && sample(f, plane: 0, x: 33, y: 16) == 16)
        #expect(sample(f, plane: 3, x: 3, y: 3) == 128 && sample(f, plane: 3, x: 4, y: 3) == 255)
        #expect(sample(f, plane: 3, x: 34, y: 16) == 0 && sample(f, plane: 3, x: 33, y: 16) == 7)
        #expect(sample(f, plane: 3, x: 32, y: 16) == 255 && sample(f, plane: 3, x: 15, y: 0) == 255)
    }

    @Test func heldFramesAreNeverOverwrittenAndReleasedOnesAreReused() throws {
        let url = scratchFolder().appendingPathComponent("r.mp4")
        let enc = try makeEncoder(for: url, width: 32, height: 16, frameRate: try FrameRate(numerator: 25, denominator: 1))
        defer { enc.cancel() }
        let c = try enc.makeConverter()
        let colors: [RGBA8] = [RGBA8(r: 255, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 255, b: 0, a: 255),
                               RGBA8(r: 0, g: 0, b: 255, a: 255), RGBA8(r: 255, g: 255, b: 255, a: 255)]
        var held = try colors.map { try c.prepare(solid(32, 16, $0)) }
        // Four frames alive at once: four buffers, each still its own colour.
        #expect(Set(held.map { cff_frame_data($0.frame, 0) }).count == 4)
        #expect(held.map { sample($0, plane: 0, x: 5, y: 5) } == [63, 173, 32, 235])
        // Release the second; the next frame lands in its buffer, the rest stay.
        let freed = cff_frame_data(held[1].frame, 0)
        held.remove(at: 1)
        let next = try c.prepare(solid(32, 16, RGBA8(r: 0, g: 0, b: 0, a: 255)))
        #expect(cff_frame_data(next.frame, 0) == freed)
        #expect(held.map { sample($0, plane: 0, x: 5, y: 5) } == [63, 32, 235])
        #expect(sample(next, plane: 0, x: 5, y: 5) == 16)
    }

    @Test func decodedMP4ShowsTheSourceColours() throws {
        // Four solid quadrants through the whole path (converter, x264 at
        // the default crf 18, MP4, ffmpeg's decoder); the decoded samples,
        // turned back into RGB by the inverse formula, match the source.
        let w = 128, h = 96
        let quadrants: [(x: Int, y: Int, c: RGBA8)] = [
            (0, 0, RGBA8(r: 255, g: 0, b: 0, a: 255)), (w / 2, 0, RGBA8(r: 0, g: 255, b: 0, a: 255)),
            (0, h / 2, RGBA8(r: 0, g: 0, b: 255, a: 255)), (w / 2, h / 2, RGBA8(r: 128, g: 128, b: 128, a: 255)),
        ]
        let p = Pixmap(width: w, height: h)
        for q in quadrants { for y in q.y..<(q.y + h / 2) { for x in q.x..<(q.x + w / 2) { p.setPixel(x: x, y: y, q.c) } } }
        let url = scratchFolder().appendingPathComponent("quadrants.mp4")
        let enc = try makeEncoder(for: url, width: w, height: h, frameRate: try FrameRate(numerator: 30, denominator: 1))
        for _ in 0..<3 { try enc.append(p) }
        try enc.finish()
        let yuv = [UInt8](try MediaProbe.decodeAll(url, pixFmt: "yuv420p"))
        #expect(yuv.count == w * h * 3 / 2 * 3)
        for q in quadrants {
            let cx = q.x + w / 4, cy = q.y + h / 4
            let y = Double(yuv[cy * w + cx])
            let cb = Double(yuv[w * h + (cy / 2) * (w / 2) + cx / 2])
            let cr = Double(yuv[w * h * 5 / 4 + (cy / 2) * (w / 2) + cx / 2])
            let rgb = rgbFromYCbCr(y, cb, cr)
            let err = max(abs(rgb.r - Double(q.c.r)), abs(rgb.g - Double(q.c.g)), abs(rgb.b - Double(q.c.b)))
            #expect(err <= 3, "quadrant at \(q.x),\(q.y): decoded \(rgb) for \(q.c)")
        }
    }

    @Test func pipelineFramesKeepTheirOwnColoursWhileBuffersAreReused() throws {
        // Each frame one flat colour; were a buffer overwritten before the
        // encoder took it, a frame would decode as another frame's colour.
        let n = 40, w = 32, h = 16
        @Sendable func color(_ i: Int) -> RGBA8 { RGBA8(r: UInt8(i * 6), g: UInt8(255 - i * 6), b: UInt8((i * 37) % 256), a: 255) }
        let url = scratchFolder().appendingPathComponent("seq.mp4")
        let enc = try makeEncoder(for: url, width: w, height: h, frameRate: try FrameRate(numerator: 30, denominator: 1), options: EncodeOptions(crf: 0))
        try FramePipeline(frameCount: n, workers: 3, window: 6).run(encoder: enc) { solid(w, h, color($0)) }
        let yuv = [UInt8](try MediaProbe.decodeAll(url, pixFmt: "yuv420p"))
        let size = w * h * 3 / 2
        #expect(yuv.count == size * n)
        for i in 0..<(yuv.count / size) {
            let c = color(i)
            let rgb = rgbFromYCbCr(Double(yuv[i * size + w * 8 + 16]), Double(yuv[i * size + w * h + 4 * (w / 2) + 8]),
                                   Double(yuv[i * size + w * h * 5 / 4 + 4 * (w / 2) + 8]))
            let err = max(abs(rgb.r - Double(c.r)), abs(rgb.g - Double(c.g)), abs(rgb.b - Double(c.b)))
            #expect(err <= 3, "frame \(i): decoded \(rgb) for \(c)")
        }
    }
}

import Foundation
import ImageFiles
@testable import Media
@testable import Raster
import TestSupport
import Testing
import Timeline

/// Every image of a GIF (per the GIF89a spec): its rectangle, the
/// disposal method of the graphic control extension before it, and the bits
/// of its local colour table (0: it uses the global one).
func gifImages(_ d: [UInt8]) -> [(x: Int, y: Int, width: Int, height: Int, disposal: Int, localTableBits: Int)] {
    var images: [(x: Int, y: Int, width: Int, height: Int, disposal: Int, localTableBits: Int)] = []
    var p = 13, disposal = 0
    if d[10] & 0x80 != 0 { p += 3 << (Int(d[10] & 7) + 1) }
    func word(_ at: Int) -> Int { Int(d[at]) | Int(d[at + 1]) << 8 }
    func skipSubBlocks() { while p < d.count, d[p] != 0 { p += Int(d[p]) + 1 }; p += 1 }
    while p < d.count {
        switch d[p] {
        case 0x21:
            if d[p + 1] == 0xF9 { disposal = Int(d[p + 3] >> 2 & 7) }
            p += 2
            skipSubBlocks()
        case 0x2C:
            let flags = d[p + 9]
            images.append((word(p + 1), word(p + 3), word(p + 5), word(p + 7), disposal, flags & 0x80 != 0 ? Int(flags & 7) + 1 : 0))
            p += 10
            if flags & 0x80 != 0 { p += 3 << (Int(flags & 7) + 1) }
            p += 1
            skipSubBlocks()
        default: return images
        }
    }
    return images
}

@Suite struct GIFImageTests {
    /// A static diagonal gradient with an 8x8 red square at x = 4 + 2i, y = 20.
    func movingSquare(_ i: Int, width: Int = 64, height: Int = 48, transparentBackground: Bool = false) -> Pixmap {
        let p = Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                if x >= 4 + 2 * i && x < 12 + 2 * i && y >= 20 && y < 28 {
                    p.setPixel(x: x, y: y, RGBA8(r: 230, g: 20, b: 30, a: 255))
                } else if !transparentBackground {
                    let v = UInt8((x * 3 + y * 2) % 256)
                    p.setPixel(x: x, y: y, RGBA8(r: v, g: 255 - v, b: 128, a: 255))
                }
            }
        }
        return p
    }

    func write(_ url: URL, frames: [Pixmap], fps: Int = 25, options: EncodeOptions = EncodeOptions()) throws {
        let enc = try makeEncoder(for: url, width: frames[0].width, height: frames[0].height, frameRate: try FrameRate(numerator: fps, denominator: 1), options: options)
        for f in frames { try enc.append(f) }
        try enc.finish()
    }

    @Test func unchangedPixelsAreLeftOutAndStaticAreasDoNotFlicker() throws {
        let url = scratchFolder().appendingPathComponent("square.gif")
        let frames = (0..<12).map { movingSquare($0) }
        try write(url, frames: frames)
        let images = gifImages(Array(try Data(contentsOf: url)))
        #expect(images.count == 12)
        #expect(images.first.map { [$0.x, $0.y, $0.width, $0.height] } == [0, 0, 64, 48])
        // Between frames i-1 and i only x 4+2(i-1) … 11+2i, y 20 … 27 change: at most 10x8.
        for (i, image) in images.enumerated().dropFirst() {
            #expect(image.x >= 4 + 2 * (i - 1) && image.x + image.width <= 12 + 2 * i, "image \(i): \(image)")
            #expect(image.y >= 20 && image.y + image.height <= 28, "image \(i): \(image)")
        }
        let decoded = [UInt8](try MediaProbe.decodeAll(url))
        #expect(decoded.count == 12 * 64 * 48 * 3)
        let expected = frames.flatMap(rgbOverBlack)
        #expect(psnr(decoded, expected) > 30)
        // Rows 0…19 never change in the source: every decoded frame shows the same bytes there.
        let top = 20 * 64 * 3
        for f in 1..<12 {
            #expect(decoded[(f * 64 * 48 * 3)..<(f * 64 * 48 * 3 + top)].elementsEqual(decoded[0..<top]), "frame \(f)")
        }
    }

    /// A gradient above (hundreds of colours, an 8-bit table) and a red
    /// square moving over flat grey below: after the first image only grey
    /// and red change, so a 4-entry local table (grey, red, transparent)
    /// with 2-bit LZW codes costs less than 8-bit codes into the full table
    /// (the writer may then make that small table the global one).
    @Test func anImageOfFewColoursGetsASmallLocalTable() throws {
        let url = scratchFolder().appendingPathComponent("few.gif")
        let frames = (0..<6).map { i -> Pixmap in
            let p = Pixmap(width: 96, height: 64)
            for y in 0..<64 {
                for x in 0..<96 {
                    if y < 24 {
                        p.setPixel(x: x, y: y, RGBA8(r: UInt8(x * 2), g: UInt8(y * 10), b: UInt8((x * 7 + y) % 256), a: 255))
                    } else if x >= 8 + 6 * i && x < 24 + 6 * i && y >= 36 && y < 52 {
                        p.setPixel(x: x, y: y, RGBA8(r: 220, g: 30, b: 30, a: 255))
                    } else {
                        p.setPixel(x: x, y: y, RGBA8(r: 128, g: 128, b: 128, a: 255))
                    }
                }
            }
            return p
        }
        try write(url, frames: frames)
        let data = Array(try Data(contentsOf: url))
        // Each image's table: its local one, else the global one.
        let global = data[10] & 0x80 != 0 ? Int(data[10] & 7) + 1 : 0
        let bits = gifImages(data).map { $0.localTableBits == 0 ? global : $0.localTableBits }
        #expect(bits.count == 6)
        #expect(bits.first == 8, "\(bits)")
        #expect(bits.dropFirst().allSatisfy { $0 == 2 }, "\(bits)")
        let decoded = [UInt8](try MediaProbe.decodeAll(url))
        // Below the gradient every frame is exactly grey and red.
        for (f, frame) in frames.enumerated() {
            let expected = rgbOverBlack(frame), base = f * 96 * 64 * 3
            #expect(decoded[(base + 24 * 96 * 3)..<(base + 64 * 96 * 3)].elementsEqual(expected[(24 * 96 * 3)...]), "frame \(f)")
        }
    }

    @Test func identicalFramesBecomeOneLongerImage() throws {
        let url = scratchFolder().appendingPathComponent("still.gif")
        try write(url, frames: Array(repeating: movingSquare(0), count: 10) + [movingSquare(1)])
        let t = gifTiming(Array(try Data(contentsOf: url)))
        // 10 frames of 4 cs shown as one image of 40 cs, then the moved square for 4 cs.
        #expect(t.delays == [40, 4])
    }

    @Test func withoutABackgroundTheGIFKeepsTransparency() throws {
        let url = scratchFolder().appendingPathComponent("alpha.gif")
        let frames = (0..<6).map { movingSquare($0 * 3, transparentBackground: true) }
        try write(url, frames: frames)
        let decoded = [UInt8](try MediaProbe.decodeAll(url, pixFmt: "rgba"))
        #expect(decoded.count == 6 * 64 * 48 * 4)
        for (f, frame) in frames.enumerated() {
            var wrong = 0
            for k in 0..<(64 * 48) where (decoded[(f * 64 * 48 + k) * 4 + 3] >= 128) != (frame.data[k * 4 + 3] >= 128) {
                wrong += 1
            }
            // The square moved 6 px: its old place must be cleared, not left opaque.
            #expect(wrong == 0, "frame \(f): \(wrong) pixels with the wrong alpha")
        }
    }

    @Test func aBackgroundMakesItOpaque() throws {
        let url = scratchFolder().appendingPathComponent("bg.gif")
        try write(url, frames: [movingSquare(0, transparentBackground: true)],
                  options: EncodeOptions(background: RGBA8(r: 0, g: 0, b: 255, a: 255)))
        let decoded = [UInt8](try MediaProbe.decodeAll(url, pixFmt: "rgba"))
        #expect(decoded.count == 64 * 48 * 4)
        #expect(stride(from: 3, to: decoded.count, by: 4).allSatisfy { decoded[$0] == 255 })
        #expect(Array(decoded[0..<4]) == [0, 0, 255, 255]) // (0, 0) is background
    }

    @Test func playCountAndGIFFrameRate() throws {
        let dir = scratchFolder()
        let frames = (0..<30).map { movingSquare($0 % 20) }
        try write(dir.appendingPathComponent("three.gif"), frames: frames, fps: 30, options: EncodeOptions(gifLoop: 3))
        #expect(gifTiming(Array(try Data(contentsOf: dir.appendingPathComponent("three.gif")))).loop == 2)
        try write(dir.appendingPathComponent("once.gif"), frames: frames, fps: 30, options: EncodeOptions(gifLoop: 1))
        #expect(gifTiming(Array(try Data(contentsOf: dir.appendingPathComponent("once.gif")))).loop == nil)
        // 30 frames at 30 fps as a 10 fps GIF: every third frame, 10 cs each, 1 s in all.
        let ten = dir.appendingPathComponent("ten.gif")
        try write(ten, frames: frames, fps: 30, options: EncodeOptions(gifFrameRate: try FrameRate(numerator: 10, denominator: 1)))
        #expect(gifTiming(Array(try Data(contentsOf: ten))).delays == Array(repeating: 10, count: 10))
        let decoded = [UInt8](try MediaProbe.decodeAll(ten))
        #expect(decoded.count == 10 * 64 * 48 * 3)
        #expect(psnr(decoded[(64 * 48 * 3)..<(2 * 64 * 48 * 3)], rgbOverBlack(frames[3])) > 30)
        #expect(throws: MediaError.self) {
            _ = try makeEncoder(for: dir.appendingPathComponent("x.gif"), width: 8, height: 8, frameRate: try FrameRate(numerator: 30, denominator: 1),
                                options: EncodeOptions(gifFrameRate: try FrameRate(numerator: 60, denominator: 1)))
        }
    }
}

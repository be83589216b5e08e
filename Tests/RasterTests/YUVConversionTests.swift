import Foundation
@testable import Raster
import Testing

/// The BT.709 limited-range formulas evaluated in Double, independently of
/// the fixed-point converter: R, G, B in 0…255 (possibly fractional, for
/// block means).
private func exactYCbCr(_ r: Double, _ g: Double, _ b: Double) -> (y: Double, cb: Double, cr: Double) {
    let kr = 0.2126, kb = 0.0722
    let kg = 1 - kr - kb
    let yp = kr * r + kg * g + kb * b
    return (16 + 219 / 255 * yp,
            128 + 224 / 255 * (b - yp) / (2 * (1 - kb)),
            128 + 224 / 255 * (r - yp) / (2 * (1 - kr)))
}

/// Deterministic pseudo-random bytes (SplitMix64's published step).
private struct Noise {
    var state: UInt64
    mutating func byte() -> UInt8 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: (z ^ (z >> 31)) >> 56)
    }
}

/// Planes converted from `p` by YUV420Converter, tightly packed.
private func convert(_ p: Pixmap) -> (y: [UInt8], cb: [UInt8], cr: [UInt8], cw: Int) {
    let w = p.width, h = p.height, cw = (w + 1) / 2, ch = (h + 1) / 2
    // Guard bytes after each plane catch writes past the samples.
    var y = [UInt8](repeating: 0xAA, count: w * h + 64)
    var cb = [UInt8](repeating: 0xAA, count: cw * ch + 64), cr = cb
    y.withUnsafeMutableBufferPointer { yb in
        cb.withUnsafeMutableBufferPointer { ub in
            cr.withUnsafeMutableBufferPointer { vb in
                YUV420Converter().convert(p.data, rowBytes: p.rowBytes, width: w, height: h,
                                          y: yb.baseAddress!, yStride: w, cb: ub.baseAddress!, cbStride: cw,
                                          cr: vb.baseAddress!, crStride: cw)
            }
        }
    }
    #expect(y[(w * h)...].allSatisfy { $0 == 0xAA } && cb[(cw * ch)...].allSatisfy { $0 == 0xAA }
            && cr[(cw * ch)...].allSatisfy { $0 == 0xAA })
    return (Array(y[..<(w * h)]), Array(cb[..<(cw * ch)]), Array(cr[..<(cw * ch)]), cw)
}

/// Largest |converted − exact| over a frame: luma per pixel, chroma per
/// block from the mean RGB of the block's pixels that exist.
private func maxErrors(_ p: Pixmap, y: [UInt8], cb: [UInt8], cr: [UInt8], yStride: Int, cStride: Int)
    -> (y: Double, c: Double) {
    var ey = 0.0, ec = 0.0
    for row in 0..<p.height {
        for x in 0..<p.width {
            let c = p.pixel(x: x, y: row)
            ey = max(ey, abs(Double(y[row * yStride + x]) - exactYCbCr(Double(c.r), Double(c.g), Double(c.b)).y))
        }
    }
    for by in 0..<((p.height + 1) / 2) {
        for bx in 0..<((p.width + 1) / 2) {
            var sum = (0.0, 0.0, 0.0), n = 0.0
            for row in (2 * by)..<min(2 * by + 2, p.height) {
                for x in (2 * bx)..<min(2 * bx + 2, p.width) {
                    let c = p.pixel(x: x, y: row)
                    sum.0 += Double(c.r); sum.1 += Double(c.g); sum.2 += Double(c.b); n += 1
                }
            }
            let e = exactYCbCr(sum.0 / n, sum.1 / n, sum.2 / n)
            ec = max(ec, abs(Double(cb[by * cStride + bx]) - e.cb), abs(Double(cr[by * cStride + bx]) - e.cr))
        }
    }
    return (ey, ec)
}

/// A frame of 2x2 blocks, each one solid colour from `colors`.
private func blockFrame(_ colors: [(UInt8, UInt8, UInt8)], blocksPerRow: Int) -> Pixmap {
    let rows = (colors.count + blocksPerRow - 1) / blocksPerRow
    let p = Pixmap(width: blocksPerRow * 2, height: rows * 2)
    for (i, c) in colors.enumerated() {
        let bx = i % blocksPerRow, by = i / blocksPerRow
        for dy in 0..<2 { for dx in 0..<2 {
            p.setPixel(x: bx * 2 + dx, y: by * 2 + dy, RGBA8(r: c.0, g: c.1, b: c.2, a: 255))
        } }
    }
    return p
}

@Suite struct YUVConversionTests {
    /// Rounded to nearest, so at most 0.5 from exact plus the weights'
    /// rounding (under 0.01): tighter than the 1 level asked for.
    static let tolerance = 0.51

    @Test func solidColoursMatchTheFormulaWithinHalfALevel() {
        var colors: [(UInt8, UInt8, UInt8)] = []
        let edges: [UInt8] = [0, 1, 2, 16, 127, 128, 129, 235, 240, 253, 254, 255]
        for r in edges { for g in edges { for b in edges { colors.append((r, g, b)) } } }
        for v in 0...255 { colors.append((UInt8(v), UInt8(v), UInt8(v))) }
        for v in 0...255 {
            let u = UInt8(v)
            colors += [(u, 0, 0), (0, u, 0), (0, 0, u), (u, u, 0), (0, u, u), (u, 0, u), (255, u, 0)]
        }
        var noise = Noise(state: 1)
        for _ in 0..<20_000 { colors.append((noise.byte(), noise.byte(), noise.byte())) }
        // 61 blocks per row: 122 pixels, so the vector loop and the scalar tail both run.
        let p = blockFrame(colors, blocksPerRow: 61)
        let (y, cb, cr, cw) = convert(p)
        let err = maxErrors(p, y: y, cb: cb, cr: cr, yStride: p.width, cStride: cw)
        #expect(err.y <= Self.tolerance, "max luma error \(err.y)")
        #expect(err.c <= Self.tolerance, "max chroma error \(err.c)")
    }

    @Test func primariesAndExtremesAreTheTextbookValues() {
        // BT.709 limited range: black 16/128/128, white 235/128/128,
        // red Y = 16 + 219·0.2126 = 62.56, Cb = 128 − 112·0.2126/0.9278 = 102.34, Cr = 240.
        let p = blockFrame([(0, 0, 0), (255, 255, 255), (255, 0, 0), (0, 255, 0), (0, 0, 255)], blocksPerRow: 5)
        let (y, cb, cr, _) = convert(p)
        #expect([y[0], y[2], y[4], y[6], y[8]] == [16, 235, 63, 173, 32])
        #expect(Array(cb) == [128, 128, 102, 42, 240])
        #expect(Array(cr) == [128, 128, 240, 26, 118])
    }

    @Test func graysHaveNeutralChroma() {
        let p = blockFrame((0...255).map { (UInt8($0), UInt8($0), UInt8($0)) }, blocksPerRow: 16)
        let (_, cb, cr, _) = convert(p)
        #expect(cb.allSatisfy { $0 == 128 } && cr.allSatisfy { $0 == 128 })
    }

    @Test func chromaIsThatOfTheBlocksMeanColour() {
        // Red, green, blue and black average to a gray of 63.75: neutral
        // chroma, though no pixel of the block is gray.
        let p = Pixmap(width: 2, height: 2)
        p.setPixel(x: 0, y: 0, RGBA8(r: 255, g: 0, b: 0, a: 255))
        p.setPixel(x: 1, y: 0, RGBA8(r: 0, g: 255, b: 0, a: 255))
        p.setPixel(x: 0, y: 1, RGBA8(r: 0, g: 0, b: 255, a: 255))
        p.setPixel(x: 1, y: 1, RGBA8(r: 0, g: 0, b: 0, a: 255))
        let (y, cb, cr, _) = convert(p)
        #expect(y == [63, 173, 32, 16])
        #expect(cb == [128] && cr == [128])
        // White and black side by side, twice: mean 127.5 gray.
        let q = Pixmap(width: 2, height: 2)
        q.setPixel(x: 0, y: 0, RGBA8(r: 255, g: 255, b: 255, a: 255))
        q.setPixel(x: 1, y: 1, RGBA8(r: 255, g: 255, b: 255, a: 255))
        let (_, qb, qr, _) = convert(q)
        #expect(qb == [128] && qr == [128])
        // One saturated pixel among three black ones moves chroma a quarter
        // of the way: Cb of pure blue is 240, so the block's is 128 + 112/4.
        let s = Pixmap(width: 2, height: 2)
        s.clear(to: RGBA8(r: 0, g: 0, b: 0, a: 255))
        s.setPixel(x: 1, y: 1, RGBA8(r: 0, g: 0, b: 255, a: 255))
        let (_, sb, _, _) = convert(s)
        #expect(sb == [156])
    }

    @Test func oddSizesUseThePixelsThatExist() {
        // 3x3: the right column's blocks hold 2 pixels, the corner block 1.
        let p = Pixmap(width: 3, height: 3)
        p.clear(to: RGBA8(r: 0, g: 0, b: 0, a: 255))
        p.setPixel(x: 2, y: 0, RGBA8(r: 0, g: 0, b: 255, a: 255))  // with black below: Cb 128 + 112/2
        p.setPixel(x: 2, y: 2, RGBA8(r: 255, g: 0, b: 0, a: 255))  // alone: red's own chroma
        let (y, cb, cr, cw) = convert(p)
        #expect(cw == 2 && y.count == 9 && cb.count == 4)
        #expect(cb[1] == 184 && cr[1] == 128 - 5) // blue/2: Cr = 128 − 112·0.0722/0.7874/2 = 122.9
        #expect(cb[3] == 102 && cr[3] == 240)
        #expect(y[2] == 32 && y[8] == 63)
    }

    @Test func wholeFramesOfNoiseAtManySizesStayWithinHalfALevel() {
        var noise = Noise(state: 7)
        var worst = (y: 0.0, c: 0.0)
        for (w, h) in [(1, 1), (1, 5), (7, 1), (8, 2), (9, 3), (15, 7), (16, 16), (17, 9), (37, 23), (64, 48), (130, 5)] {
            let p = Pixmap(width: w, height: h)
            for i in 0..<(w * h * 4) { p.data[i] = noise.byte() } // alpha is ignored
            let (y, cb, cr, cw) = convert(p)
            let e = maxErrors(p, y: y, cb: cb, cr: cr, yStride: w, cStride: cw)
            worst = (max(worst.y, e.y), max(worst.c, e.c))
        }
        #expect(worst.y <= Self.tolerance && worst.c <= Self.tolerance, "max errors \(worst)")
    }

    @Test func sameInputGivesTheSameBytes() {
        var noise = Noise(state: 3)
        let p = Pixmap(width: 50, height: 30)
        for i in 0..<p.byteCount { p.data[i] = noise.byte() }
        let a = convert(p), b = convert(p)
        #expect(a.y == b.y && a.cb == b.cb && a.cr == b.cr)
    }
}

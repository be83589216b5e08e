import Foundation
import Testing
import Geometry
@testable import Raster

// Layers, mattes and filters that touch only what is drawn (`LayerColumns`,
// `LayerMatte`, `PixelFilter`), on a canvas big enough that their memory
// comes back from the pools with an earlier frame's bytes in it. Expected
// pixels are worked out by hand from mul255(a, b) = round(a·b / 255).

private let size = 256
private let gray = RGBA8(r: 128, g: 128, b: 128, a: 255)

/// Renders twice (the second time over pooled memory the first one dirtied),
/// on 1 and 2 threads; all four pixmaps must be equal.
private func renderAll(_ body: (RasterContext) throws -> Void) throws -> Pixmap {
    var results: [Pixmap] = []
    for threads in [1, 2] {
        for _ in 0..<2 {
            // Dirty the pools: a full canvas layer and mask of noise first.
            _ = try render(width: size, height: size) { c in
                c.beginLayer(opacity: 0.7)
                c.fill(rect(0, 0, Double(size), Double(size)), paint: .color(RGBAColor(red: 0.3, green: 0.9, blue: 0.2)))
                try c.endLayer()
            }
            results.append(try render(width: size, height: size, threads: threads, body))
        }
    }
    for r in results.dropFirst() { #expect(r == results[0]) }
    return results[0]
}

@Test func alphaAndLumaMattesMaskTheLayerWhereTheMatteIsDrawn() throws {
    // Matte: opaque blue over x 0..<64, rows 0..<40 (two bands). Content: opaque red everywhere.
    func matted(luma: Bool, inverted: Bool) throws -> Pixmap {
        try renderAll { c in
            let m = c.beginMatte()
            c.fill(rect(0, 0, 64, 40), paint: .color(RGBAColor(red: 0, green: 0, blue: 1)))
            try c.endLayer()
            c.beginLayer(matte: LayerMatte(layer: m, luma: luma, inverted: inverted), filter: nil)
            c.fill(rect(0, 0, Double(size), Double(size)), paint: .color(red))
            try c.endLayer()
        }
    }
    let opaqueRed = RGBA8(r: 255, g: 0, b: 0, a: 255), clear = RGBA8.transparent
    // Alpha: 255 inside the matte, 0 outside.
    let alpha = try matted(luma: false, inverted: false)
    #expect(alpha.pixel(x: 10, y: 35) == opaqueRed && alpha.pixel(x: 100, y: 10) == clear && alpha.pixel(x: 10, y: 50) == clear)
    // Luma of opaque blue: (255·29 + 128) >> 8 = 29, so red·29/255 = 29.
    let luma = try matted(luma: true, inverted: false)
    #expect(luma.pixel(x: 10, y: 35) == RGBA8(r: 29, g: 0, b: 0, a: 29))
    #expect(luma.pixel(x: 100, y: 10) == clear)
    // Inverted luma: 255 − 29 = 226 inside; 255 outside (where no matte was drawn).
    let inverse = try matted(luma: true, inverted: true)
    #expect(inverse.pixel(x: 10, y: 35) == RGBA8(r: 226, g: 0, b: 0, a: 226))
    #expect(inverse.pixel(x: 100, y: 10) == opaqueRed && inverse.pixel(x: 200, y: 200) == opaqueRed)
}

@Test func layersCompositeOnlyWhatTheyDrawExceptUnderModesThatClear() throws {
    // A 50% layer holding an opaque white square at 100..<120 over gray.
    let half = try renderAll { c in
        c.clear(to: gray)
        c.beginLayer(opacity: 0.5)
        c.fill(rect(100, 100, 120, 120), paint: .color(RGBAColor(red: 1, green: 1, blue: 1)))
        try c.endLayer()
    }
    // White·128/255 = 128 over gray·(255 − 128)/255: 128 + mul255(128, 127) = 128 + 64 = 192.
    #expect(half.pixel(x: 110, y: 110) == RGBA8(r: 192, g: 192, b: 192, a: 255))
    #expect(half.pixel(x: 50, y: 110) == gray && half.pixel(x: 110, y: 200) == gray)
    // Copy replaces the destination with the layer everywhere: transparent
    // where the layer drew nothing (its untouched memory reads as zeros).
    let copy = try renderAll { c in
        c.clear(to: gray)
        c.beginLayer(blendMode: .copy)
        c.fill(rect(100, 100, 120, 120), paint: .color(RGBAColor(red: 1, green: 1, blue: 1)))
        try c.endLayer()
    }
    #expect(copy.pixel(x: 110, y: 110) == white)
    #expect(copy.pixel(x: 50, y: 110) == .transparent && copy.pixel(x: 250, y: 250) == .transparent)
}

@Test func pixelFiltersChangeOnlyTheLayersDrawnPixels() throws {
    // A filter that swaps red and blue, on a layer holding a red square over gray.
    let swap = PixelFilter { pixels, count in
        for i in 0..<count {
            let p = pixels[i]
            pixels[i] = (p & 0xFF00_FF00) | (p & 0xFF) << 16 | (p >> 16 & 0xFF)
        }
    }
    let p = try renderAll { c in
        c.clear(to: gray)
        c.beginLayer(matte: nil, filter: swap)
        c.fill(rect(10, 10, 30, 30), paint: .color(red))
        try c.endLayer()
    }
    #expect(p.pixel(x: 20, y: 20) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    #expect(p.pixel(x: 100, y: 20) == gray)
}

@Test func smallClipMasksBuiltAfterBigOnesAreZeroOutside() throws {
    // A canvas-sized mask dies, its buffer goes back to the pool; a small
    // mask built next must read 0 everywhere outside its rectangle.
    for _ in 0..<3 {
        _ = try ClipMask(width: size, height: size, path: rect(0, 0, Double(size), Double(size)))
        let big = try ClipMask(width: size, height: size, path: rect(0, 0, 200, 200))
        let small = try ClipMask(width: size, height: size, path: rect(50, 60, 70.5, 80), intersecting: big)
        #expect(small.value(x: 55, y: 65) == 255 && small.value(x: 70, y: 65) == 128)
        var outside = 0
        for y in 0..<size {
            for x in 0..<size where !(50..<71).contains(x) || !(60..<80).contains(y) { outside += Int(small.value(x: x, y: y)) }
        }
        #expect(outside == 0)
    }
}

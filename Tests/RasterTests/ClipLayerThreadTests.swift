import Foundation
import Testing
import Geometry
@testable import Raster

let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

@Test func clipMaskLimitsDrawingWithAntialiasedEdge() throws {
    let mask = try ClipMask(width: 64, height: 64, path: rect(0, 0, 20.5, 64))
    let p = render { $0.fill(rect(0, 0, 64, 64), paint: opaqueBlack, clip: mask) }
    #expect(p.pixel(x: 10, y: 10).a == 255)
    #expect(p.pixel(x: 20, y: 10).a == 128)
    #expect(p.pixel(x: 30, y: 10).a == 0)
}

@Test func intersectingClipMasksMultiply() throws {
    let left = try ClipMask(width: 64, height: 64, path: rect(0, 0, 40, 64))
    let both = try ClipMask(width: 64, height: 64, path: rect(20, 0, 64, 30.5), intersecting: left)
    #expect(both.value(x: 30, y: 10) == 255)
    #expect(both.value(x: 10, y: 10) == 0 && both.value(x: 50, y: 10) == 0 && both.value(x: 30, y: 40) == 0)
    #expect(both.value(x: 30, y: 30) == 128)
    #expect(throws: RasterError.self) { try ClipMask(width: 32, height: 32, path: rect(0, 0, 1, 1), intersecting: left) }
}

@Test func layerOpacityAppliesToTheGroupNotEachShape() throws {
    // Two overlapping opaque red squares in a 50% layer over white: the overlap
    // is as light as the rest (group opacity), 50% red over white = (255, 128, 128).
    let p = try render { c in
        c.clear(to: white)
        c.beginLayer(opacity: 0.5)
        c.fill(rect(10, 10, 40, 40), paint: .color(red))
        c.fill(rect(20, 20, 50, 50), paint: .color(red))
        try c.endLayer()
    }
    for (x, y) in [(15, 15), (30, 30), (45, 45)] {
        let px = p.pixel(x: x, y: y)
        #expect(px.r == 255 && abs(Int(px.g) - 128) <= 1 && abs(Int(px.b) - 128) <= 1 && px.a == 255, "(\(x), \(y)) \(px)")
    }
    #expect(p.pixel(x: 5, y: 5) == white)
}

@Test func nestedLayersWithBlendModeAndMask() throws {
    // Outer layer multiplies onto a gray backdrop; the inner layer, masked to the
    // left half, holds a half-transparent white square.
    let mask = try ClipMask(width: 64, height: 64, path: rect(0, 0, 32, 64))
    let gray = RGBA8(r: 128, g: 128, b: 128, a: 255)
    let p = try render { c in
        c.clear(to: gray)
        c.beginLayer(blendMode: .multiply)
        c.fill(rect(0, 0, 64, 64), paint: .color(RGBAColor(red: 0.5, green: 1, blue: 1)))
        c.beginLayer(mask: mask)
        c.fill(rect(0, 0, 64, 64), paint: .color(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)))
        try c.endLayer()
        try c.endLayer()
    }
    // Right: layer = (0.5, 1, 1) → multiply gray: (64, 128, 128).
    let right = p.pixel(x: 50, y: 10)
    #expect(abs(Int(right.r) - 64) <= 1 && abs(Int(right.g) - 128) <= 1)
    // Left: layer = white·0.5 over (0.5, 1, 1) = (0.75, 1, 1) → multiply gray: (96, 128, 128).
    let left = p.pixel(x: 10, y: 10)
    #expect(abs(Int(left.r) - 96) <= 1 && abs(Int(left.g) - 128) <= 1)
}

@Test func unbalancedLayersThrow() {
    let c = RasterContext(target: Pixmap(width: 8, height: 8))
    #expect(throws: RasterError.self) { try c.endLayer() }
    c.beginLayer()
    #expect(throws: RasterError.self) { try c.flush() }
}

/// A busy scene: random stars with every gradient kind, blend modes, a clip and a layer.
func complexScene(_ c: RasterContext) throws {
    var seed: UInt64 = 7
    func rnd() -> Double {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Double(seed >> 11) * 0x1p-53
    }
    let mask = try ClipMask(width: c.target.width, height: c.target.height,
                            path: pentagram(cx: 100, cy: 90, r: 95))
    c.clear(to: white)
    c.beginLayer(opacity: 0.8, blendMode: .multiply, mask: mask)
    for i in 0..<80 {
        let cx = rnd() * 200, cy = rnd() * 180, r = 5 + rnd() * 60
        let g = GradientStops(colors: [RGBAColor(red: Float(rnd()), green: Float(rnd()), blue: Float(rnd()), alpha: 0.8),
                                       RGBAColor(red: Float(rnd()), green: Float(rnd()), blue: Float(rnd()), alpha: 0.5)],
                              spread: [.pad, .repeat, .mirror][i % 3])
        let center = CGPoint(x: cx, y: cy)
        let shader: PaintSource
        switch i % 4 {
        case 0: shader = .linearGradient(g, start: center, end: CGPoint(x: cx + r, y: cy + r / 2))
        case 1: shader = .radialGradient(g, startCenter: center, startRadius: 0, endCenter: center, endRadius: r / 2)
        case 2: shader = .conicGradient(g, center: center, startAngle: 0, endAngle: 2 * .pi)
        default: shader = .solid(RGBAColor(red: Float(rnd()), green: 0.3, blue: 0.6, alpha: 0.7))
        }
        let mode = BlendOperation.allCases[i % BlendOperation.allCases.count]
        c.fill(pentagram(cx: cx, cy: cy, r: r), style: FillParameters(eoFill: i % 2 == 0, antialiased: i % 7 != 0),
               paint: Paint(shader, blendMode: mode, opacity: 0.9), clip: i % 5 == 0 ? mask : nil)
    }
    try c.endLayer()
}

@Test func oneTwoAndThreeThreadsGiveIdenticalBytes() throws {
    let one = Pixmap(width: 200, height: 180), two = Pixmap(width: 200, height: 180), three = Pixmap(width: 200, height: 180)
    for (p, n) in [(one, 1), (two, 2), (three, 3)] {
        let c = RasterContext(target: p, threads: n)
        try complexScene(c)
        try c.flush()
    }
    #expect(totalCoverage(one) > 0)
    #expect(one == two)
    #expect(one == three)
}

@Test func strokeFillsTheOutlineNonZero() {
    // A horizontal line from x 10 to 50 at y 32, width 8, butt caps: rows 28..<36 full.
    var line = Path()
    line.move(to: CGPoint(x: 10, y: 32))
    line.addLine(to: CGPoint(x: 50, y: 32))
    let p = render { $0.stroke(line, style: StrokeParameters(lineWidth: 8), paint: opaqueBlack) }
    #expect(p.pixel(x: 30, y: 28).a == 255 && p.pixel(x: 30, y: 35).a == 255)
    #expect(p.pixel(x: 30, y: 27).a == 0 && p.pixel(x: 30, y: 36).a == 0)
    #expect(abs(totalCoverage(p) - 40 * 8) < 0.5)
}

@Test func drawImagePlacesPixelsThroughTheTransform() {
    let img = Pixmap(width: 2, height: 2)
    img.clear(to: RGBA8(r: 0, g: 255, b: 0, a: 255))
    let p = render { $0.draw(img, transform: CGAffineTransform(translationX: 10, y: 20), filter: .nearest) }
    #expect(p.pixel(x: 10, y: 20) == RGBA8(r: 0, g: 255, b: 0, a: 255) && p.pixel(x: 11, y: 21).g == 255)
    #expect(p.pixel(x: 12, y: 20).a == 0 && p.pixel(x: 9, y: 20).a == 0)
}

@Test func strokeAndStrokeBorderExtentsOnTheSeedCanvas() {
    // A 60×60 square at (20, 20) on a 100×100 canvas, line width 10: stroke
    // straddles the outline (15…85); strokeBorder strokes the square inset by
    // half the width, staying inside it (20…80).
    func extent(_ p: Pixmap) -> (Int, Int) {
        let xs = (0..<100).filter { p.pixel(x: $0, y: 50).a > 127 }
        return (xs.first ?? -1, (xs.last ?? -2) + 1)
    }
    let stroke = render(width: 100, height: 100) { $0.stroke(rect(20, 20, 80, 80), style: StrokeParameters(lineWidth: 10), paint: opaqueBlack) }
    let border = render(width: 100, height: 100) { $0.stroke(rect(25, 25, 75, 75), style: StrokeParameters(lineWidth: 10), paint: opaqueBlack) }
    #expect(extent(stroke) == (15, 85))
    #expect(extent(border) == (20, 80))
    #expect(stroke.pixel(x: 50, y: 50).a == 0 && stroke.pixel(x: 25, y: 50).a == 0 && stroke.pixel(x: 24, y: 50).a == 255)
}

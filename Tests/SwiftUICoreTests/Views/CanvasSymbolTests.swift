// Canvas(…, symbols:) with .tag(_:)ed views and GraphicsContext.resolveSymbol(id:):
// Apple documents a symbol as a child view resolved in the canvas's
// environment, measured by `size`, drawn in a rectangle "as a layout frame"
// or at a point with an anchor. Positions below are worked out by hand.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Geometry

@Suite struct CanvasSymbolTests {
    func render<V: View>(_ view: V) throws -> Pixmap { try ImageRenderer(content: view).render() }

    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    @Test func symbolsAreFoundByTagAndDrawnAtTheirIdealSize() throws {
        var sizes: [CGSize?] = []
        var missing = false
        let view = Canvas { context, size in
            let square = context.resolveSymbol(id: 1)
            let bar = context.resolveSymbol(id: "bar")
            sizes = [square?.size, bar?.size]
            missing = context.resolveSymbol(id: 2) == nil && context.resolveSymbol(id: "1") == nil
            if let square { context.draw(square, at: CGPoint(x: 20, y: 20)) }   // centred: 14..<26
            if let bar { context.draw(bar, at: CGPoint(x: 0, y: 40), anchor: .topLeading) }
        } symbols: {
            red.frame(width: 12, height: 12).tag(1)
            blue.frame(width: 30, height: 4).tag("bar")
        }
        .frame(width: 50, height: 50)
        let p = try render(view)
        #expect(sizes == [CGSize(width: 12, height: 12), CGSize(width: 30, height: 4)])
        #expect(missing)
        #expect(p.rgba(14, 14) == (255, 0, 0, 255) && p.rgba(25, 25) == (255, 0, 0, 255))
        #expect(p.rgba(13, 20).a == 0 && p.rgba(26, 20).a == 0)
        #expect(p.rgba(0, 40) == (0, 0, 255, 255) && p.rgba(29, 43) == (0, 0, 255, 255))
        #expect(p.rgba(30, 41).a == 0 && p.rgba(5, 44).a == 0)
    }

    @Test func drawingInARectLaysTheSymbolOutInIt() throws {
        // A flexible shape fills the rect it is drawn in; a fixed frame is
        // centred in it, as in any layout frame.
        let view = Canvas { context, _ in
            if let s = context.resolveSymbol(id: "fill") { context.draw(s, in: CGRect(x: 5, y: 5, width: 20, height: 10)) }
            if let s = context.resolveSymbol(id: "dot") { context.draw(s, in: CGRect(x: 30, y: 30, width: 20, height: 20)) }
        } symbols: {
            Rectangle().fill(blue).tag("fill")
            red.frame(width: 4, height: 4).tag("dot")
        }
        .frame(width: 60, height: 60)
        let p = try render(view)
        #expect(p.rgba(5, 5) == (0, 0, 255, 255) && p.rgba(24, 14) == (0, 0, 255, 255))
        #expect(p.rgba(25, 10).a == 0 && p.rgba(10, 15).a == 0)
        #expect(p.rgba(38, 38) == (255, 0, 0, 255) && p.rgba(41, 41) == (255, 0, 0, 255))   // 38..<42
        #expect(p.rgba(37, 40).a == 0 && p.rgba(42, 40).a == 0)
    }

    @Test func symbolsFollowTheContextTransformAndTheCanvasPlacement() throws {
        // The canvas sits 10 points in (padding); the symbol is drawn at
        // canvas (0, 0) top-leading after a translation by (5, 0).
        let view = Canvas { context, _ in
            context.translateBy(x: 5, y: 0)
            if let s = context.resolveSymbol(id: 0) { context.draw(s, at: .zero, anchor: .topLeading) }
        } symbols: {
            red.frame(width: 6, height: 6).tag(0)
        }
        .frame(width: 30, height: 30)
        .padding(10)
        let p = try render(view)
        #expect(p.rgba(15, 10) == (255, 0, 0, 255) && p.rgba(20, 15) == (255, 0, 0, 255))
        #expect(p.rgba(14, 12).a == 0 && p.rgba(21, 12).a == 0 && p.rgba(17, 16).a == 0)
    }

    @Test func linearDrawingGroupsAndCanvasesBlendInLinearLight() throws {
        // Red at 128/255 over blue: sRGB blending gives (128, 0, 127); in
        // linear light 1.055 · 0.50196^(1/2.4) − 0.055 = 0.7367 → 188 and
        // the same for 0.49804 → 187 (IEC 61966-2-1).
        let half = Color(red: 1, green: 0, blue: 0, opacity: 128.0 / 255)
        func group(_ mode: ColorRenderingMode) -> some View {
            ZStack { blue; half }.frame(width: 4, height: 4).drawingGroup(colorMode: mode)
        }
        #expect(try render(group(.nonLinear)).rgba(2, 2) == (128, 0, 127, 255))
        #expect(try render(group(.linear)).rgba(2, 2) == (188, 0, 187, 255))

        let canvas = Canvas(colorMode: .linear) { c, size in
            c.fill(Path(CGRect(origin: .zero, size: size)), with: .color(blue))
            c.fill(Path(CGRect(origin: .zero, size: size)), with: .color(half))
        }.frame(width: 4, height: 4)
        let onGreen = try render(ZStack { Color(red: 0, green: 1, blue: 0); canvas }.frame(width: 4, height: 4)).rgba(2, 2)
        #expect(onGreen == (188, 0, 187, 255), "\(onGreen)")
    }

    @Test func anUnknownSystemImageTakesNoSpaceAndTheRenderGoesOn() throws {
        let view = HStack(spacing: 0) {
            Image(systemName: "not.a.real.symbol.name")
            red.frame(width: 4, height: 4)
        }
        let p = try render(view)
        #expect(p.width == 4 && p.height == 4)
        #expect(p.rgba(0, 0) == (255, 0, 0, 255))
    }
}

import Foundation
import Testing
import SwiftUICore
import Raster
import Geometry

@Suite struct ContextSemanticsTests {
    let black = GraphicsContext.Shading.color(.black)

    @Test func copiesDoNotLeakSettingsBack() throws {
        let p = try renderContext(40, 20) { context, _ in
            var copy = context
            copy.opacity = 0.5
            copy.translateBy(x: 20, y: 0)
            copy.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: black)
            #expect(context.opacity == 1)
            #expect(context.transform == .identity)
            context.fill(Path(CGRect(x: 0, y: 10, width: 10, height: 10)), with: black)
        }
        #expect(px(p, 25, 5) == [0, 0, 0, 128])     // the copy: moved, half opacity
        #expect(px(p, 5, 5) == [0, 0, 0, 0])        // nothing at the copy's untranslated place
        #expect(px(p, 5, 15) == [0, 0, 0, 255])     // the original: full opacity, not moved
    }

    @Test func opacityMultipliesWhenScaled() throws {
        let p = try renderContext(10, 10) { context, _ in
            context.opacity *= 0.5
            context.opacity *= 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: black)
        }
        #expect(px(p, 5, 5) == [0, 0, 0, 64])   // round(0.25 · 255)
    }

    @Test func transformsAccumulateInSwiftUIOrder() throws {
        // translate then scale: points are scaled first, then moved (CG's order).
        let p = try renderContext(60, 20) { context, _ in
            context.translateBy(x: 10, y: 0)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 5)), with: black)
        }
        #expect(px(p, 10, 5)[3] == 255 && px(p, 29, 9)[3] == 255)
        #expect(px(p, 9, 5)[3] == 0 && px(p, 30, 5)[3] == 0 && px(p, 15, 10)[3] == 0)

        // rotate by 90° about the origin after moving to (30, 0): x maps to +y.
        let r = try renderContext(40, 40) { context, _ in
            context.translateBy(x: 30, y: 0)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: black)
        }
        // The rect spans user x 0…20, y 0…10 → device x 20…30, y 0…20.
        #expect(px(r, 25, 10)[3] == 255 && px(r, 25, 25)[3] == 0 && px(r, 15, 10)[3] == 0)

        var c = try renderContextState { context in
            context.concatenate(CGAffineTransform(translationX: 5, y: 7))
            context.scaleBy(x: 3, y: 3)
        }
        c = c.concatenating(.identity)
        #expect(c == CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 5, ty: 7))
    }

    /// The context's transform after `body` runs.
    func renderContextState(_ body: (inout GraphicsContext) -> Void) throws -> CGAffineTransform {
        var result = CGAffineTransform.identity
        _ = try renderContext(1, 1) { context, _ in body(&context); result = context.transform }
        return result
    }

    @Test func drawLayerCompositesAsAWholeWithoutSeam() throws {
        let p = try renderContext(100, 40) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 40)), with: .color(.white))
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 10, y: 10, width: 50, height: 20)), with: .color(rgb8(255, 0, 0)))
                layer.fill(Path(CGRect(x: 40, y: 10, width: 50, height: 20)), with: .color(rgb8(255, 0, 0)))
            }
        }
        // Red at 50 % over white: (255, 127.5, 127.5); the same in and out of the overlap.
        let row = (12..<88).map { px(p, $0, 20) }
        #expect(Set(row.map { $0 }).count == 1)
        #expect(near(row[0], [255, 127.5, 127.5, 255]))
    }

    @Test func drawLayerSettingsStayInside() throws {
        let p = try renderContext(40, 20) { context, _ in
            context.drawLayer { layer in
                layer.opacity = 0.25
                layer.translateBy(x: 100, y: 0)
                layer.blendMode = .clear
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: black)
        }
        #expect(px(p, 5, 5) == [0, 0, 0, 255])
    }

    @Test func clipAndInverseClipPartitionTheCanvas() throws {
        let circle = Path(ellipseIn: CGRect(x: 13.3, y: 7.9, width: 51.7, height: 40.2))
        let fill = { (c: inout GraphicsContext) in
            c.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 60)), with: .color(rgb8(40, 120, 200)))
        }
        let inside = try renderContext(80, 60) { c, _ in c.clip(to: circle); fill(&c) }
        let outside = try renderContext(80, 60) { c, _ in c.clip(to: circle, options: .inverse); fill(&c) }
        let full = try renderContext(80, 60) { c, _ in fill(&c) }
        var partial = 0
        for y in 0..<60 {
            for x in 0..<80 {
                let a = px(inside, x, y), b = px(outside, x, y), f = px(full, x, y)
                for k in 0..<4 { #expect(abs(a[k] + b[k] - f[k]) <= 1) }
                if a[3] > 0 && b[3] > 0 { partial += 1 }
            }
        }
        #expect(partial > 20)   // the edge really is anti-aliased and shared
    }

    @Test func clipsIntersectAndReportBounds() throws {
        var bounds = CGRect.null
        let p = try renderContext(50, 50) { c, _ in
            c.translateBy(x: 5, y: 5)
            c.clip(to: Path(CGRect(x: 0, y: 0, width: 30, height: 30)))
            c.clip(to: Path(CGRect(x: 10, y: 10, width: 30, height: 30)))
            bounds = c.clipBoundingRect
            c.fill(Path(CGRect(x: -5, y: -5, width: 50, height: 50)), with: .color(.black))
        }
        #expect(bounds == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(px(p, 15, 15)[3] == 255 && px(p, 34, 34)[3] == 255)
        #expect(px(p, 14, 20)[3] == 0 && px(p, 35, 20)[3] == 0)
    }

    @Test func clipToLayerUsesTheLayersAlpha() throws {
        let p = try renderContext(40, 20) { c, _ in
            var inside = c
            inside.clipToLayer(opacity: 0.5) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(.black))
            }
            inside.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(rgb8(255, 0, 0)))
            var outside = c
            outside.clipToLayer(options: .inverse) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 20)), with: .color(.black))
            }
            outside.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(rgb8(0, 0, 255)))
        }
        #expect(px(p, 5, 10) == [128, 0, 0, 128])   // half the layer's alpha
        #expect(px(p, 15, 10)[3] == 0)              // outside the layer's shape
        #expect(px(p, 35, 10) == [0, 0, 255, 255])  // the inverse keeps what the layer left empty
    }

    @Test func strokeStraddlesWhileStrokeBorderAndFillStayInside() throws {
        let rect = CGRect(x: 20, y: 20, width: 60, height: 60)
        let stroke = try renderContext(100, 100) { c, _ in
            c.stroke(Path(rect), with: .color(.black), lineWidth: 10)
        }
        let border = try renderContext(100, 100) { c, _ in
            c.strokeBorder(Rectangle(), in: rect, with: .color(.black), lineWidth: 10)
        }
        let fill = try renderContext(100, 100) { c, _ in c.fill(Rectangle().path(in: rect), with: .color(.black)) }
        func columns(_ p: Pixmap) -> [Int] { (0..<100).filter { px(p, $0, 50)[3] == 255 } }
        #expect(columns(stroke) == Array(15..<25) + Array(75..<85))
        #expect(columns(border) == Array(20..<30) + Array(70..<80))
        #expect(columns(fill) == Array(20..<80))
        #expect(columns(stroke).allSatisfy { _ in true } && px(stroke, 14, 50)[3] == 0 && px(stroke, 85, 50)[3] == 0)
    }

    @Test func zeroWidthStrokeIsOneDevicePixel() throws {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10.25))
        line.addLine(to: CGPoint(x: 40, y: 10.25))
        let p = try renderContext(40, 20, scale: 2) { c, _ in c.stroke(line, with: .color(.black), lineWidth: 0) }
        // At scale 2 the line is at pixel y 20.5: one pixel row, fully covered.
        #expect((0..<40).map { px(p, 30, $0)[3] } == Array(repeating: 0, count: 20) + [255] + Array(repeating: 0, count: 19))
    }

    @Test func scaleRendersPointsAsMorePixels() throws {
        var seen = CGSize.zero
        let p = try renderContext(50, 30, scale: 2) { c, size in
            seen = size
            c.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 5)), with: .color(.black))
        }
        #expect(seen == CGSize(width: 50, height: 30))
        #expect(p.width == 100 && p.height == 60)
        #expect(px(p, 20, 20)[3] == 255 && px(p, 59, 29)[3] == 255)
        #expect(px(p, 19, 20)[3] == 0 && px(p, 60, 20)[3] == 0 && px(p, 30, 30)[3] == 0)
    }

    @Test func opaqueCanvasStartsBlackAndBadSizesThrow() throws {
        let p = try Canvas(opaque: true) { _, _ in }.render(width: 4, height: 4)
        #expect(px(p, 2, 2) == [0, 0, 0, 255])
        #expect(throws: CanvasError.self) { try Canvas { _, _ in }.render(width: 0, height: 4) }
        #expect(throws: CanvasError.self) { try Canvas { _, _ in }.render(width: 4, height: 4, scale: .nan) }
    }

    @Test func threadCountDoesNotChangePixels() throws {
        let canvas = Canvas { c, size in
            for i in 0..<12 {
                c.opacity = 0.7
                c.fill(Path(ellipseIn: CGRect(x: Double(i) * 9, y: Double(i) * 7, width: 40, height: 30)),
                       with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                             endPoint: CGPoint(x: size.width, y: size.height)))
            }
        }
        #expect(try canvas.render(width: 150, height: 130, threads: 1) == canvas.render(width: 150, height: 130, threads: 3))
    }
}

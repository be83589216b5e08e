// Images, canvases, dividers and the filter-like modifiers, rendered.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Geometry

@Suite struct LeafRenderTests {
    func render<V: View>(_ view: V) throws -> Pixmap { try ImageRenderer(content: view).render() }

    func solid(_ w: Int, _ h: Int, _ c: RGBA8) -> Pixmap {
        let p = Pixmap(width: w, height: h)
        p.clear(to: c)
        return p
    }

    @Test func bitmapImageKeepsItsSizeUnlessResizable() throws {
        let image = Image(pixmap: solid(4, 2, RGBA8(r: 255, g: 0, b: 0, a: 255)))
        #expect(layout(image.frame(width: 40, height: 40), .unspecified).frame.size == CGSize(width: 40, height: 40))
        #expect(leafFrames(layout(image.frame(width: 40, height: 40), .unspecified)) == [rect(18, 19, 4, 2)])
        // Resizable and fitted: a 2:1 image in a 40 × 40 frame is 40 × 20, centred.
        let fitted = image.resizable().aspectRatio(contentMode: .fit).frame(width: 40, height: 40)
        #expect(leafFrames(layout(fitted, .unspecified)) == [rect(0, 10, 40, 20)])
        let p = try render(fitted)
        #expect(p.rgba(20, 12) == (255, 0, 0, 255))
        #expect(p.rgba(20, 8).a == 0)
    }

    @Test func symbolImagesScaleWithTheFontAndTakeTheForegroundStyle() throws {
        let body = layout(Image(systemName: "circle.fill"), .unspecified).frame.size
        let big = layout(Image(systemName: "circle.fill").font(.system(size: 34)), .unspecified).frame.size
        #expect(abs(big.height - 2 * body.height) < 1e-9)
        let p = try render(Image(systemName: "circle.fill").foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        let centre = p.rgba(p.width / 2, p.height / 2)
        #expect(centre.b == 255 && centre.r == 0 && centre.a == 255)
    }

    @Test func canvasDrawsFromItsFrameCorner() throws {
        let p = try render(HStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 10)
            Canvas { context, size in
                #expect(size == CGSize(width: 20, height: 10))
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
            }
            .frame(width: 20, height: 10)
        })
        #expect(p.rgba(12, 2).a == 255)
        #expect(p.rgba(8, 2).a == 0)
        #expect(p.rgba(17, 2).a == 0)
    }

    @Test func dividerSpansTheStack() {
        // A divider is as long as the offer across its stack.
        let v = layout(VStack(spacing: 0) { Color.red.frame(width: 50, height: 10); Divider(); Color.red.frame(height: 10) },
                       ProposedViewSize(width: 50, height: 100))
        #expect(leafFrames(v)[1] == rect(0, 10, 50, 1))
        let h = layout(HStack(spacing: 0) { Color.red.frame(width: 10, height: 30); Divider() },
                       ProposedViewSize(width: 100, height: 30))
        #expect(leafFrames(h)[1] == rect(10, 0, 1, 30))
    }

    @Test func shadowFallsOutsideAndBlurSpreads() throws {
        let shadowed = try render(Color.black.frame(width: 10, height: 10).shadow(color: .black, radius: 0, x: 4, y: 0)
            .frame(width: 30, height: 10))
        #expect(shadowed.rgba(21, 5).a == 255)   // the hard shadow, 4 points right
        #expect(shadowed.rgba(25, 5).a == 0)
        let blurred = try render(Color.black.frame(width: 10, height: 10).blur(radius: 4).frame(width: 30, height: 30))
        #expect(blurred.rgba(15, 15).a > 100)
        #expect(blurred.rgba(21, 15).a > 0 && blurred.rgba(21, 15).a < 128)
    }

    @Test func zIndexChangesDrawOrder() throws {
        let p = try render(ZStack {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).zIndex(1)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
        })
        #expect(p.rgba(5, 5) == (255, 0, 0, 255))
    }

    @Test func blendModeMultiply() throws {
        let p = try render(ZStack {
            Color(red: 1, green: 1, blue: 0)
            Color(red: 0, green: 1, blue: 1).blendMode(.multiply)
        }.frame(width: 4, height: 4))
        #expect(p.rgba(2, 2) == (0, 255, 0, 255))
    }

    @Test func proposedSizeDrivesTheImageSize() throws {
        let r = ImageRenderer(content: Color.red)
        r.proposedSize = ProposedViewSize(width: 30, height: 12)
        r.scale = 3
        let p = try r.render()
        #expect(p.width == 90 && p.height == 36)
        r.proposedSize = .infinity
        #expect(throws: ViewRenderError.self) { try r.render() }
    }
}

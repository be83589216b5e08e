// Rendered pixels of small compositions at places worked out by hand.
import Foundation
import Testing
@testable import SwiftUICore
import Raster

@Suite struct RenderTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1) throws -> Pixmap {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return try r.render()
    }

    @Test func stackOfColorsLandsOnItsPixels() throws {
        // 40 × 20: white behind a centred 20-wide pair, red then blue.
        let view = ZStack {
            Color.white
            HStack(spacing: 0) {
                Color.red.frame(width: 10)
                Color.blue.frame(width: 10)
            }
        }.frame(width: 40, height: 20)
        for scale in [1, 2] as [CGFloat] {
            let p = try render(view, scale: scale)
            let s = Int(scale)
            #expect(p.width == 40 * s && p.height == 20 * s)
            #expect(p.rgba(2 * s, 10 * s) == (255, 255, 255, 255))
            #expect(p.rgba(12 * s, 10 * s) == (255, 59, 48, 255) || p.rgba(12 * s, 10 * s).r > 200)
            #expect(p.rgba(10 * s, 10 * s).r > 200 && p.rgba(10 * s, 10 * s).b < 100)   // first red column
            #expect(p.rgba(9 * s, 10 * s) == (255, 255, 255, 255))                      // last white column
            #expect(p.rgba(25 * s, 10 * s).b > 200 && p.rgba(25 * s, 10 * s).r < 100)
            #expect(p.rgba(30 * s, 10 * s) == (255, 255, 255, 255))
        }
    }

    @Test func foregroundStyleIsInheritedAndShapesFillWithIt() throws {
        let p = try render(VStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10)
            Circle().frame(width: 10, height: 10).foregroundStyle(Color(red: 0, green: 1, blue: 0))
        }.foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        #expect(p.rgba(5, 5) == (0, 0, 255, 255))
        #expect(p.rgba(5, 15) == (0, 255, 0, 255))
        #expect(p.rgba(0, 10).a < 64)   // the circle leaves its frame's corner empty
    }

    @Test func gradientForegroundSpansEachShape() throws {
        // A top-to-bottom black→white gradient: each 10-point square runs the full range.
        let p = try render(HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 20)
            Rectangle().frame(width: 10, height: 10)
        }.foregroundStyle(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)))
        #expect(p.rgba(5, 0).r < 20 && p.rgba(5, 19).r > 235)
        // The short square is centred: rows 5…14.
        #expect(p.rgba(15, 2).a == 0)
        #expect(p.rgba(15, 5).a == 255 && p.rgba(15, 5).r < 30 && p.rgba(15, 14).r > 220)
    }

    @Test func rotationEffectTurnsAroundTheCentre() throws {
        // A 20 × 4 bar rotated 90° about its centre stands upright at (20, 20).
        let p = try render(Color.black.frame(width: 20, height: 4).rotationEffect(.degrees(90))
            .frame(width: 40, height: 40))
        #expect(p.rgba(20, 12).a == 255)
        #expect(p.rgba(12, 20).a == 0)
    }

    @Test func scaleEffectAndOffset() throws {
        // A 10-point square scaled ×2 about its top-left corner covers 20 × 20;
        // offset (20, 0) moves a second one right.
        let p = try render(ZStack(alignment: .topLeading) {
            Color.black.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading)
            Color.black.frame(width: 5, height: 5).offset(x: 30, y: 0)
        }.frame(width: 40, height: 40, alignment: .topLeading))
        #expect(p.rgba(18, 18).a == 255)
        #expect(p.rgba(22, 2).a == 0)
        #expect(p.rgba(32, 2).a == 255)
    }

    @Test func opacityPaddingBackgroundOverlay() throws {
        let p = try render(Color.clear.frame(width: 10, height: 10)
            .padding(5)
            .background(Color.black.opacity(0.5))
            .overlay(alignment: .topLeading) { Color.white.frame(width: 4, height: 4) })
        #expect(p.width == 20 && p.height == 20)
        #expect(abs(p.rgba(10, 10).a - 128) <= 1)
        #expect(p.rgba(1, 1) == (255, 255, 255, 255))
        #expect(abs(p.rgba(6, 1).a - 128) <= 1)
    }

    @Test func clipShapeAndMask() throws {
        let clipped = try render(Color.black.frame(width: 20, height: 20).clipShape(Circle()))
        #expect(clipped.rgba(10, 10).a == 255 && clipped.rgba(0, 0).a == 0)
        let masked = try render(Color.black.frame(width: 20, height: 20).mask {
            Color.black.frame(width: 10, height: 20).frame(maxWidth: .infinity, alignment: .leading)
        })
        #expect(masked.rgba(5, 10).a == 255 && masked.rgba(15, 10).a == 0)
    }

    @Test func perLeafOpacityVersusCompositingGroup() throws {
        // Two overlapping squares at 50 %: per leaf the overlap is darker
        // (1 − 0.5² = 75 % alpha); as one group it is 50 % everywhere.
        func pair() -> some View {
            ZStack(alignment: .topLeading) {
                Color.black.frame(width: 10, height: 10)
                Color.black.frame(width: 10, height: 10).offset(x: 5)
            }.frame(width: 15, height: 10, alignment: .topLeading)
        }
        let leaves = try render(pair().opacity(0.5))
        #expect(abs(leaves.rgba(7, 5).a - 191) <= 2)
        let group = try render(pair().compositingGroup().opacity(0.5))
        #expect(abs(group.rgba(7, 5).a - 128) <= 1)
    }

    @Test func textDrawsInsideItsFrame() throws {
        let p = try render(Text("Hi").font(.system(size: 30)).foregroundStyle(.black).padding(4).background(Color.white))
        var dark = 0
        for y in 0..<p.height { for x in 0..<p.width where p.rgba(x, y).r < 100 { dark += 1 } }
        #expect(dark > 30)
        // The padding stays white (the last column is the view's fractional
        // edge, rounded up to a whole pixel).
        for x in 0..<(p.width - 1) { #expect(p.rgba(x, 1) == (255, 255, 255, 255)) }
    }

    @Test func strokeBorderStaysInside() throws {
        // A 20-point square's 4-point border: pixel columns 0–3 ink, 4 empty.
        let p = try render(Rectangle().strokeBorder(Color.black, lineWidth: 4).frame(width: 20, height: 20))
        #expect(p.rgba(0, 10).a == 255 && p.rgba(3, 10).a == 255 && p.rgba(4, 10).a == 0)
        // A centred stroke of the same square puts half outside (clipped by the image).
        let q = try render(Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 20, height: 20))
        #expect(q.rgba(1, 10).a == 255 && q.rgba(2, 10).a == 0)
    }

    @Test func pixelSnappingSplitsThirdsWithoutSeams() throws {
        // Three colors sharing 10 points: 10/3 each; edges snap to whole
        // pixels, so every pixel is fully covered by exactly one of them.
        let p = try render(HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(width: 10, height: 2))
        for x in 0..<10 { #expect(p.rgba(x, 1).a == 255) }
    }

    @Test func emptyViewCannotRender() {
        #expect(throws: ViewRenderError.self) { try ImageRenderer(content: EmptyView()).render() }
        #expect(ImageRenderer(content: EmptyView()).pixmap == nil)
    }
}

// SwiftUI's coordinate contract: a shape is asked for `path(in:)` with
// `CGRect(origin: .zero, size: size)` and drawn where its view is; a
// canvas draws from its own corner; a geometry reader's local frame starts
// at zero. The shapes below do local-coordinate math, so each would be
// drawn at the window's corner if handed its frame in window coordinates.
// Expected pixels are worked out by hand from the layout rules.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Geometry

/// The top-left quarter of its rect, from `.zero` to the midpoints.
struct TopLeftQuarter: Shape {
    func path(in rect: CGRect) -> Path {
        Path(CGRect(origin: .zero, size: CGSize(width: rect.width / 2, height: rect.height / 2)))
    }
}

/// The triangle (0, 0), (maxX, 0), (0, maxY).
struct CornerTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: rect.maxX, y: 0))
        p.addLine(to: CGPoint(x: 0, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// A horizontal line through the middle of its rect.
struct MidLine: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: rect.height / 2))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.height / 2))
        return p
    }
}

@Suite struct LocalCoordinateTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1) throws -> Pixmap {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return try r.render()
    }

    func opaque(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool { p.rgba(x, y).a == 255 }
    func clear(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool { p.rgba(x, y).a == 0 }

    @Test func paddedShapeGetsAnOriginZeroRect() throws {
        // 40 × 40 shape padded by 20: frame (20, 20, 40, 40), quarter 20..40.
        let p = try render(TopLeftQuarter().fill(Color.black).frame(width: 40, height: 40).padding(20))
        #expect(p.width == 80)
        #expect(opaque(p, 20, 20) && opaque(p, 39, 39))
        #expect(clear(p, 10, 10) && clear(p, 19, 30) && clear(p, 40, 30) && clear(p, 30, 40))
    }

    @Test func shapeInAnHStackUsesMaxXAndZeroLocally() throws {
        // Clear 30 wide, then a 20 × 20 triangle at x = 30: corner (30, 0),
        // right end (50, 0), bottom end (30, 20).
        let p = try render(HStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 20)
            CornerTriangle().fill(Color.black).frame(width: 20, height: 20)
        })
        #expect(opaque(p, 31, 1) && opaque(p, 47, 1) && opaque(p, 31, 17))
        #expect(clear(p, 29, 1) && clear(p, 48, 18) && clear(p, 41, 11))
    }

    @Test func nestedFramesAndAVStackPlaceTheShape() throws {
        // Row 1: 25 high. Row 2: a 40 × 40 shape trailing in a 60-wide
        // frame: x 20..60, y 25..65; its quarter is x 20..40, y 25..45.
        let p = try render(VStack(spacing: 0) {
            Color.clear.frame(width: 60, height: 25)
            TopLeftQuarter().frame(width: 40, height: 40).frame(width: 60, alignment: .trailing)
        })
        #expect(opaque(p, 20, 25) && opaque(p, 39, 44))
        #expect(clear(p, 19, 30) && clear(p, 40, 30) && clear(p, 30, 24) && clear(p, 30, 45) && clear(p, 5, 30))
    }

    @Test func offsetMovesTheDrawingNotTheLocalRect() throws {
        // Frame (10, 10, 20, 20) moved by (5, 3): quarter x 15..25, y 13..23.
        let p = try render(TopLeftQuarter().fill(Color.black).frame(width: 20, height: 20)
            .offset(x: 5, y: 3).padding(10))
        #expect(opaque(p, 15, 13) && opaque(p, 24, 22))
        #expect(clear(p, 14, 15) && clear(p, 25, 15) && clear(p, 20, 12) && clear(p, 20, 23))
    }

    @Test func overlayAndBackgroundShapesGetTheirOwnRects() throws {
        // 40 × 40 padded by 10; overlay 20 × 20 at bottom trailing: frame
        // (30, 30, 20, 20), quarter 30..40. The background fills the padded
        // 60 × 60 view, so its quarter is 0..30.
        let v = Color.clear.frame(width: 40, height: 40)
            .overlay(alignment: .bottomTrailing) { TopLeftQuarter().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20) }
            .padding(10)
            .background(TopLeftQuarter().fill(Color(red: 0, green: 0, blue: 1)))
        let p = try render(v)
        #expect(p.rgba(35, 35) == (255, 0, 0, 255))
        #expect(p.rgba(45, 45).a == 0 && p.rgba(15, 45).a == 0)
        #expect(p.rgba(5, 5) == (0, 0, 255, 255) && p.rgba(29, 29) == (0, 0, 255, 255))
        #expect(p.rgba(31, 5).a == 0)
    }

    @Test func clipShapeAndMaskUseTheViewsLocalRect() throws {
        // A red 40 × 40 square padded by 20, clipped to its top-left quarter: 20..40.
        let clipped = try render(Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).clipShape(TopLeftQuarter()).padding(20))
        #expect(clipped.rgba(25, 25) == (255, 0, 0, 255) && clipped.rgba(39, 39) == (255, 0, 0, 255))
        #expect(clipped.rgba(45, 45).a == 0 && clipped.rgba(10, 10).a == 0)
        let masked = try render(Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).mask { TopLeftQuarter() }.padding(20))
        #expect(masked.rgba(25, 25) == (255, 0, 0, 255))
        #expect(masked.rgba(45, 45).a == 0 && masked.rgba(10, 10).a == 0)
    }

    @Test func strokeAndTrimFollowTheShape() throws {
        // A 2-point line through the middle of (10, 10, 40, 20): y 19..21,
        // trimmed to its first half: x 10..30.
        let p = try render(MidLine().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 2)
            .frame(width: 40, height: 20).padding(10))
        #expect(opaque(p, 11, 19) && opaque(p, 28, 20))
        #expect(clear(p, 32, 20) && clear(p, 20, 17) && clear(p, 20, 22) && clear(p, 5, 20))
    }

    @Test func strokeBorderStaysInsideTheFrame() throws {
        // A 4-point border inside (10, 10, 20, 20): x 10..14 on the left.
        let p = try render(Rectangle().strokeBorder(Color.black, lineWidth: 4).frame(width: 20, height: 20).padding(10))
        #expect(opaque(p, 10, 20) && opaque(p, 13, 20) && opaque(p, 26, 20))
        #expect(clear(p, 9, 20) && clear(p, 15, 20) && clear(p, 30, 20))
    }

    @Test func fractionalPositionsStillLandOnPixelEdges() throws {
        // At x = 10.4 the frame snaps to 10..30 (scale 1): quarter 10..20,
        // with crisp edges.
        let v = HStack(spacing: 0) { Color.clear.frame(width: 10.4, height: 20); TopLeftQuarter().frame(width: 20, height: 20) }
        let p = try render(v)
        #expect(opaque(p, 10, 5) && opaque(p, 19, 5) && clear(p, 9, 5) && clear(p, 20, 5))
        // Scale 2: 20.8 px snaps to 21, the frame is 21..61 px, the quarter 21..41.
        let p2 = try render(v, scale: 2)
        #expect(opaque(p2, 21, 5) && opaque(p2, 40, 5) && clear(p2, 20, 5) && clear(p2, 41, 5))
    }

    @Test func geometryReaderReportsLocalAndGlobalFrames() throws {
        final class Seen { var local = CGRect.null, global = CGRect.null, size = CGSize.zero }
        let seen = Seen()
        let v = GeometryReader { proxy in
            let _ = { seen.local = proxy.frame(in: .local); seen.global = proxy.frame(in: .global); seen.size = proxy.size }()
            TopLeftQuarter().frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(width: 40, height: 20).padding(10)
        let p = try render(v)
        #expect(seen.local == rect(0, 0, 40, 20))
        #expect(seen.global == rect(10, 10, 40, 20))
        #expect(seen.size == CGSize(width: 40, height: 20))
        #expect(opaque(p, 10, 10) && opaque(p, 29, 19) && clear(p, 30, 15) && clear(p, 15, 20))
    }

    @Test func canvasSeesTheForegroundStyle() throws {
        let p = try render(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
        }
        .frame(width: 20, height: 20)
        .foregroundStyle(Color(red: 0, green: 0, blue: 1))
        .padding(5))
        #expect(p.rgba(10, 10) == (0, 0, 255, 255))
        #expect(p.rgba(2, 2).a == 0)
    }

    @Test func canvasStyleForegroundIsTheEnvironmentsToo() throws {
        let p = try render(Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .style(.foreground))
        }
        .frame(width: 20, height: 10)
        .foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(p.rgba(5, 5) == (255, 0, 0, 255))
        #expect(p.rgba(15, 5).a == 0)
    }
}

// Gradient-filled text and a badge of symbols, written as SwiftUI Canvas
// code; only the import differs.
import Foundation
import Testing
import SwiftUICore
import Geometry

struct Title {
    var text: String

    var canvas: Canvas<EmptyView> {
        Canvas { context, size in
            let title = Text(text)
                .font(.system(size: 48, weight: .bold))
                .foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
            context.draw(title, at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
    }
}

struct GradientTextBadge {
    var canvas: Canvas<EmptyView> {
        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)
            context.fill(Path(ellipseIn: rect), with: .color(.indigo))
            var symbol = context.resolve(Image(systemName: "mountain.2.fill").resizable())
            symbol.shading = .color(.white)
            context.draw(symbol, in: rect.insetBy(dx: 20, dy: 30))
            context.draw(Image(systemName: "star.fill"), at: CGPoint(x: rect.midX, y: rect.minY + 22))
        }
    }
}

@Suite struct SwiftUIStyleGradientTextTests {
    @Test func titleRunsFromPinkToOrange() throws {
        let p = try Title(text: "Animate").canvas.render(width: 320, height: 100)
        var first: [Int]?, last: [Int]?
        for x in 0..<320 {
            for y in 0..<100 where px(p, x, y)[3] == 255 {
                if first == nil { first = px(p, x, y) }
                last = px(p, x, y)
            }
        }
        let l = try #require(first), r = try #require(last)
        // Pink (255, 45, 85) at the leading edge, orange (255, 149, 0) at the trailing edge.
        #expect(l[0] == 255 && l[1] < 60 && l[2] > 70)
        #expect(r[0] == 255 && r[1] > 135 && r[2] < 15)
    }

    @Test func badgeDrawsSymbols() throws {
        let p = try GradientTextBadge().canvas.render(width: 120, height: 120)
        #expect(px(p, 10, 60) == [88, 86, 214, 255])        // indigo disc
        #expect(px(p, 60, 75) == [255, 255, 255, 255])      // white mountains, stretched over the frame
        #expect(px(p, 60, 27) == [0, 0, 0, 255])            // star in the foreground color (black)
        #expect(px(p, 1, 1)[3] == 0)
    }
}

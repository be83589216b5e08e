// A badge written the SwiftUI way: a gradient hexagon and eight rotated
// symbols made with ForEach. Only the import differs from SwiftUI code.
import Foundation
import Testing
import SwiftUICore
import Raster
import Geometry

struct Hexagon: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let radius = min(rect.width, rect.height) / 2
            for i in 0..<6 {
                let angle = Angle.degrees(Double(i) * 60 - 90).radians
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}

struct Badge: View {
    var body: some View {
        ZStack {
            Hexagon()
                .fill(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
                .frame(width: 160, height: 160)
            ForEach(0..<8) { index in
                Image(systemName: "star.fill")
                    .font(.system(size: 14))
                    .foregroundStyle(.white)
                    .offset(y: -50)
                    .rotationEffect(.degrees(Double(index) * 45))
            }
            Text("A+")
                .font(.system(size: 36, weight: .bold))
                .foregroundStyle(.white)
        }
        .frame(width: 200, height: 200)
    }
}

@Suite struct SwiftUIStyleBadgeTests {
    @Test func badgeRendersHexagonStarsAndLabel() throws {
        let renderer = ImageRenderer(content: Badge())
        renderer.scale = 2
        let image = try #require(renderer.pixmap)
        #expect(image.width == 400 && image.height == 400)
        func at(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * 2), y: Int(y * 2)) }

        // Outside the hexagon (its flat sides are at x = 100 ± 80·cos 30°).
        #expect(at(25, 100).a == 0)
        #expect(at(5, 5).a == 0)
        // The gradient runs orange (top) to red (bottom) over the hexagon's frame.
        let top = at(100, 30), bottom = at(100, 172)
        #expect(top.a == 255 && bottom.a == 255)
        #expect(top.g > bottom.g + 50)   // orange has green 149, red 59

        // Eight stars 50 points from the centre every 45°, white; between them gradient.
        for i in 0..<8 {
            let a = Double(i) * 45 * .pi / 180
            let star = at(100 + 50 * sin(a), 100 - 50 * cos(a))
            #expect(star.r == 255 && star.g == 255 && star.b == 255, "star \(i)")
            let b = a + 22.5 * .pi / 180
            let gap = at(100 + 50 * sin(b), 100 - 50 * cos(b))
            #expect(gap.b < 100, "between stars \(i)")
        }

        // The label puts white ink near the centre.
        var white = 0
        for y in 180..<220 { for x in 160..<240 where image.pixel(x: x, y: y).b > 200 { white += 1 } }
        #expect(white > 200)
    }
}

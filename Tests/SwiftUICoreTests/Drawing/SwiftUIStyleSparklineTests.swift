// A sparkline: a stroked polyline over a gradient-filled area, written as
// SwiftUI Canvas code; only the import differs.
import Foundation
import Testing
import SwiftUICore
import Geometry

struct Sparkline {
    var samples: [Double]   // 0…1

    func points(in size: CGSize) -> [CGPoint] {
        let step = size.width / CGFloat(samples.count - 1)
        return samples.enumerated().map { i, v in
            CGPoint(x: CGFloat(i) * step, y: size.height * (1 - CGFloat(v)))
        }
    }

    var canvas: Canvas<EmptyView> {
        Canvas { context, size in
            let pts = points(in: size)
            var line = Path()
            line.addLines(pts)

            var area = line
            area.addLine(to: CGPoint(x: size.width, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()
            context.fill(area, with: .linearGradient(
                Gradient(colors: [Color.green.opacity(0.5), Color.green.opacity(0)]),
                startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 0, y: size.height)))

            context.stroke(line, with: .color(.green),
                           style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
            if let last = pts.last {
                context.fill(Path(ellipseIn: CGRect(x: last.x - 5, y: last.y - 5, width: 10, height: 10)),
                             with: .color(.white))
            }
        }
    }
}

@Suite struct SwiftUIStyleSparklineTests {
    @Test func lineAreaAndEndDot() throws {
        // Samples 0.5, 0.5, 0.9, 0.2, 0.6 over 200 × 100: x = 0, 50, 100, 150, 200.
        let p = try Sparkline(samples: [0.5, 0.5, 0.9, 0.2, 0.6]).canvas.render(width: 200, height: 100)
        // The first segment is flat at y = 50: the 4-wide stroke covers rows 48…51.
        for y in 48...51 { #expect(px(p, 25, y) == [52, 199, 89, 255], "row \(y)") }
        #expect(px(p, 25, 46)[3] == 0)                       // above the line: nothing
        // Below the line, the area's alpha follows 0.5·(1 − y/100).
        for y in [60, 75, 90] {
            let a = 0.5 * (1 - (Double(y) + 0.5) / 100) * 255
            #expect(abs(Double(px(p, 25, y)[3]) - a) <= 1, "row \(y)")
        }
        // The end dot is white, centred on the last point (200, 40).
        #expect(px(p, 197, 40) == [255, 255, 255, 255])
    }
}

// A bar chart of rounded gradient bars, written as SwiftUI Canvas code; only
// the import differs (`import SwiftUICore` for `import SwiftUI`).
import Foundation
import Testing
import SwiftUICore
import Geometry

struct BarChart {
    var values: [Double]
    var spacing: CGFloat = 10
    var cornerRadius: CGFloat = 6

    var canvas: Canvas<EmptyView> {
        Canvas { context, size in
            let barWidth = (size.width - spacing * CGFloat(values.count + 1)) / CGFloat(values.count)
            let maxValue = values.max() ?? 1
            for (index, value) in values.enumerated() {
                let height = size.height * CGFloat(value / maxValue)
                let rect = CGRect(x: spacing + CGFloat(index) * (barWidth + spacing),
                                  y: size.height - height, width: barWidth, height: height)
                let bar = Path(roundedRect: rect, cornerRadius: cornerRadius)
                context.fill(bar, with: .linearGradient(Gradient(colors: [.blue, .purple]),
                                                        startPoint: CGPoint(x: rect.midX, y: rect.maxY),
                                                        endPoint: CGPoint(x: rect.midX, y: rect.minY)))
            }
            // A baseline under the bars.
            var axis = Path()
            axis.move(to: CGPoint(x: 0, y: size.height - 0.5))
            axis.addLine(to: CGPoint(x: size.width, y: size.height - 0.5))
            context.stroke(axis, with: .color(.gray), lineWidth: 1)
        }
    }
}

@Suite struct SwiftUIStyleBarChartTests {
    @Test func barsAreRoundedGradientsOnAnAxis() throws {
        // 4 bars in 210 × 100: width (210 − 50) / 4 = 40, at x = 10, 60, 110, 160.
        let p = try BarChart(values: [0.25, 1.0, 0.5, 0.75]).canvas.render(width: 210, height: 100)
        // Tallest bar (index 1, x 60…100, y 0…100): blue at the bottom, purple at the top.
        func expected(_ y: Int, top: Double) -> [Double] {
            let t = (100 - (Double(y) + 0.5)) / (100 - top)   // 0 at the bottom, 1 at the top
            return [0 + 175 * t, 122 + (82 - 122) * t, 255 + (222 - 255) * t, 255]
        }
        #expect(near(px(p, 80, 95), expected(95, top: 0), 1.5))
        #expect(near(px(p, 80, 10), expected(10, top: 0), 1.5))
        #expect(near(px(p, 80, 50), expected(50, top: 0), 1.5))
        // Bar 0 is 25 tall (y 75…100): the same gradient over its own height.
        #expect(near(px(p, 30, 80), expected(80, top: 75), 1.5))
        // Gaps between bars and the space above short bars stay empty.
        #expect(px(p, 55, 50)[3] == 0 && px(p, 30, 70)[3] == 0 && px(p, 105, 80)[3] == 0)
        // Rounded corners: the bar's corner pixel is cut away, its edge midpoint is not.
        #expect(px(p, 60, 0)[3] == 0 && px(p, 80, 0)[3] == 255 && px(p, 60, 50)[3] == 255)
        // The gray axis along the bottom row, in the gaps too.
        #expect(px(p, 55, 99) == [142, 142, 147, 255])
    }
}

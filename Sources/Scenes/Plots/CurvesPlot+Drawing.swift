import SwiftUICore
import Foundation
import Geometry

// Drawing the plot: a dark page (saturated system colors read best on it),
// one rounded panel per chart, gridlines at 0, ½ and 1, the curves on top.

extension CurvesPlot {
    static let page = Color(red: 0.075, green: 0.075, blue: 0.085)
    static let panel = Color(red: 0.135, green: 0.135, blue: 0.15)
    static let ink = Color(white: 0.94)
    static let faint = Color(white: 0.62)

    /// Draws the whole picture into `context` (user space in points).
    package func draw(in context: inout GraphicsContext) {
        let u = unit
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.page))
        let title = context.resolve(Self.text("SwiftUI animation curves and springs", 24 * u, .bold, Self.ink))
        context.draw(title, at: CGPoint(x: 24 * u, y: 22 * u), anchor: .topLeading)
        let titleWidth = title.measure(in: size).width
        context.draw(Self.text("animgen curves · every named curve and spring as Animation evaluates it",
                               13 * u, .regular, Self.faint),
                     at: CGPoint(x: 24 * u + titleWidth + 14 * u, y: 31 * u), anchor: .topLeading)
        for section in sections {
            let heading = context.resolve(Self.text(section.title, 17 * u, .semibold, Self.ink))
            context.draw(heading, at: section.origin, anchor: .topLeading)
            let width = heading.measure(in: size).width
            context.draw(Self.text(section.subtitle, 12 * u, .regular, Self.faint),
                         at: CGPoint(x: section.origin.x + width + 10 * u, y: section.origin.y + 4 * u),
                         anchor: .topLeading)
        }
        for chart in charts { draw(chart, in: &context) }
    }

    private func draw(_ chart: Chart, in context: inout GraphicsContext) {
        let u = unit, rect = chart.plotRect
        context.fill(Path(roundedRect: chart.frame, cornerRadius: 10 * u), with: .color(Self.panel))
        let titleColor = chart.isOverlay ? Self.ink : chart.entries[0].color
        context.draw(Self.text(chart.title, 14 * u, .semibold, titleColor),
                     at: CGPoint(x: chart.frame.minX + 12 * u, y: chart.frame.minY + 9 * u), anchor: .topLeading)
        context.draw(Self.text(chart.detail, 11 * u, .regular, Self.faint),
                     at: CGPoint(x: chart.frame.minX + 12 * u, y: chart.frame.minY + 27 * u), anchor: .topLeading)
        drawGrid(chart, in: &context)
        if !chart.isOverlay { drawMarks(chart, in: &context) }
        // Never hairline-thin, however small the picture.
        let lineWidth = max(chart.isOverlay ? 1 : 1.25, (chart.isOverlay ? 1.6 : 2.2) * u)
        for entry in chart.entries {
            let samples = max(64, Int(rect.width * 2))
            var path = Path()
            for i in 0...samples {
                let x = chart.xRange.lowerBound
                    + (chart.xRange.upperBound - chart.xRange.lowerBound) * Double(i) / Double(samples)
                let point = chart.position(x: x, value: entry.value(at: x))
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            context.stroke(path, with: .color(entry.color),
                           style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
        }
    }

    /// Gridlines at values 0 and 1 (strong) and ½ (faint), vertical lines at
    /// the x ticks, and the tick labels.
    private func drawGrid(_ chart: Chart, in context: inout GraphicsContext) {
        let u = unit, rect = chart.plotRect
        for (value, opacity) in [(0.0, 0.32), (0.5, 0.10), (1.0, 0.32)] {
            let y = chart.position(x: 0, value: value).y
            var line = Path()
            line.move(to: CGPoint(x: rect.minX, y: y))
            line.addLine(to: CGPoint(x: rect.maxX, y: y))
            context.stroke(line, with: .color(Color(white: 1, opacity: opacity)), lineWidth: u)
            context.draw(Self.text(Self.number(value), 10 * u, .regular, Self.faint),
                         at: CGPoint(x: rect.minX - 6 * u, y: y), anchor: .trailing)
        }
        let step = chart.xUnit == "s" ? 0.5 : 0.25
        var tick = chart.xRange.lowerBound
        while tick <= chart.xRange.upperBound + 1e-9 {
            let x = chart.position(x: tick, value: 0).x
            var line = Path()
            line.move(to: CGPoint(x: x, y: rect.minY))
            line.addLine(to: CGPoint(x: x, y: rect.maxY))
            context.stroke(line, with: .color(Color(white: 1, opacity: 0.06)), lineWidth: u)
            let isLast = tick + step > chart.xRange.upperBound + 1e-9
            let label = Self.number(tick) + (isLast && chart.xUnit == "s" ? " s" : "")
            context.draw(Self.text(label, 10 * u, .regular, Self.faint),
                         at: CGPoint(x: x, y: rect.maxY + 5 * u), anchor: .top)
            tick += step
        }
    }

    /// A spring's settling time (dashed), its duration (dotted) and the
    /// overshoot peak of anything that overshoots.
    private func drawMarks(_ chart: Chart, in context: inout GraphicsContext) {
        let u = unit, rect = chart.plotRect, entry = chart.entries[0]
        func vertical(at time: Double, color: Color, dash: [CGFloat]) -> CGFloat {
            let x = chart.position(x: time, value: 0).x
            var line = Path()
            line.move(to: CGPoint(x: x, y: rect.minY))
            line.addLine(to: CGPoint(x: x, y: rect.maxY))
            context.stroke(line, with: .color(color), style: StrokeStyle(lineWidth: u, dash: dash.map { $0 * u }))
            return x
        }
        // Unlabelled: the chart's detail line and the section legend name it.
        if let duration = entry.springDuration, duration < chart.xRange.upperBound {
            _ = vertical(at: duration, color: Color(white: 1, opacity: 0.45), dash: [1.5, 3])
        }
        // Labelled low down, where a settled spring leaves the chart empty.
        if let settle = entry.settlingTime, settle < chart.xRange.upperBound {
            let x = vertical(at: settle, color: entry.color.opacity(0.8), dash: [5, 4])
            let flip = x > rect.maxX - 80 * u
            context.draw(Self.text("settled \(Self.number(settle)) s", 10 * u, .medium, entry.color),
                         at: CGPoint(x: x + (flip ? -4 : 4) * u, y: chart.position(x: 0, value: 0.06).y),
                         anchor: flip ? .bottomTrailing : .bottomLeading)
        }
        // The overshoot, found on a fine grid: what a designer asks first.
        var peak = (x: 0.0, value: -Double.infinity)
        for i in 0...2000 {
            let x = chart.xRange.upperBound * Double(i) / 2000
            let v = entry.value(at: x)
            if v > peak.value { peak = (x, v) }
        }
        if peak.value > 1.005 {
            let point = chart.position(x: peak.x, value: peak.value)
            context.fill(Path(ellipseIn: CGRect(x: point.x - 3 * u, y: point.y - 3 * u, width: 6 * u, height: 6 * u)),
                         with: .color(entry.color))
            context.draw(Self.text("peak \(Self.number(peak.value))", 10 * u, .medium, Self.ink),
                         at: CGPoint(x: point.x + 7 * u, y: point.y - 1 * u), anchor: .leading)
        }
    }

    static func text(_ string: String, _ size: CGFloat, _ weight: Font.Weight, _ color: Color) -> Text {
        Text(string).font(.system(size: max(size, 4), weight: weight)).foregroundColor(color)
    }

    /// Up to two decimals, without trailing zeros: 0, 0.5, 0.81, 1.37.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

import SwiftUICore
import Foundation
import Raster

/// The picture `animgen curves` draws: every named timing curve and spring
/// as a grid of small labelled charts, value over progress (curves) or over
/// seconds (springs), each section closing with all of its curves overlaid.
///
/// Layout and scales are visible to the package so tests can find where a
/// value must be drawn: ``Chart/plotRect`` spans ``Chart/xRange`` left to
/// right and ``Chart/yRange`` bottom to top, in points (y down).
package struct CurvesPlot: Sendable {
    /// One small chart of the grid.
    package struct Chart: Sendable {
        package let title: String
        package let detail: String
        /// One entry, or every entry of the section for the overlay chart.
        package let entries: [CurvePlotEntry]
        /// The chart's panel, title included.
        package let frame: CGRect
        /// The data area: x from ``xRange`` (left) to the right edge, y from
        /// ``yRange``'s lower bound (bottom) to its upper bound (top).
        package let plotRect: CGRect
        package let xRange: ClosedRange<Double>
        package let yRange: ClosedRange<Double>
        /// What x means: progress for curves, seconds for springs.
        package let xUnit: String
        /// Whether this is the section's closing chart with all its curves.
        package let isOverlay: Bool

        /// The point (in points) where the value `value` at `x` is drawn.
        package func position(x: Double, value: Double) -> CGPoint {
            let fx = (x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
            let fy = (value - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound)
            return CGPoint(x: plotRect.minX + fx * plotRect.width, y: plotRect.maxY - fy * plotRect.height)
        }
    }

    /// The picture's size in points.
    package let size: CGSize
    /// Unit curves first, then springs, row by row.
    package let charts: [Chart]
    /// Length of the springs' shared time axis, in seconds.
    package let springSeconds: Double
    /// Where the two section headings go (title, origin).
    let sections: [(title: String, subtitle: String, origin: CGPoint)]
    /// Points per design unit: 1 at 1600 × 1000, smaller or larger with the size.
    let unit: CGFloat

    /// Columns of the grid; each section fills two rows.
    static let columns = 5

    /// Lays out the default entries on a `size` picture.
    package init(size: CGSize = CGSize(width: 1600, height: 1000),
                curves: [CurvePlotEntry] = CurvePlotEntry.curves,
                springs: [CurvePlotEntry] = CurvePlotEntry.springs) {
        self.size = size
        let u = max(0.25, min(size.width / 1600, size.height / 1000))
        unit = u
        let margin = 24 * u, header = 58 * u, sectionLabel = 30 * u, gap = 14 * u
        let rows = 4
        let cellWidth = max(1, (size.width - 2 * margin - CGFloat(Self.columns - 1) * gap) / CGFloat(Self.columns))
        let cellHeight = max(1, (size.height - 2 * margin - header - 2 * sectionLabel - CGFloat(rows - 1) * gap)
            / CGFloat(rows))

        // Springs share one time axis so their speeds compare at a glance.
        let slowest = springs.compactMap(\.settlingTime).max() ?? 1
        let seconds = (slowest * 1.06 / 0.25).rounded(.up) * 0.25
        springSeconds = seconds
        let curveY = Self.valueRange(curves, xs: (0...400).map { Double($0) / 400 }, floor: -0.12, ceiling: 1.12)
        let springY = Self.valueRange(springs, xs: (0...800).map { seconds * Double($0) / 800 },
                                      floor: -0.12, ceiling: 1.12)

        var charts: [Chart] = []
        var sections: [(String, String, CGPoint)] = []
        var top = margin + header
        let groups: [(String, String, [CurvePlotEntry], ClosedRange<Double>, ClosedRange<Double>, String)] = [
            ("Unit curves", "value over progress 0 → 1 (multiply by the animation's duration for time)",
             curves, 0...1, curveY, "progress"),
            ("Springs", "value over time, moving 0 → 1 from rest · dashed: settled within 0.001 · dotted: duration",
             springs, 0...seconds, springY, "s"),
        ]
        for (title, subtitle, entries, xRange, yRange, xUnit) in groups {
            sections.append((title, subtitle, CGPoint(x: margin, y: top)))
            top += sectionLabel
            // The last cell overlays the whole section.
            for index in 0...min(entries.count, 2 * Self.columns - 1) {
                let overlay = index == entries.count
                let row = index / Self.columns, column = index % Self.columns
                let frame = CGRect(x: margin + CGFloat(column) * (cellWidth + gap),
                                   y: top + CGFloat(row) * (cellHeight + gap),
                                   width: cellWidth, height: cellHeight)
                let plot = CGRect(x: frame.minX + 34 * u, y: frame.minY + 44 * u,
                                  width: max(1, frame.width - 48 * u), height: max(1, frame.height - 66 * u))
                charts.append(Chart(
                    title: overlay ? "All \(title.lowercased())" : entries[index].title,
                    detail: overlay ? "colors as in their own charts" : entries[index].detail,
                    entries: overlay ? entries : [entries[index]], frame: frame, plotRect: plot,
                    xRange: xRange, yRange: yRange, xUnit: xUnit, isOverlay: overlay))
            }
            top += 2 * cellHeight + 2 * gap
        }
        self.charts = charts
        self.sections = sections
    }

    /// Renders the plot at `scale` pixels per point.
    /// - Throws: `CanvasError` for a size or scale that cannot be rendered.
    package func render(scale: Double = 1) throws -> Pixmap {
        let width = Int(size.width.rounded()), height = Int(size.height.rounded())
        let canvas = Canvas(opaque: true) { context, _ in draw(in: &context) }
        return try canvas.render(width: width, height: height, scale: scale)
    }

    /// Renders the default plot on a `width` × `height`-point picture at
    /// `scale` pixels per point (a PNG of width·scale × height·scale pixels).
    package static func render(width: Int = 1600, height: Int = 1000, scale: Double = 1) throws -> Pixmap {
        try CurvesPlot(size: CGSize(width: width, height: height)).render(scale: scale)
    }

    /// The smallest range holding `floor…ceiling` and every sampled value,
    /// with headroom for overshoot.
    static func valueRange(_ entries: [CurvePlotEntry], xs: [Double], floor: Double, ceiling: Double)
        -> ClosedRange<Double> {
        var low = floor, high = ceiling
        for entry in entries {
            for x in xs {
                let v = entry.value(at: x)
                low = min(low, v - 0.08)
                high = max(high, v + 0.08)
            }
        }
        return low...high
    }
}

// golden | actual | diff side by side with their figures, the one picture a
// person opens to see what changed. Small frames are enlarged by a whole
// factor (nearest pixel) so a one-pixel change is visible.
import Raster
import Timeline

enum ComparisonSheet {
    static func make(golden: Pixmap, actual: Pixmap, diff: Pixmap, frame: Int, frameRate: FrameRate,
                     difference d: FrameDifference) throws -> Pixmap {
        let factor = max(1, min(8, (LabelledGrid.minimumCellWidth + golden.width - 1) / golden.width))
        func enlarged(_ p: Pixmap) -> Pixmap { p.resampled(width: p.width * factor, height: p.height * factor) }
        let exact = frameRate.exactTime(ofFrame: frame)
        let zoom = factor > 1 ? " (×\(factor))" : ""
        let differing = d.differingPixels
        let percent = Double(differing) * 100 / Double(max(1, d.pixelCount))
        let cells = [
            LabelledGrid.Cell(image: enlarged(golden), caption: ["golden\(zoom)", "\(golden.width)x\(golden.height)"]),
            LabelledGrid.Cell(image: enlarged(actual), caption: ["actual", "\(actual.width)x\(actual.height)"]),
            LabelledGrid.Cell(image: enlarged(diff), caption: [
                "diff: max \(d.maxChannelDifference)",
                "\(differing) px (\(VerificationReport.format(percent, decimals: 3)) %)",
                "PSNR \(VerificationReport.formatPSNR(d.psnr)) dB",
            ], isAlert: true),
        ]
        let title = "frame \(frame) · t = \(VerificationReport.format(frameRate.time(ofFrame: frame), decimals: 3)) s (\(exact))"
        return try LabelledGrid(cells: cells, columns: 3, title: title).render()
    }
}

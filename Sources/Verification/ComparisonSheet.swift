// golden | actual | diff, the one picture a person opens to see what changed,
// at a size a screen shows whole: the three show only the changed area (with
// a margin), enlarged by a whole factor (nearest pixel, so a one-pixel change
// is a crisp square) or shrunk to fit; a fourth picture shows the whole frame
// with that area outlined, so the crop can be placed.
import Raster
import Timeline

enum ComparisonSheet {
    /// The widest and tallest a picture in the sheet is drawn: two columns of
    /// these fit a laptop screen at 100 %.
    static let maximumCellSide = 640

    static func make(golden: Pixmap, actual: Pixmap, diff: Pixmap, frame: Int, frameRate: FrameRate,
                     difference d: FrameDifference) throws -> Pixmap {
        let exact = frameRate.exactTime(ofFrame: frame)
        let differing = d.differingPixels
        let percent = Double(differing) * 100 / Double(max(1, d.pixelCount))
        let title = "frame \(frame) · t = \(VerificationReport.format(frameRate.time(ofFrame: frame), decimals: 3)) s (\(exact))"
        let diffCaption = [
            "diff: max \(d.maxChannelDifference)",
            "\(differing) px (\(VerificationReport.format(percent, decimals: 3)) %)",
            "PSNR \(VerificationReport.formatPSNR(d.psnr)) dB",
        ]
        // Different sizes: nothing lines up to crop; both whole, fitted.
        guard d.sizeMatches, let changed = PixelRegion.changed(golden, actual) else {
            let cells = [
                LabelledGrid.Cell(image: fitted(golden).image, caption: ["golden", "\(golden.width)x\(golden.height)"]),
                LabelledGrid.Cell(image: fitted(actual).image, caption: ["actual", "\(actual.width)x\(actual.height)"]),
                LabelledGrid.Cell(image: fitted(diff).image, caption: diffCaption, isAlert: true),
            ]
            return try LabelledGrid(cells: cells, columns: 3, title: title).render()
        }
        let margin = max(8, min(golden.width, golden.height) / 20)
        let region = changed.expanded(by: margin, within: golden.width, golden.height)
        let whole = region == PixelRegion(x: 0, y: 0, width: golden.width, height: golden.height)
        let area = whole ? "whole frame" : "x \(region.x)…\(region.x + region.width - 1), y \(region.y)…\(region.y + region.height - 1)"
        let (g, scale) = fitted(golden.cropped(to: region))
        var cells = [
            LabelledGrid.Cell(image: g, caption: ["golden\(scale)", area]),
            LabelledGrid.Cell(image: fitted(actual.cropped(to: region)).image, caption: ["actual", "\(actual.width)x\(actual.height)"]),
            LabelledGrid.Cell(image: fitted(diff.cropped(to: region)).image, caption: diffCaption, isAlert: true),
        ]
        // The whole frame changed: the crop is the frame, nothing to place.
        if !whole {
            cells.append(LabelledGrid.Cell(image: overview(diff, outlining: region), caption: ["where: the whole diff", "\(golden.width)x\(golden.height)"]))
        }
        return try LabelledGrid(cells: cells, columns: 2, title: title).render()
    }

    /// `picture` enlarged by a whole factor (at most 8) to about a third of
    /// a cell, or shrunk to fit in one; with the zoom as a caption suffix.
    static func fitted(_ picture: Pixmap) -> (image: Pixmap, zoom: String) {
        let side = max(picture.width, picture.height)
        if side > maximumCellSide {
            let w = max(1, picture.width * maximumCellSide / side), h = max(1, picture.height * maximumCellSide / side)
            return (picture.resampled(width: w, height: h), " (×\(VerificationReport.format(Double(w) / Double(picture.width), decimals: 2)))")
        }
        let factor = max(1, min(8, maximumCellSide / 2 / side))
        let image = factor == 1 ? picture : picture.resampled(width: picture.width * factor, height: picture.height * factor)
        return (image, factor > 1 ? " (×\(factor))" : "")
    }

    /// The whole diff picture fitted in a cell, with `region` outlined in yellow.
    static func overview(_ diff: Pixmap, outlining region: PixelRegion) -> Pixmap {
        let picture = fitted(diff).image
        let sx = Double(picture.width) / Double(diff.width), sy = Double(picture.height) / Double(diff.height)
        let x0 = Int(Double(region.x) * sx), y0 = Int(Double(region.y) * sy)
        let x1 = min(picture.width - 1, Int(Double(region.x + region.width) * sx))
        let y1 = min(picture.height - 1, Int(Double(region.y + region.height) * sy))
        let yellow = RGBA8(r: 255, g: 214, b: 0, a: 255)
        for x in x0...max(x0, x1) { picture.setPixel(x: x, y: y0, yellow); picture.setPixel(x: x, y: y1, yellow) }
        for y in y0...max(y0, y1) { picture.setPixel(x: x0, y: y, yellow); picture.setPixel(x: x1, y: y, yellow) }
        return picture
    }
}

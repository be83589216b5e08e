// Frames of an animation in a grid, each captioned with its frame number and
// time: the whole animation at a glance.
import Raster
import Timeline

/// Builds contact sheets.
public enum ContactSheet {
    /// The default thumbnail width: frames wider than this are shrunk.
    public static let defaultThumbnailWidth = 320

    /// Renders each of `frames` and lays them out `columns` to a row,
    /// shrunk (area-averaged) to `thumbnailWidth` pixels wide when wider,
    /// captioned `frame N` and `t = S s (exact)`.
    /// - Parameter title: a line above the grid (scene and parameters), or nil.
    public static func make(frames: [Int], frameRate: FrameRate, columns: Int,
                            thumbnailWidth: Int = defaultThumbnailWidth, title: String? = nil,
                            render: (Int) throws -> Pixmap) throws -> Pixmap {
        guard !frames.isEmpty else {
            throw VerificationError(.invalidArgument, "A contact sheet needs at least one frame; select frames (`frames` or `every`).")
        }
        guard columns >= 1 else {
            throw VerificationError(.invalidArgument, "A contact sheet needs at least 1 column, not \(columns).")
        }
        guard thumbnailWidth >= 1 else {
            throw VerificationError(.invalidArgument, "Thumbnails must be at least 1 pixel wide, not \(thumbnailWidth).")
        }
        var cells: [LabelledGrid.Cell] = []
        for index in frames {
            let frame = try render(index)
            let width = min(frame.width, thumbnailWidth)
            let height = max(1, (frame.height * width + frame.width / 2) / frame.width)
            let exact = frameRate.exactTime(ofFrame: index)
            let seconds = VerificationReport.format(frameRate.time(ofFrame: index), decimals: 3)
            let exactText = exact.denominator == 1 ? "\(exact.numerator)" : "\(exact.numerator)/\(exact.denominator)"
            cells.append(LabelledGrid.Cell(image: frame.resampled(width: width, height: height),
                                           caption: ["frame \(index)", "t = \(seconds) s (\(exactText))"]))
        }
        return try LabelledGrid(cells: cells, columns: columns, title: title).render()
    }
}

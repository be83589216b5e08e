import Foundation
import Geometry

/// An 8-bit coverage mask the size of the canvas: 255 where drawing passes,
/// 0 where it is clipped away, anti-aliased in between.
///
/// Masks are immutable once built; intersecting two masks multiplies them
/// (with the shared `mul255` rounding).
package final class ClipMask: @unchecked Sendable {
    package let width: Int
    package let height: Int
    /// `width × height` bytes, rows top to bottom.
    let data: UnsafeMutablePointer<UInt8>
    /// Where bytes may be non-zero (the rest is 0): what `deinit` zeroes
    /// before the buffer goes back to `MaskMemory`.
    private var writtenRows: Range<Int>
    private var writtenColumns: Range<Int>

    /// The mask of `path` (mapped by `transform`) filled with `style`,
    /// intersected with `other` when given.
    /// With `inverted`, the mask keeps what lies outside the path instead
    /// (255 − coverage), before the intersection.
    ///
    /// With `region`, only that rectangle of rows and columns is computed and
    /// the rest stays 0: for a caller that draws nothing outside it (a
    /// layer's masks bounded to the box its content covers), the clip then
    /// costs the region's area, not the canvas's.
    ///
    /// - Throws: `RasterError.sizeMismatch` when `other` has another size.
    package convenience init(width: Int, height: Int, path: Path, transform: CGAffineTransform = .identity,
                             style: FillParameters = FillParameters(), tolerance: CGFloat = 0.2, inverted: Bool = false,
                             region: MaskRegion? = nil, intersecting other: ClipMask? = nil) throws {
        try self.init(width: width, height: height, path: path, transform: transform, style: style, tolerance: tolerance,
                      inverted: inverted, region: region, intersecting: other, accumulator: nil)
    }

    /// As above, rasterising in `accumulator` (zeroed, `width` wide, a band
    /// high; left zeroed) instead of one of its own.
    init(width: Int, height: Int, path: Path, transform: CGAffineTransform, style: FillParameters, tolerance: CGFloat,
         inverted: Bool, region: MaskRegion?, intersecting other: ClipMask?, accumulator: CoverageAccumulator?) throws {
        try Self.checkSize(width: width, height: height, other)
        self.width = width
        self.height = height
        data = MaskMemory.takeZeroed(width * height)
        let region = (region ?? MaskRegion(rows: 0..<height, columns: 0..<width)).clamped(width: width, height: height)
        writtenRows = region.rows
        writtenColumns = region.columns
        var builder = EdgeBuilder(width: width, height: height)
        path.flatten(transform: transform, tolerance: tolerance, into: &builder)
        builder.finish()
        // Rows no edge reaches stay 0, so only the rows the path spans are
        // rasterised (and, when not inverted, intersected).
        let rows = builder.edges.count == 0 ? 0..<0 : builder.shapeRows.clamped(to: region.rows)
        let band = RasterContext.bandHeight
        let acc = accumulator ?? CoverageAccumulator(width: width, rows: band)
        let columns = region.columns
        var left = width, right = 0, first = height, last = 0
        builder.edges.withUnsafeBufferPointer { edges in
            var top = rows.isEmpty ? height : rows.lowerBound / band * band
            while top < min(height, rows.upperBound) {
                let bottom = min(top + band, height)
                acc.accumulate(edges, top: top, bottom: bottom, antialiased: style.isAntialiased)
                for y in top..<bottom {
                    // Every row is resolved (resolving clears it), only the region's kept.
                    let spanCount = acc.resolveRow(y - top, evenOdd: style.isEOFilled)
                    guard rows.contains(y) else { continue }
                    for k in 0..<spanCount {
                        let x0 = max(Int(acc.spans[2 * k]), columns.lowerBound)
                        let x1 = min(Int(acc.spans[2 * k + 1]), columns.upperBound)
                        guard x0 < x1 else { continue }
                        (data + y * width + x0).update(from: acc.coverage + x0, count: x1 - x0)
                        left = min(left, x0); right = max(right, x1); first = min(first, y); last = y
                    }
                }
                top = bottom
            }
        }
        if !inverted {
            writtenRows = first <= last ? first..<last + 1 : 0..<0
            writtenColumns = left < right ? left..<right : 0..<0
        }
        finish(inverted: inverted, intersecting: other)
    }

    /// The alpha of `layer` scaled by `opacity / 255` (what a layer clip
    /// keeps), inverted and intersected as for a path's mask. With
    /// `region`, only that rectangle is read and the rest of the mask is 0
    /// (for a caller that draws nothing outside it).
    ///
    /// - Throws: `RasterError.sizeMismatch` when `other` has another size.
    package init(alphaOf layer: Pixmap, opacity: UInt8, inverted: Bool = false, region: MaskRegion? = nil,
                 intersecting other: ClipMask? = nil) throws {
        try Self.checkSize(width: layer.width, height: layer.height, other)
        width = layer.width
        height = layer.height
        let count = width * height
        data = MaskMemory.takeZeroed(count)
        let region = (region ?? MaskRegion(rows: 0..<height, columns: 0..<width)).clamped(width: width, height: height)
        writtenRows = region.rows
        writtenColumns = region.columns
        let o = UInt32(opacity)
        // Whole pixels read as words (alpha is the top byte of RGBA in
        // little-endian order) so the loop vectorises: a track matte reads a
        // canvas-sized layer every frame.
        layer.data.withMemoryRebound(to: UInt32.self, capacity: count) { words in
            for y in region.rows {
                let row = y * width
                let columns = row + region.columns.lowerBound..<row + region.columns.upperBound
                if o == 255 {
                    for i in columns { data[i] = UInt8(truncatingIfNeeded: UInt32(littleEndian: words[i]) >> 24) }
                } else {
                    for i in columns { data[i] = UInt8(truncatingIfNeeded: mul255(UInt32(littleEndian: words[i]) >> 24, o)) }
                }
            }
        }
        finish(inverted: inverted, intersecting: other)
    }

    /// A mask of `value` everywhere, changed by `body` (handed the bytes
    /// while the mask is not yet shared), then intersected with `other`.
    /// Only `region` is filled and handed to `body` row by row (the offset
    /// of the row's first byte in the region, that byte, the region's
    /// width); the rest stays 0.
    init(filledWidth width: Int, height: Int, value: UInt8, region: MaskRegion?, intersecting other: ClipMask?,
         body: (_ offset: Int, _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) -> Void) throws {
        try Self.checkSize(width: width, height: height, other)
        self.width = width
        self.height = height
        data = MaskMemory.takeZeroed(width * height)
        let region = (region ?? MaskRegion(rows: 0..<height, columns: 0..<width)).clamped(width: width, height: height)
        writtenRows = region.rows
        writtenColumns = region.columns
        if !region.isEmpty {
            for y in region.rows {
                let row = y * width + region.columns.lowerBound
                if value != 0 { (data + row).update(repeating: value, count: region.columns.count) }
                body(row, data + row, region.columns.count)
            }
        }
        finish(inverted: false, intersecting: other)
    }

    private static func checkSize(width: Int, height: Int, _ other: ClipMask?) throws {
        precondition(width > 0 && height > 0, "ClipMask size must be positive, got \(width)x\(height)")
        if let other, other.width != width || other.height != height {
            throw RasterError.sizeMismatch(what: "clip mask to intersect", expected: (width, height),
                                           got: (other.width, other.height))
        }
    }

    /// The last steps of building, while the mask is not yet shared; the
    /// intersection visits only what was written (the rest is 0 and stays 0).
    private func finish(inverted: Bool, intersecting other: ClipMask?) {
        if inverted && !writtenColumns.isEmpty {
            for y in writtenRows {
                let row = y * width
                for i in row + writtenColumns.lowerBound..<row + writtenColumns.upperBound { data[i] = 255 &- data[i] }
            }
        }
        if let other, !writtenColumns.isEmpty {
            for y in writtenRows {
                let start = y * width + writtenColumns.lowerBound
                Compositor.multiply(data + start, by: other.data + start, writtenColumns.count)
            }
        }
    }

    deinit {
        MaskMemory.give(data, width: width, height: height, rows: writtenRows, columns: writtenColumns)
    }

    /// The rectangle outside which the mask is 0.
    package var region: MaskRegion { MaskRegion(rows: writtenRows, columns: writtenColumns) }

    /// The mask value at pixel (x, y).
    package func value(x: Int, y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "mask pixel (\(x), \(y)) outside \(width)x\(height)")
        return data[y * width + x]
    }
}

/// Errors from the rasterizer, each saying what was wrong and how to fix it.
package enum RasterError: Error, CustomStringConvertible, Equatable {
    case sizeMismatch(what: String, expected: (Int, Int), got: (Int, Int))
    case unbalancedLayers(String)
    case unflushedCommands(String)

    package var description: String {
        switch self {
        case let .sizeMismatch(what, e, g):
            return "\(what) is \(g.0)x\(g.1) but the canvas is \(e.0)x\(e.1); build it with the canvas size"
        case let .unbalancedLayers(message), let .unflushedCommands(message):
            return message
        }
    }

    package static func == (l: RasterError, r: RasterError) -> Bool { l.description == r.description }
}

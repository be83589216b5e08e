// CoreGraphics' patterns: a cell drawn by a callback, repeated every
// (xStep, yStep) in pattern space, which `matrix` maps into base space
// (Apple's QA1706: patterns, like shadows, live in base space, so the
// current matrix does not move or scale them). Filling with a pattern
// draws the cell once into a bitmap at the resolution it will be shown at
// and repeats that bitmap. A coloured pattern (`isColored`) keeps the
// cell's colours; an uncoloured one is its cell's shape (alpha) painted in
// the colour `setFillPattern` gives, in the pattern space's base space. The
// callback is a Swift closure here: Linux has no C calling convention for
// a Swift class such as CGContext.
import Foundation
import Raster
import Geometry

#if !canImport(CoreGraphics)
/// Draws one pattern cell into the context it is given.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
/// Releases a pattern's `info` when the pattern goes away.
public typealias CGPatternReleaseInfoCallback = (UnsafeMutableRawPointer?) -> Void

/// A pattern's callbacks, as CoreGraphics' `CGPatternCallbacks`.
public struct CGPatternCallbacks {
    /// The structure's version (0).
    public var version: UInt32
    /// Draws one cell.
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Releases `info`.
    public var releaseInfo: CGPatternReleaseInfoCallback?
    /// Callbacks from their parts.
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// How cells are spaced on the device, as CoreGraphics' `CGPatternTiling`
/// (accepted; cells are always spaced exactly by the steps here).
public enum CGPatternTiling: Int32, Sendable {
    /// Cells keep their size; spacing may vary by up to a pixel.
    case noDistortion
    /// Spacing is constant; cells may be distorted slightly.
    case constantSpacingMinimalDistortion
    /// Spacing is constant, faster.
    case constantSpacing
}

/// A repeated cell to fill with, as CoreGraphics' `CGPattern`.
public final class CGPattern: @unchecked Sendable {
    let info: UnsafeMutableRawPointer?
    let bounds: CGRect
    let matrix: CGAffineTransform
    let xStep: CGFloat, yStep: CGFloat
    let draw: CGPatternDrawPatternCallback?
    let release: CGPatternReleaseInfoCallback?
    /// Whether the cell paints its own colours.
    public let isColored: Bool

    /// A pattern whose cell `callbacks.drawPattern` draws inside `bounds`
    /// (pattern space), repeated every `xStep` and `yStep`; `matrix` maps
    /// pattern space to base space. Nil for steps that are not positive and finite.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        guard xStep > 0, yStep > 0, xStep.isFinite, yStep.isFinite else { return nil }
        self.info = info
        self.bounds = bounds
        self.matrix = matrix
        self.xStep = xStep; self.yStep = yStep
        self.isColored = isColored
        draw = callbacks.pointee.drawPattern
        release = callbacks.pointee.releaseInfo
    }

    deinit { release?(info) }
}

/// A pattern set as the fill, with its alpha (coloured) or colour (uncoloured).
struct PatternFill {
    let pattern: CGPattern
    let alpha: CGFloat
    let tint: CGColor?

    /// Fills `path` (the target's user space) with the pattern.
    func fill(_ path: Path, in target: GraphicsContext, style: FillStyle, cg: CGContext) {
        let p = pattern
        // Pattern space to the target's user space, and on to canvas pixels.
        let toUser = p.matrix.concatenating(cg.baseCTM)
        let toCanvas = toUser.concatenating(target.canvasTransform)
        let scale = max(abs(toCanvas.a * toCanvas.d - toCanvas.b * toCanvas.c).squareRoot(), 1e-6)
        let pw = max(1, min(2048, Int((p.xStep * scale).rounded()))), ph = max(1, min(2048, Int((p.yStep * scale).rounded())))
        let resources = target.shared.resources
        let cell = RenderSurface(width: pw, height: ph, originX: 0, originY: 0, threads: 1, resources: resources)
        let cellTarget = GraphicsContext(surface: cell, shared: RenderShared(scale: 1, threads: 1, resources: resources),
                                         foregroundStyle: nil)
        // Cell pixel = (pattern point − bounds origin) · (pixels per step).
        let sx = CGFloat(pw) / p.xStep, sy = CGFloat(ph) / p.yStep
        let cellCTM = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: -p.bounds.minX * sx, ty: -p.bounds.minY * sy)
        let cellContext = CGContext(cellTarget, baseCTM: cellCTM)
        cellContext.clip(to: p.bounds)
        p.draw?(p.info, cellContext)
        try? cell.raster.flush()
        // Enough cells to cover the path.
        guard toUser.a * toUser.d - toUser.b * toUser.c != 0 else { return }
        let area = path.boundingRect.applying(toUser.inverted())
        guard !area.isNull, area.width.isFinite, area.height.isFinite else { return }
        let i0 = Int(((area.minX - p.bounds.minX) / p.xStep).rounded(.down))
        let j0 = Int(((area.minY - p.bounds.minY) / p.yStep).rounded(.down))
        let columns = Int(((area.maxX - p.bounds.minX) / p.xStep).rounded(.up)) - i0
        let rows = Int(((area.maxY - p.bounds.minY) / p.yStep).rounded(.up)) - j0
        guard columns > 0, rows > 0, columns * rows * pw * ph <= 1 << 24 else { return }
        if let tint { Self.paint(cell.pixmap, in: tint) }
        let tiles = cell.pixmap.tiled(x: 0, y: 0, width: pw, height: ph, columns: columns, rows: rows)
        let tileToPattern = CGAffineTransform(a: 1 / sx, b: 0, c: 0, d: 1 / sy, tx: p.bounds.minX + CGFloat(i0) * p.xStep,
                                              ty: p.bounds.minY + CGFloat(j0) * p.yStep)
        var faded = target
        faded.opacity *= Double(min(max(alpha, 0), 1))
        var clipped = faded
        clipped.clip(to: path, style: style)
        clipped.drawPixels(tiles, toUser: tileToPattern.concatenating(toUser),
                           area: Path(CGRect(x: 0, y: 0, width: tiles.width, height: tiles.height)).applying(tileToPattern.concatenating(toUser)),
                           nearest: false, antialiased: style.isAntialiased)
    }

    /// Every pixel of `cell` becomes `color` at the pixel's alpha (an uncoloured cell's shape).
    private static func paint(_ cell: Pixmap, in color: CGColor) {
        let c = RGBAColor(Color(cgColor: color))
        for y in 0..<cell.height {
            for x in 0..<cell.width {
                let a = Float(cell.pixel(x: x, y: y).a) / 255
                cell.setPixel(x: x, y: y, c.multiplyingOpacity(a).premultiplied)
            }
        }
    }
}

extension CGContext {
    /// Sets the fill colour space (a pattern space before `setFillPattern`;
    /// any other space resets the fill to its black).
    public func setFillColorSpace(_ space: CGColorSpace) {
        guard space.model != .pattern else { state.fillPatternBase = space.baseColorSpace; return }
        state.fillPattern = nil
        state.fill = CGColor(space: space, components: Array(repeating: 0, count: space.numberOfComponents) + [1])
    }

    /// Sets the stroke colour space (a pattern space before `setStrokePattern`;
    /// any other space resets the stroke to its black).
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        guard space.model != .pattern else { state.strokePatternBase = space.baseColorSpace; return }
        state.strokePattern = nil
        state.stroke = CGColor(space: space, components: Array(repeating: 0, count: space.numberOfComponents) + [1])
    }

    /// Fills with `pattern` from now on. `components` holds a coloured
    /// pattern's alpha; for an uncoloured one, a colour and alpha in the
    /// base space of the pattern space set with `setFillColorSpace` (device
    /// RGB when none was).
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        state.fillPattern = PatternFill(pattern, components, base: state.fillPatternBase)
    }

    /// Strokes with `pattern` from now on (`components` as for `setFillPattern`).
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        state.strokePattern = PatternFill(pattern, components, base: state.strokePatternBase)
    }
}

extension PatternFill {
    /// `pattern` with the alpha (coloured) or colour (uncoloured) that `components` give.
    init(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>, base: CGColorSpace?) {
        guard !pattern.isColored else { self.init(pattern: pattern, alpha: components[0], tint: nil); return }
        let space = base ?? .device
        let n = space.numberOfComponents + 1
        self.init(pattern: pattern, alpha: 1,
                  tint: CGColor(space: space, components: Array(UnsafeBufferPointer(start: components, count: n))))
    }
}
#endif

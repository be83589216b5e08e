// `GraphicsContext.withCGContext`: a CoreGraphics-shaped proxy over the
// context, so drawing code written against CGContext runs as it is. Apple's
// page: the filters, blend mode, clip and other state set before the call
// apply inside it; state set on the CG context is lost when the closure
// returns. Paths are taken into the context's space through the current
// transformation matrix as they are built, as in CoreGraphics, and painted
// through the context with the proxy's colours, line settings and alpha.
import Foundation
import Geometry
import Raster

#if !canImport(CoreGraphics)
/// How a path is painted, as CoreGraphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// A compositing operation, as CoreGraphics' `CGBlendMode` (the raw values are CoreGraphics').
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop,
         destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// A drawing destination with CoreGraphics' API, as CoreGraphics' `CGContext`;
/// the ones you get draw into a ``GraphicsContext`` (`withCGContext(content:)`).
public final class CGContext {
    struct State {
        var target: GraphicsContext
        var ctm = CGAffineTransform.identity
        var fill = CGColor.black
        var stroke = CGColor.black
        var line = StrokeStyle()
        var antialiased = true
        /// Offset and blur in base space, and the colour; nil: no shadow.
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
        var interpolationQuality = CGInterpolationQuality.default
        var fillPattern: PatternFill?
        var strokePattern: PatternFill?
        /// The target's opacity before any `setAlpha` (the context's, or 1 in a transparency layer).
        var baseOpacity: Double
        /// The base spaces of the pattern spaces set as the fill and stroke spaces.
        var fillPatternBase: CGColorSpace?, strokePatternBase: CGColorSpace?
    }

    var state: State
    private var saved: [State] = []
    /// Open transparency layers, innermost last.
    var layers: [TransparencyLayer] = []
    private var current = Path()
    /// The matrix of base space (where shadows are measured): the identity
    /// under `withCGContext`, the y-up flip in a bitmap context.
    let baseCTM: CGAffineTransform
    /// The bitmap context's own pixels, when it is one.
    let bitmap: BitmapStore?

    init(_ target: GraphicsContext, baseCTM: CGAffineTransform = .identity, bitmap: BitmapStore? = nil) {
        state = State(target: target, baseOpacity: target.opacity)
        state.ctm = baseCTM
        self.baseCTM = baseCTM
        self.bitmap = bitmap
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() { saved.append(state) }
    /// Pops the graphics state saved last (nothing happens when none is).
    public func restoreGState() { if let s = saved.popLast() { state = s } }

    /// The current transformation matrix, on top of the context's own.
    public var ctm: CGAffineTransform { state.ctm }
    /// Moves the origin by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales the axes.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates the axes by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` before the current matrix (user space first).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fill = color; state.fillPattern = nil }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color; state.strokePattern = nil }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(space: .deviceGrayShared, components: [gray, alpha]))
    }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(space: .deviceGrayShared, components: [gray, alpha]))
    }
    /// Sets the stroke width.
    public func setLineWidth(_ width: CGFloat) { state.line.lineWidth = width }
    /// Sets how open ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.line.lineCap = cap }
    /// Sets how corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.line.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.line.miterLimit = limit }
    /// Sets the dash pattern (empty lengths: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.line.dash = lengths
        state.line.dashPhase = phase
    }
    /// Multiplies everything drawn from now on by `alpha`.
    public func setAlpha(_ alpha: CGFloat) { state.target.opacity = Double(alpha) * state.baseOpacity }
    /// Sets how drawing composites with what is there.
    public func setBlendMode(_ mode: CGBlendMode) { state.target.blendMode = GraphicsContext.BlendMode(rawValue: mode.rawValue) }
    /// Sets whether edges are anti-aliased.
    public func setShouldAntialias(_ antialias: Bool) { state.antialiased = antialias }
    /// Accepted: anti-aliasing is decided by `setShouldAntialias` alone.
    public func setAllowsAntialiasing(_ allows: Bool) {}

    // MARK: The current path (kept in the context's space)

    /// Empties the current path.
    public func beginPath() { current = Path() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { current.move(to: point.applying(state.ctm)) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { current.addLine(to: point.applying(state.ctm)) }
    /// Lines through `points`, from a new subpath at the first.
    public func addLines(between points: [CGPoint]) { current.addLines(points.map { $0.applying(state.ctm) }) }
    /// A cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        current.addCurve(to: end.applying(state.ctm), control1: control1.applying(state.ctm), control2: control2.applying(state.ctm))
    }
    /// A quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        current.addQuadCurve(to: end.applying(state.ctm), control: control.applying(state.ctm))
    }
    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { current.addRect(rect, transform: state.ctm) }
    /// Rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect]) { current.addRects(rects, transform: state.ctm) }
    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { current.addEllipse(in: rect, transform: state.ctm) }
    /// A circular arc (radians), as `CGMutablePath.addArc` adds it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        current.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                    clockwise: clockwise, transform: state.ctm)
    }
    /// An arc tangent to the lines to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        current.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    /// Another path, through the current matrix.
    public func addPath(_ other: CGPath) { current.addPath(Path(other), transform: state.ctm) }
    /// Closes the current subpath.
    public func closePath() { current.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { current.isEmpty }
    /// The current path's bounds (in the context's space, as CoreGraphics gives them in user space).
    public var boundingBoxOfPath: CGRect { current.isEmpty ? .null : current.boundingRect.applying(state.ctm.inverted()) }
    /// Replaces the current path with the outline a stroke of it would paint.
    public func replacePathWithStrokedPath() { current = current.strokedPath(deviceLine) }

    // MARK: Painting

    /// Fills the current path and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) { paint(current, fill: rule, stroke: false); current = Path() }
    /// Strokes the current path and empties it.
    public func strokePath() { paint(current, fill: nil, stroke: true); current = Path() }
    /// Paints the current path as `mode` says and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(current, fill: .winding, stroke: false)
        case .eoFill: paint(current, fill: .evenOdd, stroke: false)
        case .stroke: paint(current, fill: nil, stroke: true)
        case .fillStroke: paint(current, fill: .winding, stroke: true)
        case .eoFillStroke: paint(current, fill: .evenOdd, stroke: true)
        }
        current = Path()
    }
    /// Fills `rect`.
    public func fill(_ rect: CGRect) { paint(Path(rect).applying(state.ctm), fill: .winding, stroke: false) }
    /// Fills `rects`.
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { paint(Path(ellipseIn: rect).applying(state.ctm), fill: .winding, stroke: false) }
    /// Strokes `rect`.
    public func stroke(_ rect: CGRect) { paint(Path(rect).applying(state.ctm), fill: nil, stroke: true) }
    /// Strokes `rect` with `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { paint(Path(ellipseIn: rect).applying(state.ctm), fill: nil, stroke: true) }
    /// Strokes lines between consecutive pairs of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = Path()
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[i].applying(state.ctm))
            segments.addLine(to: points[i + 1].applying(state.ctm))
        }
        paint(segments, fill: nil, stroke: true)
    }
    /// Makes `rect` transparent (without a shadow).
    public func clear(_ rect: CGRect) {
        var c = state.target
        c.blendMode = .clear
        c.fill(Path(rect).applying(state.ctm), with: .color(.black))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path and empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.target.clip(to: current, style: FillStyle(eoFill: rule == .evenOdd, antialiased: state.antialiased))
        current = Path()
    }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { state.target.clip(to: Path(rect).applying(state.ctm)) }
    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        var p = Path()
        p.addRects(rects, transform: state.ctm)
        state.target.clip(to: p)
    }

    /// The line settings in the context's space: CoreGraphics strokes in user
    /// space, so a scaled matrix scales the width (by its mean scale here).
    var strokeOutline: StrokeStyle { deviceLine }

    /// The current path, in the target's space.
    var currentPath: Path { current }

    private var deviceLine: StrokeStyle {
        let t = state.ctm
        let scale = ((t.a * t.a + t.b * t.b).squareRoot() + (t.c * t.c + t.d * t.d).squareRoot()) / 2
        var s = state.line
        s.lineWidth *= scale
        s.dash = s.dash.map { $0 * scale }
        s.dashPhase *= scale
        return s
    }

    private func paint(_ p: Path, fill rule: CGPathFillRule?, stroke: Bool) {
        let target = painter
        if let rule {
            let style = FillStyle(eoFill: rule == .evenOdd, antialiased: state.antialiased)
            if let pattern = state.fillPattern {
                pattern.fill(p, in: target, style: style, cg: self)
            } else {
                target.fill(p, with: .color(Color(cgColor: state.fill)), style: style)
            }
        }
        guard stroke else { return }
        if let pattern = state.strokePattern {
            pattern.fill(p.strokedPath(deviceLine), in: target, style: FillStyle(antialiased: state.antialiased), cg: self)
        } else {
            target.stroke(p, with: .color(Color(cgColor: state.stroke)), style: deviceLine)
        }
    }
}
#endif

extension GraphicsContext {
    /// Runs `content` with a CoreGraphics context that draws into this one,
    /// as SwiftUI's `withCGContext(content:)`: this context's transform,
    /// clip, opacity, blend mode and filters apply to what it draws; what
    /// `content` sets on the CG context is gone afterwards.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        try content(CGContext(self))
    }
}

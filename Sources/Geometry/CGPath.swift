// CoreGraphics' path objects, which Linux lacks: SwiftUI code builds paths
// with `CGMutablePath` and wraps them in `Path(_:)`, or reads `path.cgPath`.
// Both are thin reference wrappers around our `Path` value, with
// CoreGraphics' names and argument conventions (angles in radians, the same
// `clockwise` flag as `Path.addArc`, an optional transform per call).
import Foundation

#if !canImport(CoreGraphics)
/// The rule that decides which points a path encloses, as in CoreGraphics.
public enum CGPathFillRule: Int, Sendable, Hashable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
}

/// An immutable graphics path, as CoreGraphics' `CGPath`.
public class CGPath: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The path's elements (a `CGMutablePath` changes them).
    package fileprivate(set) var path: Path

    package init(path: Path) { self.path = path }

    /// A path of `rect`, transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// A path of the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A rounded rectangle with elliptical corners of `cornerWidth` × `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), curve: .circular)
        self.init(path: p.applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The point where the next segment would start (zero for an empty path).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
        var box = CGRect.null
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        path.forEach { element in
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(c); add(p)
            case .curve(let p, let c1, let c2): add(c1); add(c2); add(p)
            case .closeSubpath: break
            }
        }
        return box
    }
    /// The smallest rectangle holding the path's curves (control points excluded).
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingRect }

    /// Whether `point` is inside the path under `rule`, after `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// A copy, transformed by `transform` when given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// The outline of the path stroked with these settings.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        CGPath(path: path.applying(transform).strokedPath(StrokeParameters(lineWidth: lineWidth, lineCap: lineCap,
                                                                        lineJoin: lineJoin, miterLimit: miterLimit)))
    }

    /// Calls `body` with each element in order.
    public func applyWithBlock(_ body: (UnsafePointer<CGPathElement>) -> Void) {
        path.forEach { element in
            var points: [CGPoint]
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; points = [p]
            case .line(let p): type = .addLineToPoint; points = [p]
            case .quadCurve(let p, let c): type = .addQuadCurveToPoint; points = [c, p]
            case .curve(let p, let c1, let c2): type = .addCurveToPoint; points = [c1, c2, p]
            case .closeSubpath: type = .closeSubpath; points = []
            }
            points.withUnsafeMutableBufferPointer { buffer in
                var e = CGPathElement(type: type, points: buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: 1)!)
                withUnsafePointer(to: &e) { body($0) }
            }
        }
    }

    /// Paths with the same elements are equal.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    /// The elements, as `Path` describes them.
    public var description: String { path.description }
}

/// A path to build, as CoreGraphics' `CGMutablePath`; every method takes an
/// optional transform applied to what it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }
    override package init(path: Path) { super.init(path: path) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: point.applying(transform)) }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: point.applying(transform)) }
    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    /// A quadratic curve to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// A cubic curve to `end` with control points `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.addRect(rect, transform: transform) }
    /// Rectangles, each a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { path.addRects(rects, transform: transform) }
    /// The ellipse inscribed in `rect`, as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { path.addEllipse(in: rect, transform: transform) }
    /// A rounded rectangle with elliptical corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), curve: .circular,
                            transform: transform)
    }
    /// A circular arc from `startAngle` to `endAngle` (radians), as `Path.addArc` draws it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startRadians: startAngle, endRadians: endAngle,
                    clockwise: clockwise, transform: transform)
    }
    /// An arc of `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startRadians: startAngle, deltaRadians: delta,
                            transform: transform)
    }
    /// An arc of `radius` tangent to the lines to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }
    /// Another path's elements, transformed.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }
    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
}

/// The kind of a path element, as CoreGraphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path and its points (controls first, end last), as
/// CoreGraphics' `CGPathElement`.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// 1 point for moves and lines, 2 for quadratic curves, 3 for cubic ones, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>
}
#endif

extension Path {
    /// A path with `path`'s elements, as SwiftUI's `Path(_: CGPath)`.
    public init(_ path: CGPath) { self = path.path }

    /// A path with `path`'s elements, as SwiftUI's `Path(_: CGMutablePath)`.
    public init(_ path: CGMutablePath) { self = path.path }

    /// The path as an immutable `CGPath`.
    public var cgPath: CGPath { CGPath(path: self) }
}

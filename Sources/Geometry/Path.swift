import Foundation

/// The outline of a 2D shape, with SwiftUI's API and value semantics.
///
/// Storage is two flat arrays (verbs and their points) so that copying a path
/// is a reference-count bump and walking it allocates nothing.
public struct Path: Equatable, Sendable {
    /// One drawing command of a path, as in SwiftUI.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    @usableFromInline
    enum Verb: UInt8, Sendable { case move, line, quad, cubic, close }

    @usableFromInline var verbs: [Verb] = []
    /// Points of all verbs in order: move/line 1, quad 2 (control, end),
    /// cubic 3 (control1, control2, end), close 0.
    @usableFromInline var points: [CGPoint] = []
    /// Index into `points` of the current subpath's first point, or -1.
    @usableFromInline var subpathStart: Int = -1

    /// An empty path.
    public init() {}

    /// A path built by a closure, as in `Path { p in p.move(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { verbs.isEmpty }

    /// The point where the next segment would start, or nil for an empty path.
    /// After `closeSubpath()` it is the closed subpath's first point.
    public var currentPoint: CGPoint? {
        guard let last = verbs.last else { return nil }
        if last == .close { return subpathStart >= 0 ? points[subpathStart] : nil }
        return points.last
    }

    // MARK: Building

    /// Begins a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        verbs.append(.move)
        subpathStart = points.count
        points.append(p)
    }

    /// Makes sure a subpath is open before a segment is added: after a close
    /// the new segment starts at the closed subpath's first point; on an empty
    /// path it starts at the segment's own end (CoreGraphics ignores such a
    /// segment and logs; we prefer not to lose the user's geometry).
    @usableFromInline
    mutating func beginSegment(defaultStart: CGPoint) {
        switch verbs.last {
        case nil: move(to: defaultStart)
        case .close?: move(to: points[subpathStart])
        default: break
        }
    }

    /// Appends a straight line from the current point to `p`.
    public mutating func addLine(to p: CGPoint) {
        beginSegment(defaultStart: p)
        verbs.append(.line)
        points.append(p)
    }

    /// Appends a quadratic Bézier curve to `p` with the given control point.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        beginSegment(defaultStart: control)
        verbs.append(.quad)
        points.append(control)
        points.append(p)
    }

    /// Appends a cubic Bézier curve to `p` with the given control points.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        beginSegment(defaultStart: control1)
        verbs.append(.cubic)
        points.append(control1)
        points.append(control2)
        points.append(p)
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        guard let last = verbs.last, last != .close else { return }
        verbs.append(.close)
    }

    /// Appends a copy of `path`, every point mapped through `transform`;
    /// its subpaths stay separate subpaths of this path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        guard !path.isEmpty else { return }
        let moved = path.applying(transform)
        let base = points.count
        verbs.append(contentsOf: moved.verbs)
        points.append(contentsOf: moved.points)
        if moved.subpathStart >= 0 { subpathStart = base + moved.subpathStart }
    }

    // MARK: Reading

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Element) -> Void) {
        var i = 0
        for verb in verbs {
            switch verb {
            case .move: body(.move(to: points[i])); i += 1
            case .line: body(.line(to: points[i])); i += 1
            case .quad: body(.quadCurve(to: points[i + 1], control: points[i])); i += 2
            case .cubic: body(.curve(to: points[i + 2], control1: points[i], control2: points[i + 1])); i += 3
            case .close: body(.closeSubpath)
            }
        }
    }

    /// The path's elements as an array.
    public var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(verbs.count)
        forEach { result.append($0) }
        return result
    }

    /// Appends one element.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var copy = self
        if !transform.isIdentity {
            for i in copy.points.indices { copy.points[i] = copy.points[i].applying(transform) }
        }
        return copy
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    public static func == (l: Path, r: Path) -> Bool { l.verbs == r.verbs && l.points == r.points }
}

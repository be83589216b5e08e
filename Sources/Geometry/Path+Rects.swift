import Foundation

// Rectangles, rounded rectangles, ellipses and polylines, with SwiftUI's
// starting points and directions (which matter for trims and dashes):
// rectangles start at the top-left corner, rounded rectangles just after the
// top-left corner on the top edge, ellipses at the right-hand end of the
// horizontal axis; all run clockwise on screen (y down).

extension Path {
    /// A path holding one rectangle (see `addRect(_:transform:)`).
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A path holding the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Adds a closed subpath of the rectangle's four corners, starting at its
    /// minimum corner. A null rectangle adds nothing.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds an open polyline: a move to the first point, lines to the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { addLine(to: p) }
    }

    /// Adds the ellipse inscribed in `rect` as four cubic curves (the standard
    /// kappa 0.5523 approximation, radial error below 0.03 % of the radius).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: cx + x, y: cy + y).applying(transform) }
        move(to: p(rx, 0))
        addCurve(to: p(0, ry), control1: p(rx, ky), control2: p(kx, ry))
        addCurve(to: p(-rx, 0), control1: p(-kx, ry), control2: p(-rx, ky))
        addCurve(to: p(0, -ry), control1: p(-rx, -ky), control2: p(-kx, -ry))
        addCurve(to: p(rx, 0), control1: p(kx, -ry), control2: p(rx, -ky))
        closeSubpath()
    }

    /// Adds a rounded rectangle whose corners are `cornerSize.width` wide and
    /// `cornerSize.height` tall, each clamped to half the rectangle's side
    /// (equal width and height clamp to half the shorter side, so a large
    /// radius gives a capsule).
    package mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, curve: CornerCurve,
                                         transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        // One radius for both axes (the common `cornerRadius:` case) stays
        // circular: clamp it to half the shorter side, giving a capsule.
        let square = cornerSize.width == cornerSize.height
        let rx = Path.sane(cornerSize.width, limit: square ? min(r.width, r.height) / 2 : r.width / 2)
        let ry = Path.sane(cornerSize.height, limit: square ? min(r.width, r.height) / 2 : r.height / 2)
        let c = CGSize(width: rx, height: ry)
        addCornerRect(r, [c, c, c, c], style: curve, transform: transform)
    }

    /// Adds a rounded rectangle with its own radius at each corner. When the
    /// radii on one side add up to more than its length, all radii shrink in
    /// proportion so the corners meet without overlapping.
    package mutating func addRoundedRect(in rect: CGRect, radii cornerRadii: CornerRadii, curve: CornerCurve,
                                         transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        var radii = [cornerRadii.topLeft, cornerRadii.topRight,
                     cornerRadii.bottomRight, cornerRadii.bottomLeft].map { Path.sane($0, limit: .infinity) }
        var f: CGFloat = 1
        for (i, j, side) in [(0, 1, r.width), (1, 2, r.height), (2, 3, r.width), (3, 0, r.height)] {
            let sum = radii[i] + radii[j]
            if sum > side { f = min(f, side / sum) }
        }
        if f < 1 { radii = radii.map { $0 * f } }
        addCornerRect(r, radii.map { CGSize(width: $0, height: $0) }, style: curve, transform: transform)
    }

    /// Non-finite or negative radii count as zero; `limit` caps the rest.
    static func sane(_ v: CGFloat, limit: CGFloat) -> CGFloat {
        guard v.isFinite, v > 0 else { return 0 }
        return min(v, max(limit, 0))
    }

    @usableFromInline static let kappa: CGFloat = 0.5522847498307936

    /// How far Apple's continuous corner reaches along each edge, in radii.
    static let continuousExtent: CGFloat = 1.52866483

    /// Apple's continuous corner for a unit radius, as recovered from
    /// CoreGraphics output (PaintCode, "iOS 7 rounded rectangles"): three
    /// cubics joined by two short lines. Points are (u, v): u back along the
    /// incoming edge from the corner, v along the outgoing edge. Order:
    /// start, then (c1, c2, end) ×3 with the lines' ends between.
    static let continuousCorner: [CGPoint] = [
        CGPoint(x: 1.52866483, y: 0),
        CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600),
        CGPoint(x: 0.63149399, y: 0.07491100),
        CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392),
        CGPoint(x: 0.07491100, y: 0.63149399),
        CGPoint(x: 0.06549600, y: 0.66993427),
        CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: 1.52866483),
    ]

    /// The quarter circle in the same layout (split at thirds, the lines of
    /// zero length), so a corner with too little room can blend towards it.
    static let circularCornerSplit: [CGPoint] = {
        let k = kappa
        let q = [CGPoint(x: 1, y: 0), CGPoint(x: 1 - k, y: 0), CGPoint(x: 0, y: 1 - k), CGPoint(x: 0, y: 1)]
        let (a, rest) = splitCubic(q, at: 1.0 / 3)
        let (b, c) = splitCubic(rest, at: 0.5)
        return [a[0], a[1], a[2], a[3], a[3], b[1], b[2], b[3], b[3], c[1], c[2], c[3]]
    }()

    static func splitCubic(_ p: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
        let p01 = p[0].lerp(p[1], t), p12 = p[1].lerp(p[2], t), p23 = p[2].lerp(p[3], t)
        let p012 = p01.lerp(p12, t), p123 = p12.lerp(p23, t)
        let m = p012.lerp(p123, t)
        return ([p[0], p01, p012, m], [m, p123, p23, p[3]])
    }

    /// Adds a closed rectangle with corners sized `sizes` (top-left,
    /// top-right, bottom-right, bottom-left), already clamped to fit.
    mutating func addCornerRect(_ r: CGRect, _ sizes: [CGSize], style: CornerCurve,
                                transform t: CGAffineTransform) {
        if sizes.allSatisfy({ $0.width <= 0 || $0.height <= 0 }) {
            addRect(r, transform: t)
            return
        }
        // Corner origin, then the unit vectors for u (back along the incoming
        // edge) and v (along the outgoing edge), clockwise from top-right.
        let frames: [(CGPoint, CGPoint, CGPoint, Int)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), 1),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0), 2),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1), 3),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), 0),
        ]
        // Begin where the top-left corner ends, so the path starts on the top edge.
        for k in 0..<5 {
            let (o, uDir, vDir, idx) = frames[(k + 3) % 4]
            let s = sizes[idx]
            // Radius along u and v: horizontal edges use the width, vertical the height.
            let ru = uDir.x != 0 ? s.width : s.height
            let rv = vDir.x != 0 ? s.width : s.height
            func map(_ p: CGPoint) -> CGPoint {
                CGPoint(x: o.x + uDir.x * p.x * ru + vDir.x * p.y * rv,
                        y: o.y + uDir.y * p.x * ru + vDir.y * p.y * rv).applying(t)
            }
            if k == 0 {
                // Only the end point of the top-left corner is needed.
                let pts = cornerPoints(style: style, size: s, rect: r, index: idx, sizes: sizes)
                move(to: map(pts.last!))
                continue
            }
            if ru <= 0 || rv <= 0 {
                lineIfMoved(to: map(.zero))
                continue
            }
            let pts = cornerPoints(style: style, size: s, rect: r, index: idx, sizes: sizes)
            lineIfMoved(to: map(pts[0]))
            if pts.count == 4 {
                addCurve(to: map(pts[3]), control1: map(pts[1]), control2: map(pts[2]))
            } else {
                addCurve(to: map(pts[3]), control1: map(pts[1]), control2: map(pts[2]))
                lineIfMoved(to: map(pts[4]))
                addCurve(to: map(pts[7]), control1: map(pts[5]), control2: map(pts[6]))
                lineIfMoved(to: map(pts[8]))
                addCurve(to: map(pts[11]), control1: map(pts[9]), control2: map(pts[10]))
            }
        }
        closeSubpath()
    }

    private mutating func lineIfMoved(to p: CGPoint) {
        if currentPoint != p { addLine(to: p) }
    }

    /// The unit corner for one corner: a single cubic for `.circular`; for
    /// `.continuous` Apple's curve, blended towards the circle when the sides
    /// are too short for its 1.53-radius reach (a capsule ends fully circular).
    private func cornerPoints(style: CornerCurve, size s: CGSize, rect r: CGRect,
                              index i: Int, sizes: [CGSize]) -> [CGPoint] {
        if s.width <= 0 || s.height <= 0 { return [.zero] }
        if style == .circular {
            let k = Path.kappa
            return [CGPoint(x: 1, y: 0), CGPoint(x: 1 - k, y: 0), CGPoint(x: 0, y: 1 - k), CGPoint(x: 0, y: 1)]
        }
        // Room along each axis: this corner's share of the side it is on.
        let hNeighbor = sizes[i ^ 1].width       // 0<->1, 2<->3 share a horizontal side
        let vNeighbor = sizes[3 - i].height      // 0<->3, 1<->2 share a vertical side
        let roomX = r.width * s.width / (s.width + max(hNeighbor, 0))
        let roomY = r.height * s.height / (s.height + max(vNeighbor, 0))
        let reach = min(Path.continuousExtent, roomX / s.width, roomY / s.height)
        let blend = min(max((Path.continuousExtent - reach) / (Path.continuousExtent - 1), 0), 1)
        if blend == 0 { return Path.continuousCorner }
        return zip(Path.continuousCorner, Path.circularCornerSplit).map { $0.lerp($1, blend) }
    }
}

import Foundation
import Geometry
import Raster

/// Evaluates a shape layer's items at a frame into fills and strokes, in
/// drawing order (bottom first), with paths in the layer's space.
///
/// Lottie's rules: a style (fill, stroke, gradient) paints every outline
/// before it in its group and in the groups before it; a modifier (trim,
/// round corners, …) changes every outline before it the same way, and
/// styles see the outlines as finally modified; a repeater repeats
/// everything before it; items listed first are drawn on top.
struct ShapeEvaluator {
    let frame: Double
    let limits: LottieLimits
    private(set) var styles: [StyleRecord] = []
    private var budget = 0

    init(frame: Double, limits: LottieLimits) {
        self.frame = frame
        self.limits = limits
    }

    enum Item {
        case model(ShapeItem)
        /// A repeater's copy: the items before it under a fixed matrix and opacity.
        case copy([Item], CGAffineTransform, Double)
    }

    mutating func evaluate(_ items: [ShapeItem]) throws -> [DrawOp] {
        var entries: [ShapeEntry] = []
        try process(items.map(Item.model), depth: 0, up: [], chain: .identity, opacity: 1, entries: &entries)
        return draws()
    }

    /// The styles as draw operations, bottom first.
    private func draws() -> [DrawOp] {
        var ops: [DrawOp] = []
        for style in styles.reversed() {
            // Entries whose contours sit in another space draw separately.
            var groups: [(Int, [ShapeEntry])] = []
            for e in style.entries where !e.contours.isEmpty {
                let level = min(e.level, style.depth)
                if let last = groups.last, last.0 == level { groups[groups.count - 1].1.append(e) } else { groups.append((level, [e])) }
            }
            for (level, entries) in groups {
                var path = Path()
                for e in entries {
                    let m = e.level > style.depth ? e.relative(from: e.level, to: style.depth) : .identity
                    for c in e.contours { c.applying(m).append(to: &path) }
                }
                var transform = style.chain
                var kind = style.kind
                if level < style.depth, let e = entries.first {
                    transform = e.relative(from: level, to: 0)
                    if case var .stroke(s) = kind {
                        let r = e.relative(from: style.depth, to: level)
                        let scale = abs(r.a * r.d - r.b * r.c).squareRoot()
                        s.lineWidth *= scale
                        s.dash = s.dash.map { $0 * scale }
                        s.dashPhase *= scale
                        kind = .stroke(s)
                    }
                }
                ops.append(DrawOp(path: path, transform: transform, paint: style.paint, opacity: style.opacity, kind: kind))
            }
        }
        return ops
    }

    private mutating func process(_ items: [Item], depth: Int, up: [CGAffineTransform], chain: CGAffineTransform,
                                  opacity: Double, entries: inout [ShapeEntry]) throws {
        // Styles and modifiers of this group see only the outlines made in it.
        let start = entries.count
        for item in expandRepeaters(items) {
            switch item {
            case let .copy(children, m, o):
                try group(children, transform: m, opacity: o * opacity, depth: depth, up: up, chain: chain, entries: &entries)
            case let .model(model):
                try apply(model, depth: depth, up: up, chain: chain, opacity: opacity, entries: &entries, from: start)
            }
        }
    }

    /// Replaces each repeater and everything before it with the copies it makes.
    private func expandRepeaters(_ items: [Item]) -> [Item] {
        var out: [Item] = []
        for item in items {
            if case let .model(.repeater(rep)) = item {
                out = repeated(out, rep)
                if out.count > limits.maxRepeaterCopies { out = Array(out.prefix(limits.maxRepeaterCopies)) }
            } else {
                out.append(item)
            }
        }
        return out
    }

    private func repeated(_ before: [Item], _ rep: RepeaterModel) -> [Item] {
        let count = max(0, min(Int((rep.copies.value(at: frame).first ?? 1).rounded(.down)), limits.maxRepeaterCopies))
        guard count > 0 else { return [] }
        let offset = rep.offset.value(at: frame).first ?? 0
        let t = rep.transform
        let a = t.anchor.value(at: frame), p = t.positionValue(at: frame), s = t.scale.value(at: frame)
        let r = (t.rotation.value(at: frame).first ?? 0) * .pi / 180
        let so = (rep.startOpacity.value(at: frame).first ?? 100) / 100
        let eo = (rep.endOpacity.value(at: frame).first ?? 100) / 100
        var copies: [Item] = []
        for i in 0..<count {
            let k = Double(i) + offset
            let sx = pow((s.first ?? 100) / 100, k), sy = pow((s.count > 1 ? s[1] : s.first ?? 100) / 100, k)
            let ax = a.first ?? 0, ay = a.count > 1 ? a[1] : 0
            let m = CGAffineTransform(translationX: -ax, y: -ay)
                .concatenating(CGAffineTransform(scaleX: sx, y: sy))
                .concatenating(CGAffineTransform(rotationAngle: r * k))
                .concatenating(CGAffineTransform(translationX: ax + (p.first ?? 0) * k, y: ay + (p.count > 1 ? p[1] : 0) * k))
            let o = count > 1 ? so + (eo - so) * Double(i) / Double(count - 1) : so
            copies.append(.copy(before, m, min(max(o, 0), 1)))
        }
        // Listed first is drawn on top: "above" puts later copies on top.
        return rep.above ? copies.reversed() : copies
    }

    private mutating func group(_ children: [Item], transform g: CGAffineTransform, opacity: Double, depth: Int,
                                up: [CGAffineTransform], chain: CGAffineTransform, entries: inout [ShapeEntry]) throws {
        guard depth < limits.maxNesting else { return }
        try process(children, depth: depth + 1, up: [g] + up, chain: g.concatenating(chain), opacity: opacity, entries: &entries)
    }

    private mutating func apply(_ item: ShapeItem, depth: Int, up: [CGAffineTransform], chain: CGAffineTransform,
                                opacity: Double, entries: inout [ShapeEntry], from start: Int) throws {
        let f = frame
        let own = Array(entries[start...])
        func add(_ s: BezierShape) throws {
            try spend()
            entries.append(ShapeEntry([s], depth: depth, up: up))
        }
        switch item {
        case let .group(children, t):
            let m = t?.matrix(at: f) ?? .identity
            let o = t?.opacityValue(at: f) ?? 1
            if o <= 0 && t?.opacity.isAnimated != true { return }
            try group(children.map(Item.model), transform: m, opacity: o * opacity, depth: depth, up: up, chain: chain, entries: &entries)
        case let .rect(p, s, r, rev):
            try add(PrimitiveShapes.rect(center: p.value(at: f), size: s.value(at: f), roundness: r.value(at: f).first ?? 0, reversed: rev))
        case let .ellipse(p, s, rev):
            try add(PrimitiveShapes.ellipse(center: p.value(at: f), size: s.value(at: f), reversed: rev))
        case let .star(star):
            try add(PrimitiveShapes.star(star, at: f))
        case let .path(shape, rev):
            let s = shape.value(at: f)
            try add(rev ? s.reversed : s)
        case let .fill(c, o, evenOdd):
            let alpha = (o.value(at: f).first ?? 100) / 100
            let color = c.value(at: f)
            // A colour's fourth component is not its opacity in Lottie: `o` is.
            try style(.solid(PaintEvaluation.color(color)), opacity: alpha * opacity, kind: .fill(evenOdd: evenOdd),
                      depth: depth, chain: chain, entries: own)
        case let .stroke(c, o, model):
            let alpha = (o.value(at: f).first ?? 100) / 100
            guard let st = strokeStyle(model) else { return }
            try style(.solid(PaintEvaluation.color(c.value(at: f))), opacity: alpha * opacity, kind: .stroke(st),
                      depth: depth, chain: chain, entries: own)
        case let .gradientFill(g, o, evenOdd):
            let alpha = (o.value(at: f).first ?? 100) / 100
            try style(PaintEvaluation.gradient(g, at: f), opacity: alpha * opacity, kind: .fill(evenOdd: evenOdd),
                      depth: depth, chain: chain, entries: own)
        case let .gradientStroke(g, o, model):
            let alpha = (o.value(at: f).first ?? 100) / 100
            guard let st = strokeStyle(model) else { return }
            try style(PaintEvaluation.gradient(g, at: f), opacity: alpha * opacity, kind: .stroke(st),
                      depth: depth, chain: chain, entries: own)
        case let .trim(s, e, o, individually):
            let targets = modified(own, depth: depth)
            let sv = s.value(at: f).first ?? 0, ev = e.value(at: f).first ?? 100, ov = o.value(at: f).first ?? 0
            if individually {
                let all = targets.flatMap(\.contours)
                let lengths = targets.map { $0.contours.path.length }
                let total = lengths.reduce(0, +)
                // Sequential: the whole run trimmed, each outline keeps its part.
                var acc: CGFloat = 0
                let keep = TrimPaths.ranges(start: sv, end: ev, offset: ov)
                _ = all
                for (k, entry) in targets.enumerated() {
                    let l0 = total > 0 ? acc / total : 0, l1 = total > 0 ? (acc + lengths[k]) / total : 0
                    acc += lengths[k]
                    var pieces: [BezierShape] = []
                    for (a, b) in keep {
                        let lo = max(a, l0), hi = min(b, l1)
                        guard hi > lo, l1 > l0 else { continue }
                        let path = entry.contours.path
                        pieces += path.trimmedPath(from: (lo - l0) / (l1 - l0), to: (hi - l0) / (l1 - l0)).bezierShapes
                    }
                    entry.contours = pieces
                }
            } else {
                for entry in targets {
                    entry.contours = entry.contours.flatMap {
                        TrimPaths.trim([$0], start: sv, end: ev, offset: ov, individually: false)
                    }
                }
            }
        case let .roundedCorners(r):
            let radius = r.value(at: f).first ?? 0
            for e in modified(own, depth: depth) { e.contours = e.contours.map { PathModifiers.roundCorners($0, radius: radius) } }
        case let .puckerBloat(a):
            let amount = a.value(at: f).first ?? 0
            for e in modified(own, depth: depth) { e.contours = e.contours.map { PathModifiers.puckerBloat($0, amount: amount) } }
        case let .zigZag(size, ridges, smooth):
            let sz = size.value(at: f).first ?? 0
            let n = max(0, min(Int(ridges.value(at: f).first ?? 0), 1000))
            for e in modified(own, depth: depth) { e.contours = e.contours.map { PathModifiers.zigZag($0, size: sz, ridges: n, smooth: smooth) } }
        case let .offsetPath(amount, join, ml):
            let a = amount.value(at: f).first ?? 0
            guard a != 0 else { return }
            let miter = ml.value(at: f).first ?? 4
            for e in modified(own, depth: depth) {
                let path = e.contours.path
                let band = path.strokedPath(StrokeParameters(lineWidth: 2 * abs(a), lineCap: .butt, lineJoin: join, miterLimit: miter))
                e.contours = (a > 0 ? path.union(band) : path.subtracting(band)).bezierShapes
            }
        case let .merge(mode):
            let targets = modified(own, depth: depth)
            guard targets.count > 1 else { return }
            var result = targets[0].contours.path
            for t in targets.dropFirst() {
                let p = t.contours.path
                switch mode {
                case 2: result = result.union(p)
                case 3: result = result.subtracting(p)
                case 4: result = result.intersection(p)
                case 5: result = result.symmetricDifference(p)
                default: result.addPath(p)
                }
            }
            targets[0].contours = result.bezierShapes
            for t in targets.dropFirst() { t.contours = [] }
        case .repeater, .transform:
            break
        }
    }

    /// Every outline so far that a modifier at `depth` changes, moved into that depth's space.
    private func modified(_ entries: [ShapeEntry], depth: Int) -> [ShapeEntry] {
        for e in entries { e.lift(to: depth) }
        return entries
    }

    private func strokeStyle(_ m: StrokeModel) -> StrokeParameters? {
        let w = m.width.value(at: frame).first ?? 0
        guard w > 0 else { return nil }
        var dashes = m.dashes.map { max(0, $0.value(at: frame).first ?? 0) }
        if dashes.count % 2 == 1 { dashes += dashes }
        if dashes.allSatisfy({ $0 == 0 }) { dashes = [] }
        return StrokeParameters(lineWidth: w, lineCap: m.cap, lineJoin: m.join, miterLimit: m.miterLimit,
                           dash: dashes.map { CGFloat($0) }, dashPhase: m.dashOffset?.value(at: frame).first ?? 0)
    }

    /// Counts an outline or a style against the frame's budget (nested
    /// repeaters multiply quickly).
    private mutating func spend() throws {
        budget += 1
        if budget > limits.maxDrawsPerFrame {
            throw LottieError(at: nil, "more than \(limits.maxDrawsPerFrame) outlines, fills and strokes in one frame",
                              fix: "use fewer repeater copies or shapes")
        }
    }

    private mutating func style(_ paint: OpPaint, opacity: Double, kind: DrawOp.Kind, depth: Int, chain: CGAffineTransform,
                                entries: [ShapeEntry]) throws {
        guard opacity > 0 else { return }
        try spend()
        styles.append(StyleRecord(depth: depth, chain: chain, entries: entries, paint: paint, opacity: opacity, kind: kind))
    }
}

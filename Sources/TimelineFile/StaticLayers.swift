// Which parts of a timeline document draw the same picture at every time:
// the renderer draws the background and the leading layers that are static
// once, and starts each frame from that picture (StaticPrefix.swift).
//
// Conservative by construction: a layer is static only when every value it
// reads is a written constant (a `follow` binding, a morph or fireworks
// never are) and it is shown from start to end, so its drawing cannot
// depend on the frame.

extension Animated {
    /// `isConstant` of an optional value (absent: a fixed default).
    static func isConstant(_ v: Animated?) -> Bool { v?.isConstant ?? true }
}

extension LayerSpec {
    /// Whether this layer (and everything inside it) draws the same at every time.
    var isStatic: Bool {
        guard start == nil, end == nil else { return false }
        let placement = Animated.isConstant(size) && Animated.isConstant(position) && offset.isConstant
            && anchor.isConstant && rotation.isConstant && scale.isConstant && opacity.isConstant
        guard placement, Animated.isConstant(blur) else { return false }
        if let clip, !clip.isStatic { return false }
        if let fill, !fill.isStatic { return false }
        if let strokeBorder, !strokeBorder.isStatic { return false }
        if let stroke, !stroke.isStatic { return false }
        if let trim, !(trim.from.isConstant && trim.to.isConstant) { return false }
        if let shadow, !shadow.isStatic { return false }
        switch content {
        case .shape(let shape): return shape.isStatic
        case .text(let text): return text.isStatic
        case .image, .symbol: return true
        case .fireworks: return false
        case .group(let children): return children.allSatisfy(\.isStatic)
        }
    }
}

extension ShapeSpec {
    var isStatic: Bool {
        switch self {
        case .rectangle, .circle, .ellipse, .capsule, .path, .vertices: true
        case .roundedRectangle(let radius, _), .polygon(_, let radius): radius.isConstant
        case let .unevenRoundedRectangle(a, b, c, d, _): a.isConstant && b.isConstant && c.isConstant && d.isConstant
        case let .star(_, inner, radius): inner.isConstant && radius.isConstant
        case .morph: false
        }
    }
}

extension TextSpec {
    var isStatic: Bool {
        guard Animated.isConstant(value), fontSize.isConstant, Animated.isConstant(wrapWidth), lineSpacing.isConstant,
              tracking.isConstant else { return false }
        guard let each = perCharacter else { return true }
        return each.offset.isConstant && each.scale.isConstant && each.rotation.isConstant && each.opacity.isConstant
    }
}

extension ClipSpec {
    var isStatic: Bool {
        shape.isStatic && Animated.isConstant(position) && Animated.isConstant(size) && Animated.isConstant(anchor)
    }
}

extension ShadowSpec {
    var isStatic: Bool { color.isConstant && radius.isConstant && x.isConstant && y.isConstant }
}

extension StrokeSpec {
    var isStatic: Bool {
        paint.isStatic && lineWidth.isConstant && miterLimit.isConstant && dashPhase.isConstant
            && dash.allSatisfy(\.isConstant)
    }
}

extension PaintSpec {
    var isStatic: Bool {
        switch self {
        case .color(let c): c.isConstant
        case let .linear(g, start, end): g.isStatic && start.isConstant && end.isConstant
        case let .radial(g, centre, r0, r1): g.isStatic && centre.isConstant && r0.isConstant && r1.isConstant
        case let .angular(g, centre, a0, a1): g.isStatic && centre.isConstant && a0.isConstant && Animated.isConstant(a1)
        case let .elliptical(g, centre, f0, f1): g.isStatic && centre.isConstant && f0.isConstant && f1.isConstant
        }
    }
}

extension GradientSpec {
    var isStatic: Bool { stops.allSatisfy { $0.color.isConstant && Animated.isConstant($0.location) } }
}

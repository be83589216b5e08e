// frame(width:height:alignment:) and the flexible frame, with SwiftUI's
// rules. A fixed frame offers its child the fixed dimensions (the parent's
// offer for the others), takes the fixed ones as its size (the child's for
// the others) and aligns the child inside. A flexible frame clamps the
// offer into [min, max] (nil offers become the ideal), then sizes itself:
// width = clamp(child, min…max) except that a bound pushes towards the
// offer: with a max it grows up to min(max, offer), with a min it shrinks
// down to max(min, offer).
import Foundation

public struct _FrameLayout: ViewModifier, PassesContextThrough, Animatable {
    public typealias Body = Never
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    /// Width and height animate (a missing one counts as 0 and is ignored).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width ?? 0, height ?? 0) }
        set {
            if width != nil { width = newValue.first }
            if height != nil { height = newValue.second }
        }
    }

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { FrameNode($0, width: width, height: height, alignment: alignment) }
    }
}

final class FrameNode: WrapperNode {
    let width: CGFloat?, height: CGFloat?
    let alignment: Alignment

    init(_ child: Node, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
        self.alignment = alignment
        super.init(child)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let c = child.size(for: childProposal(proposal))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        placeAligned(child, in: rect, proposal: childProposal(proposal), alignment: alignment)
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guideThroughFrame(child, key, size: size, proposal: childProposal(proposal), alignment: alignment)
    }
}

public struct _FlexFrameLayout: ViewModifier, PassesContextThrough {
    public typealias Body = Never
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { FlexFrameNode($0, self) }
    }
}

final class FlexFrameNode: WrapperNode {
    let spec: _FlexFrameLayout

    init(_ child: Node, _ spec: _FlexFrameLayout) {
        self.spec = spec
        super.init(child)
    }

    private static func offer(_ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
        guard var v = p else { return ideal }
        if let lo { v = max(lo, v) }
        if let hi { v = min(hi, v) }
        return v
    }

    private static func dimension(_ child: CGFloat, _ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        guard let p else {
            if let ideal { return ideal }
            var v = child
            if let lo { v = max(lo, v) }
            if let hi { v = min(hi, v) }
            return v
        }
        var v = child
        if let lo { v = max(lo, min(v, p)) }
        if let hi { v = min(hi, max(v, p)) }
        return v
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.offer(p.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
                         height: Self.offer(p.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let c = child.size(for: childProposal(proposal))
        return CGSize(width: Self.dimension(c.width, proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
                      height: Self.dimension(c.height, proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        placeAligned(child, in: rect, proposal: childProposal(proposal), alignment: spec.alignment)
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guideThroughFrame(child, key, size: size, proposal: childProposal(proposal), alignment: spec.alignment)
    }
}

/// The offset of `child` (sized for `proposal`) aligned inside `size`,
/// honouring the child's own alignment guides.
func alignedOffset(of child: Node, in size: CGSize, proposal: ProposedViewSize, alignment: Alignment) -> CGPoint {
    let s = child.size(for: proposal)
    return alignedOffset(s, in: size, alignment) { child.explicitGuide($0, size: s, proposal: proposal) }
}

/// Places `child` (sized for `proposal`) at `alignment` inside `rect`.
func placeAligned(_ child: Node, in rect: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
    let s = child.size(for: proposal)
    let o = alignedOffset(of: child, in: rect.size, proposal: proposal, alignment: alignment)
    child.place(in: CGRect(x: rect.minX + o.x, y: rect.minY + o.y, width: s.width, height: s.height), proposal: proposal)
}

/// A child's explicit guide seen from a frame of `size` that aligns it.
func guideThroughFrame(_ child: Node, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                       alignment: Alignment) -> CGFloat? {
    guard let b = child.explicitGuide(key, size: child.size(for: proposal), proposal: proposal) else { return nil }
    let o = alignedOffset(of: child, in: size, proposal: proposal, alignment: alignment)
    return (key.isHorizontal ? o.x : o.y) + b
}

extension View {
    /// A frame of fixed width and/or height (nil: the child's own) with the
    /// child aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A frame whose size depends on the offer, bounded by the minimum,
    /// ideal and maximum dimensions given (see the rules above).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

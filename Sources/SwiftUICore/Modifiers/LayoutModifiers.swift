import Foundation

/// SwiftUI's default padding when none is given: 16 points on iOS.
let defaultPadding: CGFloat = 16

public struct _PaddingLayout: ViewModifier, PassesContextThrough, Animatable {
    public typealias Body = Never
    var insets: EdgeInsets
    public var animatableData: EdgeInsets.AnimatableData {
        get { insets.animatableData }
        set { insets.animatableData = newValue }
    }

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { PaddingNode($0, insets) }
    }
}

/// Offers the child the offer minus the insets (never below 0) and adds
/// them back; negative insets make the frame smaller than the child.
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets
    init(_ child: Node, _ insets: EdgeInsets) {
        self.insets = insets
        super.init(child)
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let c = child.size(for: inner(proposal))
        return CGSize(width: max(0, c.width + insets.leading + insets.trailing),
                      height: max(0, c.height + insets.top + insets.bottom))
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let p = inner(proposal)
        child.place(in: CGRect(origin: CGPoint(x: rect.minX + insets.leading, y: rect.minY + insets.top),
                               size: child.size(for: p)), proposal: p)
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let p = inner(proposal)
        return child.explicitGuide(key, size: child.size(for: p), proposal: p).map { $0 + (key.isHorizontal ? insets.leading : insets.top) }
    }
}

public struct _PositionLayout: ViewModifier, PassesContextThrough, Animatable {
    public typealias Body = Never
    var position: CGPoint
    public var animatableData: CGPoint.AnimatableData {
        get { position.animatableData }
        set { position.animatableData = newValue }
    }

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { PositionNode($0, position) }
    }
}

/// Takes the whole offer and puts the child's centre at `position`.
final class PositionNode: WrapperNode {
    let position: CGPoint
    init(_ child: Node, _ position: CGPoint) {
        self.position = position
        super.init(child)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let s = child.size(for: proposal)
        child.place(in: CGRect(x: rect.minX + position.x - s.width / 2, y: rect.minY + position.y - s.height / 2,
                               width: s.width, height: s.height), proposal: proposal)
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
}

/// How content fits a size of another aspect ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio inside the offer.
    case fit
    /// The smallest size of the ratio covering the offer.
    case fill
}

public struct _AspectRatioLayout: ViewModifier, PassesContextThrough {
    public typealias Body = Never
    var aspectRatio: CGFloat?
    var contentMode: ContentMode

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { AspectRatioNode($0, self) }
    }
}

/// Offers the child the size of the ratio (width / height; nil: the
/// child's ideal size's) that fits in or fills the offer, and takes the
/// child's answer. A nil dimension follows from the other; with both nil
/// the child is asked for its ideal size.
final class AspectRatioNode: WrapperNode {
    let spec: _AspectRatioLayout
    init(_ child: Node, _ spec: _AspectRatioLayout) {
        self.spec = spec
        super.init(child)
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.size(for: .unspecified)
        let r = spec.aspectRatio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?):
            return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            let widthLimited = spec.contentMode == .fit ? (w / h < r) : (w / h > r)
            if !w.isFinite && !h.isFinite { return p }
            if !w.isFinite { return ProposedViewSize(width: spec.contentMode == .fit ? h * r : w, height: spec.contentMode == .fit ? h : w) }
            if !h.isFinite { return ProposedViewSize(width: spec.contentMode == .fit ? w : h, height: spec.contentMode == .fit ? w / r : h) }
            return widthLimited ? ProposedViewSize(width: w, height: w / r) : ProposedViewSize(width: h * r, height: h)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.size(for: inner(proposal)) }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        child.place(in: rect, proposal: inner(proposal))
    }
}

public struct _FixedSizeLayout: ViewModifier, PassesContextThrough {
    public typealias Body = Never
    var horizontal: Bool, vertical: Bool

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { FixedSizeNode($0, horizontal: horizontal, vertical: vertical) }
    }
}

/// Asks the child for its ideal size in the fixed dimensions, whatever
/// the offer.
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool, vertical: Bool
    init(_ child: Node, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child)
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.size(for: inner(proposal)) }
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) { child.place(in: rect, proposal: inner(proposal)) }
    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: inner(proposal))
    }
}

/// Sets a node attribute on each content node (zIndex, layoutPriority).
public struct _TraitModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let apply: (Node) -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let nodes = content(context)
        nodes.forEach(apply)
        return nodes
    }
}

extension View {
    /// Insets the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }

    /// Insets the given edges by `length` (nil: the default, 16 points).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? defaultPadding
        return padding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                  bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Insets every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Centres the view at `position` in the whole space offered.
    public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }

    /// Centres the view at (x, y) in the whole space offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Constrains the view to `aspectRatio` (width / height; nil: its ideal size's).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales to fit the offer, keeping the ideal aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales to fill the offer, keeping the ideal aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Keeps the view at its ideal size in both dimensions.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Keeps the view at its ideal size in the given dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// How early stacks offer this view space (higher: sooner; default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_TraitModifier { $0.layoutPriority = value })
    }

    /// Draw order among siblings (higher: in front; default 0).
    public func zIndex(_ value: Double) -> some View {
        modifier(_TraitModifier { $0.zIndex = value })
    }
}

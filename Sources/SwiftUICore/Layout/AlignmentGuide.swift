// alignmentGuide(_:computeValue:) and the ViewDimensions it computes from.
// A guide set on a view moves it in the container that aligns by that
// guide (stacks, frames, overlays, grids, custom layouts). Through
// single-child modifiers every guide passes on; through multi-child
// containers only custom guides do (SwiftUI's rule: a stack's own standard
// guides are its edges and centre, whatever its children say).
import Foundation

/// A view's size and alignment guides in its own coordinates, as
/// SwiftUI's `ViewDimensions`.
public struct ViewDimensions {
    let size: CGSize
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat?) {
        self.size = size
        self.explicit = explicit
    }

    /// The view's width in points.
    public var width: CGFloat { size.width }
    /// The view's height in points.
    public var height: CGFloat { size.height }

    /// Where `guide` lies from the view's leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.defaultValue(in: size) }
    /// Where `guide` lies from the view's top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.defaultValue(in: size) }
    /// The guide's value if the view sets it (alignmentGuide, text baselines), else nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The guide's value if the view sets it (alignmentGuide, text baselines), else nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}

public struct _AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { AlignmentGuideNode($0, key: key, computeValue: computeValue) }
    }
}

/// Answers one guide with the user's value, computed from the view's
/// dimensions (which include the guides set inside it).
final class AlignmentGuideNode: WrapperNode {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    init(_ child: Node, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
        super.init(child)
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let child = self.child
        guard key == self.key else { return child.explicitGuide(key, size: size, proposal: proposal) }
        return computeValue(ViewDimensions(size: size) { child.explicitGuide($0, size: size, proposal: proposal) })
    }
}

extension View {
    /// Sets where the horizontal `guide` lies in this view, from its
    /// dimensions (x from the leading edge).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets where the vertical `guide` lies in this view, from its
    /// dimensions (y from the top edge).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}

/// The merged custom guide (any guide when `anyGuide`) of children placed
/// at `offsets`: the mean of those that set it (nil when none does), as
/// Apple's `combineExplicit` merges built-in guides.
func mergedCustomGuide(_ key: AlignmentKey, children: [Node], sizes: [CGSize], offsets: [CGPoint],
                       proposals: [ProposedViewSize], anyGuide: Bool = false) -> CGFloat? {
    guard key.isCustom || anyGuide else { return nil }
    var sum: CGFloat = 0, count = 0
    for i in children.indices {
        guard let v = children[i].explicitGuide(key, size: sizes[i], proposal: proposals[i]) else { continue }
        sum += v + (key.isHorizontal ? offsets[i].x : offsets[i].y)
        count += 1
    }
    return count == 0 ? nil : sum / CGFloat(count)
}

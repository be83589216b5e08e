// ScrollView, headless: a render shows the content at rest, scrolled to its
// start (nothing scrolls a video), the indicators hidden as iOS hides them
// at rest. The content is offered no limit along the scrolling axes and
// the scroll view's size across them; several views in it are stacked
// along its axis (vertically when it scrolls both ways), starting at the
// start of each scrolling axis and centred across the others. The scroll view
// itself takes the space it is offered (10 points where none is, as any
// flexible view) and clips what lies beyond it.
import Foundation
import Geometry

/// A scrollable view, as SwiftUI's `ScrollView`, drawn at its initial position.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never

    /// The axes the content scrolls along (default vertical).
    public var axes: Axis.Set
    /// Whether indicators show while scrolling (never, headless).
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// A scroll view along `axes` holding `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        return [ScrollNode(content.resolveSingle(context.child(0), implicit: axis), axes: axes)]
    }
}

/// The scroll view's node: the content laid out unbounded along the
/// scrolling axes, placed at its start and clipped to the frame.
final class ScrollNode: WrapperNode {
    let axes: Axis.Set

    init(_ child: Node, axes: Axis.Set) {
        self.axes = axes
        super.init(child)
    }

    private func contentProposal(_ size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width,
                         height: axes.contains(.vertical) ? nil : size.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let inner = contentProposal(rect.size)
        let size = child.size(for: inner)
        // Along a scrolling axis the content starts at the start (scrolled
        // to the top, or the leading edge); across, it is centred.
        let origin = CGPoint(x: axes.contains(.horizontal) ? rect.minX : rect.midX - size.width / 2,
                             y: axes.contains(.vertical) ? rect.minY : rect.midY - size.height / 2)
        child.place(in: CGRect(origin: origin, size: size), proposal: inner)
    }

    override func draw(_ context: inout GraphicsContext) {
        var c = context
        c.clip(to: Path(frame))
        child.draw(&c)
    }
}

/// When scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`
/// (they never do in a render).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    /// Hidden, scrolling still possible.
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

extension View {
    /// Accepted: a render shows no scroll indicators, whatever `visibility` says.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}

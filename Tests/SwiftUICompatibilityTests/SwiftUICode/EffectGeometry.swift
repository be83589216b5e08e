// Geometry effects move the coordinate space of what is inside them (Apple:
// a GeometryEffect changes "the coordinate transform to and from" the
// view's ancestors and descendants): readers and anchors inside an offset,
// scale or rotation see where the view is drawn.
import AnimGen

/// A frame reported by a reader, in the root's coordinates.
struct ReportedFrame: PreferenceKey {
    static var defaultValue: CGRect { .zero }
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

/// The bounds of one view, as an anchor.
struct MarkedBounds: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = nextValue() ?? value }
}

/// Moves its view sideways; a geometry effect of the user's own.
struct Shift: GeometryEffect {
    var x: CGFloat
    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
    }
}

/// A 20 × 10 reader at the top-left corner of a 120 × 60 card, drawn
/// through `effect`; the frame it reports in the global space is painted
/// red from the root, outside every effect.
struct ReaderThroughEffect<Effect: ViewModifier>: View {
    var effect: Effect
    var space: CoordinateSpace = .global

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 120, height: 60)
            GeometryReader { proxy in
                Color.clear.preference(key: ReportedFrame.self, value: proxy.frame(in: space))
            }
            .frame(width: 20, height: 10)
            .modifier(effect)
            .padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0))
        }
        .coordinateSpace(name: "card")
        .overlayPreferenceValue(ReportedFrame.self) { frame in
            Path(frame).fill(Color.red)
        }
    }
}

/// An offset written as a modifier, for `ReaderThroughEffect`.
struct OffsetBy: ViewModifier {
    var x: CGFloat, y: CGFloat
    func body(content: Content) -> some View { content.offset(x: x, y: y) }
}

/// A scale effect written as a modifier.
struct ScaledBy: ViewModifier {
    var scale: CGFloat
    var anchor: UnitPoint = .center
    func body(content: Content) -> some View { content.scaleEffect(scale, anchor: anchor) }
}

/// A rotation written as a modifier.
struct RotatedBy: ViewModifier {
    var degrees: Double
    func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)) }
}

/// A 40 × 10 bar centred in a 100 × 50 card, marked by an anchor and drawn
/// through `effect`; a reader at the root (shifted by `readerOffset`, which
/// moves its own space too) outlines the anchored bounds in blue.
struct AnchoredThroughEffect<Effect: ViewModifier>: View {
    var effect: Effect
    var readerOffset: CGFloat = 0

    var body: some View {
        ZStack {
            Color.clear.frame(width: 100, height: 50)
            Color.gray
                .frame(width: 40, height: 10)
                .anchorPreference(key: MarkedBounds.self, value: .bounds) { $0 }
                .modifier(effect)
        }
        .overlayPreferenceValue(MarkedBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Path(proxy[anchor]).fill(Color.blue)
                }
            }
            .offset(x: readerOffset)
        }
    }
}

/// A reader inside an offset that slides 60 points in 2 seconds when it
/// appears; its reported global frame is painted red from the root.
struct SlidingReader: View {
    @State private var slid = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 100, height: 20)
            GeometryReader { proxy in
                Color.clear.preference(key: ReportedFrame.self, value: proxy.frame(in: .global))
            }
            .frame(width: 10, height: 10)
            .offset(x: slid ? 60 : 0)
        }
        .overlayPreferenceValue(ReportedFrame.self) { frame in
            Path(frame).fill(Color.red)
        }
        .onAppear {
            withAnimation(.linear(duration: 2)) { slid = true }
        }
    }
}

/// An anchored square inside an offset that slides 60 points in 2 seconds;
/// the anchor's bounds are painted blue by a reader at the root.
struct SlidingAnchor: View {
    @State private var slid = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 100, height: 20)
            Color.gray
                .frame(width: 10, height: 10)
                .anchorPreference(key: MarkedBounds.self, value: .bounds) { $0 }
                .offset(x: slid ? 60 : 0)
        }
        .overlayPreferenceValue(MarkedBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor { Path(proxy[anchor]).fill(Color.blue) }
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 2)) { slid = true }
        }
    }
}

/// No effect: the view as laid out.
struct AsLaidOut: ViewModifier {
    func body(content: Content) -> some View { content }
}

// Triggered phase animators and a merging custom animation the way SwiftUI
// code writes them: markers that hop and slide.
import AnimGen

/// A 10-point marker moved through `stops` each time `taps` changes.
struct HoppingMarker: View {
    var taps = 0
    var stops: [CGFloat]

    var body: some View {
        Rectangle()
            .fill(.black)
            .frame(width: 10, height: 10)
            .phaseAnimator(stops, trigger: taps) { content, x in
                content.offset(x: x)
            } animation: { _ in
                .linear(duration: 1)
            }
            .frame(width: 120, height: 10, alignment: .leading)
    }
}

/// A hopping marker whose content also follows outer state: `shift`
/// moves every phase.
struct ShiftedHoppingMarker: View {
    var taps = 0
    var shift: CGFloat = 0

    var body: some View {
        Rectangle()
            .fill(.black)
            .frame(width: 10, height: 10)
            .phaseAnimator([0, 40], trigger: taps) { content, hop in
                content.offset(x: shift + hop)
            } animation: { _ in
                .linear(duration: 1)
            }
            .frame(width: 120, height: 10, alignment: .leading)
    }
}

/// A linear custom animation that takes over a running animation of the
/// same value, as the `shouldMerge` examples write it.
struct TakeOverLinear: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: time / duration)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        true
    }
}

extension Animation {
    static func takeOver(duration: TimeInterval) -> Animation { Animation(TakeOverLinear(duration: duration)) }
}

/// A marker at `x`, moved by whatever animation the change carries.
struct SlidingMarker: View {
    var x: CGFloat = 0

    var body: some View {
        Rectangle()
            .fill(.black)
            .frame(width: 10, height: 10)
            .offset(x: x)
            .frame(width: 120, height: 10, alignment: .leading)
    }
}

/// Four 30-point cells, the sources of a tab bar's matched geometry.
struct TabCells: View {
    var tabs: Namespace.ID

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<4) { index in
                Color.clear
                    .frame(width: 30, height: 10)
                    .matchedGeometryEffect(id: index, in: tabs)
            }
        }
    }
}

/// A tab bar's selection highlight: four 30-point cells are the sources,
/// the highlight (drawn 10 points wide on its own) follows the selected one.
struct TabHighlight: View {
    @Namespace private var tabs
    var selected = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            TabCells(tabs: tabs)
            Rectangle()
                .fill(.black)
                .frame(width: 10, height: 10)
                .matchedGeometryEffect(id: selected, in: tabs, isSource: false)
        }
        .frame(width: 120, height: 10, alignment: .topLeading)
    }
}

/// The same tabs with an outline that takes whatever size it is offered,
/// held in a 10-point frame of its own.
struct StretchingTabHighlight: View {
    @Namespace private var tabs
    var selected = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            TabCells(tabs: tabs)
            Rectangle()
                .strokeBorder(.black, lineWidth: 2)
                .matchedGeometryEffect(id: selected, in: tabs, isSource: false)
                .frame(width: 10, height: 10)
            // Placed after the highlight's own 10-point frame, not the cell's.
            Color.red.frame(width: 5, height: 5).offset(x: 10, y: 5)
        }
        .frame(width: 120, height: 10, alignment: .topLeading)
    }
}

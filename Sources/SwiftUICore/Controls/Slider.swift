// Slider in UISlider's look: a 4-point track with round ends across the
// width offered, the part before the thumb in the tint and the rest in the
// system fill grey, and a white 27-point thumb with a soft shadow (the
// thumb's centre runs from 13.5 points in from either end). A drag
// anywhere on it (from the touch down) moves the value to the touch's x,
// snapped to `step`; `onEditingChanged` reports true at the touch down and
// false at the lift.
import Foundation
import Geometry

/// A control for choosing a value from a range by dragging, as SwiftUI's `Slider`.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Binding<Double>
    let step: Double?
    let label: Label
    let onEditingChanged: (Bool) -> Void

    /// A slider of `value` in `bounds`, stepping by `step` when given, described by `label`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint, ValueLabel == EmptyView {
        let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound)
        fraction = Binding(get: { hi > lo ? min(max((Double(value.wrappedValue) - lo) / (hi - lo), 0), 1) : 0 },
                           set: { f in value.wrappedValue = V(lo + f * (hi - lo)) })
        self.step = step.map { hi > lo ? Double($0) / (hi - lo) : 0 }
        self.label = label()
        self.onEditingChanged = onEditingChanged
    }

    /// The track and thumb (the label is for accessibility only, as on iOS).
    public var body: some View {
        SliderTrack(fraction: fraction, step: step, onEditingChanged: onEditingChanged)
            .accessibilityLabel(labelText)
    }

    private var labelText: String { (label as? Text)?.string ?? "" }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`, stepping by `step` when given.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

struct SliderTrack: View {
    let fraction: Binding<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    /// The thumb's diameter and the track's thickness, in points.
    static let thumb: CGFloat = 27, track: CGFloat = 4

    var body: some View {
        let s = Self.self
        GeometryReader { proxy in
            let travel = max(proxy.size.width - s.thumb, 0)
            let f = fraction.wrappedValue
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill).frame(height: s.track)
                Capsule().fill(.tint).frame(width: s.thumb / 2 + travel * f, height: s.track)
                Circle().fill(Color.white)
                    .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 3)
                    .frame(width: s.thumb, height: s.thumb)
                    .offset(x: travel * f)
            }
            .frame(width: proxy.size.width, height: s.thumb)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { value in set(x: value.location.x, travel: travel) }
                .onEnded { _ in onEditingChanged(false) })
            .simultaneousGesture(LongPressGesture(minimumDuration: 0).onChanged { _ in onEditingChanged(true) })
        }
        .frame(height: s.thumb)
    }

    private func set(x: CGFloat, travel: CGFloat) {
        guard travel > 0 else { return }
        var f = min(max((x - Self.thumb / 2) / travel, 0), 1)
        if let step, step > 0 { f = min((f / step).rounded() * step, 1) }
        fraction.wrappedValue = f
    }
}

// Stepper in UIStepper's look: a 94 × 32 point platter of two 47-point
// segments with corners of 8, filled with the system fill grey, a 1-point
// separator between them, a minus and a plus sign (14 points wide, 2
// thick) in the primary colour, grey when the value is at that end of its
// range. The label sits at the leading edge and the stepper at the
// trailing edge. A tap on a segment steps the value.
import Foundation
import Geometry

/// A control that steps a value up and down, as SwiftUI's `Stepper`.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    /// A stepper calling `onIncrement` and `onDecrement` (nil: that segment is disabled).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
    }

    /// A stepper changing `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let v = value.wrappedValue
        self.init(label: label,
                  onIncrement: v < bounds.upperBound ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil,
                  onDecrement: v > bounds.lowerBound ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil)
    }

    /// A stepper changing `value` by `step` without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }

    /// The label, then the two segments at the trailing edge.
    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                segment(plus: false, action: decrement)
                Rectangle().fill(Color.separatorColor).frame(width: 1, height: 18)
                segment(plus: true, action: increment)
            }
            .frame(width: 94, height: 32)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.systemFill))
        }
    }

    private func segment(plus: Bool, action: (() -> Void)?) -> some View {
        StepperSign(plus: plus)
            .fill(action == nil ? Color.gray.opacity(0.5) : Color.primary)
            .frame(width: 14, height: 14)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { action?() }
            .accessibilityLabel(plus ? "Increment" : "Decrement")
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` changing `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(String(title)) }
    }

    /// A stepper titled `title` changing `value` by `step`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(String(title)) }
    }

    /// A stepper titled `title` calling `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(String(title)) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// A minus or plus sign, 2 points thick, across the rect.
struct StepperSign: Shape {
    let plus: Bool
    func path(in rect: CGRect) -> Path {
        var p = Path(CGRect(x: rect.minX, y: rect.midY - 1, width: rect.width, height: 2))
        if plus { p.addRect(CGRect(x: rect.midX - 1, y: rect.minY, width: 2, height: rect.height)) }
        return p
    }
}

// Button: a label and an action. Its body is the environment's primitive
// button style's (`buttonStyle(_:)`, `.automatic` by default); a
// `ButtonStyle` is run inside a primitive one that adds the press gesture
// (`ButtonPressGesture`) and keeps `isPressed` in the button's own state,
// so the style draws its pressed look while a scripted touch is down.
import Foundation

/// A control that runs an action when tapped, as SwiftUI's `Button`: the
/// action runs when the touch lifts inside the button.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    @State private var isPressed = false
    @Environment(\.self) private var environment

    /// A button showing `label`, running `action` when tapped.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a semantic `role` (`.destructive` draws red in the built-in styles).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The environment's button style applied to this button's label and action.
    public var body: some View {
        let style = environment.controlStyle(AnyPrimitiveButtonStyle.self) ?? AnyPrimitiveButtonStyle(DefaultButtonStyle())
        return style.makeBody(PrimitiveButtonStyleConfiguration(role: role, label: .init(AnyView(label)), action: action,
                                                         pressed: $isPressed))
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(String(title)) }
    }

    /// A button titled `title` with a semantic `role`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(String(title)) }
    }
}

extension Button where Label == SwiftUICore.Label<Text, Image> {
    /// A button titled `title` with the system symbol `systemImage` beside it.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { SwiftUICore.Label(String(title), systemImage: systemImage) }
    }
}

/// A button's purpose, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let kind: Int
    /// Deletes data or otherwise cannot be undone (drawn red).
    public static let destructive = ButtonRole(kind: 1)
    /// Cancels an operation.
    public static let cancel = ButtonRole(kind: 2)
}

/// A button's own press: pressed from the touch down to the lift (or until
/// the touch fails), triggered when the lift is inside the button's bounds.
/// A button is tapped with one finger, as `TapGesture` is: a two-finger
/// touch (a pinch or a two-finger drag) neither presses nor triggers it.
struct ButtonPressGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    let pressed: Binding<Bool>
    let trigger: () -> Void

    func recognizeAny(_ touch: Touch) -> Any {
        var e = GestureEvents<Bool>()
        guard !touch.hasTwoFingers else {
            e.events.append(.init(time: touch.up.time, kind: .reset, value: nil))
            return e
        }
        let pressed = self.pressed, trigger = self.trigger
        e.events.append(.init(time: touch.down.time, kind: .changed, value: true, callbacks: [{ pressed.wrappedValue = true }]))
        e.events.append(.init(time: touch.up.time, kind: .reset, value: nil, callbacks: [{ pressed.wrappedValue = false }]))
        let lift = touch.point(touch.up.location, in: .local)
        if touch.localBounds.contains(lift) {
            e.events.append(.init(time: touch.up.time, kind: .ended, value: true, callbacks: [trigger]))
        }
        return e
    }
}

// Button styles. A `PrimitiveButtonStyle` decides the whole interaction
// (it calls `configuration.trigger()` itself); a `ButtonStyle` only draws
// the label for a pressed state, and runs inside `ButtonStyleRunner`, the
// primitive style that adds the standard press. The environment holds one
// primitive style (a `ButtonStyle` set is kept wrapped in the runner).
import Foundation

/// A style that draws a button from its label and pressed state, as SwiftUI's `ButtonStyle`.
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label, role and pressed state.
    typealias Configuration = ButtonStyleConfiguration
    /// The button drawn for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// A button's label, type-erased.
    public struct Label: View, PrimitiveView {
        /// Primitive: the renderer lays this view out itself, so it has no body.
        public typealias Body = Never
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        func makeNodes(_ context: ResolveContext) -> [Node] { view.resolve(context) }
    }
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether a touch is down on the button.
    public let isPressed: Bool
}

/// A style that makes a button's whole interaction, as SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label, role and action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button made for `configuration` (call `configuration.trigger()` to run its action).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` makes a button of, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, type-erased.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void
    /// The button's own pressed state (used by the standard press).
    let pressed: Binding<Bool>

    init(role: ButtonRole?, label: Label, action: @escaping () -> Void, pressed: Binding<Bool>) {
        self.role = role
        self.label = label
        self.action = action
        self.pressed = pressed
    }

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A primitive style in the environment, type-erased.
struct AnyPrimitiveButtonStyle: @unchecked Sendable {
    let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView
    init<S: PrimitiveButtonStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// Runs a `ButtonStyle`: its body for the pressed state, with the standard press attached.
struct ButtonStyleRunner<Style: ButtonStyle>: PrimitiveButtonStyle {
    let style: Style
    func makeBody(configuration: Configuration) -> some View {
        style.makeBody(configuration: ButtonStyleConfiguration(role: configuration.role, label: configuration.label,
                                                               isPressed: configuration.pressed.wrappedValue))
            .gesture(ButtonPressGesture(pressed: configuration.pressed, trigger: configuration.action))
    }
}

private enum PrimitiveButtonStyleKey: EnvironmentKey {
    static let defaultValue = AnyPrimitiveButtonStyle(DefaultButtonStyle())
}

extension EnvironmentValues {
    var primitiveButtonStyle: AnyPrimitiveButtonStyle {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.primitiveButtonStyle = AnyPrimitiveButtonStyle(ButtonStyleRunner(style: style)) })
    }

    /// Sets a style that makes the whole interaction of the buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.primitiveButtonStyle = AnyPrimitiveButtonStyle(style) })
    }
}

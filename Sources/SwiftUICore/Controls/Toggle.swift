// Toggle: a label and a Boolean binding; its body is the environment's
// toggle style's (`.automatic`: the switch).
import Foundation

/// A control that turns a value on and off, as SwiftUI's `Toggle`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// A toggle of `isOn` showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The environment's toggle style applied to this toggle.
    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` titled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(String(title)) }
    }
}

/// A style that makes a toggle, as SwiftUI's `ToggleStyle`.
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle's label and state.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle made for `configuration` (change `configuration.isOn` to switch it).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` makes a toggle of, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// A toggle's label, type-erased.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it changes the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle shows a mixed state (never here: no toggle of several values).
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

struct AnyToggleStyle: @unchecked Sendable {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private enum ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyToggleStyle(SwitchToggleStyle())
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.toggleStyle = AnyToggleStyle(style) })
    }
}

/// The platform's default toggle style (the switch on iOS), as SwiftUI's `DefaultToggleStyle`.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// A switch.
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// A toggle drawn as a bordered button that is tinted while on, as SwiftUI's `ButtonToggleStyle`.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// The label as a button: on, on a tinted platter; off, borderless.
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        let button = Button(action: { isOn.wrappedValue.toggle() }) { configuration.label }
        if configuration.isOn { button.buttonStyle(.bordered) } else { button.buttonStyle(.borderless) }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that is tinted while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

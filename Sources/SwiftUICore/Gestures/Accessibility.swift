// Accessibility names: nothing drawn, but a script finds views by them
// (`ViewAnimation.tap(_:at:)`), as UI tests find elements by identifier.
import Foundation

extension View {
    /// Names the view for scripts and UI tests; draws nothing.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        interaction { node, _ in node.identifier = identifier }
    }

    /// The label assistive technologies read for the view; a script can find the view by it.
    public func accessibilityLabel(_ label: String) -> some View {
        interaction { node, _ in node.label = label }
    }

    /// The label, as text (its plain characters are what a script matches).
    public func accessibilityLabel(_ label: Text) -> some View {
        interaction { node, _ in node.label = label.string }
    }
}

extension EnvironmentValues {
    /// Whether the view responds to interaction (false inside `disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

private enum IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension View {
    /// Disables the view's controls and gestures (and their subviews') when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }
}

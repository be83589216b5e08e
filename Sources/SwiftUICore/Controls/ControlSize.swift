import Foundation

/// The size class of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private enum ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls in this view (`.regular` unless set with `controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_EnvironmentModifier { $0.controlSize = controlSize })
    }
}

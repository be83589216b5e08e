import Foundation

extension View {
    /// Sets the tint: what `.tint` means in this view (nil: the accent color).
    public func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentModifier { $0.tint = tint.map { AnyShapeStyle($0) } })
    }

    /// Sets the tint to any style (iOS 16).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_EnvironmentModifier { $0.tint = tint.map { AnyShapeStyle($0) } })
    }

    /// Sets the accent color, which `.tint` falls back to (deprecated in
    /// SwiftUI in favour of `tint(_:)`, which takes precedence here).
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(_EnvironmentModifier { $0.tint = $0.tint ?? accentColor.map { AnyShapeStyle($0) } })
    }
}

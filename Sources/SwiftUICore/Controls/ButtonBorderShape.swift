// The shape of a bordered button's platter, as a shape of its own. There
// are no buttons headless, but the shape is drawn like any other and
// `.buttonBorder` resolves, as Apple's page says, from the environment
// (`buttonBorderShape(_:)`), automatically when nothing is set. What the
// system picks "for the given context and platform" is not documented:
// here `.automatic` is `.roundedRectangle`, and `.roundedRectangle`
// without a radius rounds its corners by 8 points (continuous corners).
import Foundation
import Geometry
import ImageFiles

/// A shape used to draw a button's border, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle, environment
        case roundedRectangle(radius: CGFloat?)
    }
    let kind: Kind
    let inset: CGFloat

    /// The system's choice (here a rounded rectangle).
    public static let automatic = ButtonBorderShape(kind: .automatic, inset: 0)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule, inset: 0)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle, inset: 0)
    /// A rounded rectangle with the system's radius (here 8 points).
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil), inset: 0)
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius), inset: 0)
    }

    /// The outline in `rect` (`.buttonBorder` unresolved draws as `.automatic`).
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        switch kind {
        case .capsule: return Capsule().path(in: r)
        case .circle: return Circle().path(in: r)
        case .automatic, .environment: return RoundedRectangle(cornerRadius: max(0, 8 - inset)).path(in: r)
        case .roundedRectangle(let radius): return RoundedRectangle(cornerRadius: max(0, (radius ?? 8) - inset)).path(in: r)
        }
    }

    /// The same shape `amount` points inside (corner radii shrink with it).
    public func inset(by amount: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: kind, inset: inset + amount) }

    /// `.buttonBorder` as the environment resolves it (other shapes as they are).
    func resolved(in environment: EnvironmentValues) -> ButtonBorderShape {
        guard kind == .environment else { return self }
        return ButtonBorderShape(kind: environment[ButtonBorderShapeKey.self].kind, inset: inset)
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The button border shape the environment sets with
    /// `buttonBorderShape(_:)` (`.automatic` when none).
    public static var buttonBorder: ButtonBorderShape { ButtonBorderShape(kind: .environment, inset: 0) }
}

private enum ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension View {
    /// Sets the shape `.buttonBorder` resolves to in this view, as SwiftUI's
    /// `buttonBorderShape(_:)` (which also shapes bordered buttons; there
    /// are none headless).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(_EnvironmentModifier { $0[ButtonBorderShapeKey.self] = shape.resolved(in: $0) })
    }
}

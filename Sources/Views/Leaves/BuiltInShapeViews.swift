// The built-in shapes (and the shapes made from them by trim, offset,
// rotation, scale, transform, stroke and inset) are views, as in SwiftUI:
// shown on their own they fill the offered space with the foreground style.
// So `func icon() -> some View { Circle() }` and `[AnyView(Capsule())]`
// work unchanged. A user's own `Shape` is a view inside builders and
// through the forwarded modifiers (Shape+ViewModifiers.swift).
import Foundation

/// A shape that is a view: the filled shape. An animatable shape was
/// interpolated as a view already, so its leaf does not animate it again.
protocol ShapeAsView: Shape, PrimitiveView {}

extension ShapeAsView {
    func makeNodes(_ context: ResolveContext) -> [Node] {
        let shape = self
        return [ShapeNode(path: { shape.path(in: $0) }, sizing: { shape.sizeThatFits($0) },
                          style: AnyShapeStyle(ForegroundStyle()), paint: .fill(FillStyle()),
                          environment: context.environment)]
    }
}

extension Rectangle: View, ShapeAsView { public typealias Body = Never }
extension Rectangle._Inset: View, ShapeAsView { public typealias Body = Never }
extension RoundedRectangle: View, ShapeAsView { public typealias Body = Never }
extension RoundedRectangle._Inset: View, ShapeAsView { public typealias Body = Never }
extension UnevenRoundedRectangle: View, ShapeAsView { public typealias Body = Never }
extension UnevenRoundedRectangle._Inset: View, ShapeAsView { public typealias Body = Never }
extension Circle: View, ShapeAsView { public typealias Body = Never }
extension Circle._Inset: View, ShapeAsView { public typealias Body = Never }
extension Ellipse: View, ShapeAsView { public typealias Body = Never }
extension Ellipse._Inset: View, ShapeAsView { public typealias Body = Never }
extension Capsule: View, ShapeAsView { public typealias Body = Never }
extension Capsule._Inset: View, ShapeAsView { public typealias Body = Never }
extension Path: View, ShapeAsView { public typealias Body = Never }
extension AnyShape: View, ShapeAsView { public typealias Body = Never }
extension _TrimmedShape: View, ShapeAsView { public typealias Body = Never }
extension OffsetShape: View, ShapeAsView { public typealias Body = Never }
extension RotatedShape: View, ShapeAsView { public typealias Body = Never }
extension ScaledShape: View, ShapeAsView { public typealias Body = Never }
extension TransformedShape: View, ShapeAsView { public typealias Body = Never }
extension _StrokedShape: View, ShapeAsView { public typealias Body = Never }

extension Shape where Self: View {
    // Both the shape modifier (Drawing) and the view modifier apply to a
    // shape that is a view; as in SwiftUI, the shape's wins.

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}

// Colors and gradients are views that fill the space they are offered, as
// in SwiftUI (`Color.red` is `Rectangle().fill(Color.red)`).
import Foundation

/// A shape style shown as a view: a rectangle filling the offered space.
protocol StyleView: ShapeStyle, PrimitiveView {}

extension StyleView {
    func makeNodes(_ context: ResolveContext) -> [Node] {
        _ShapeView(shape: Rectangle(), style: self).makeNodes(context)
    }
}

extension Color: View, StyleView { public typealias Body = Never }
extension LinearGradient: View, StyleView { public typealias Body = Never }
extension RadialGradient: View, StyleView { public typealias Body = Never }
extension AngularGradient: View, StyleView { public typealias Body = Never }
extension EllipticalGradient: View, StyleView { public typealias Body = Never }

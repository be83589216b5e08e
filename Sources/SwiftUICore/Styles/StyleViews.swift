// Colors and gradients are views that fill the space they are offered, as
// in SwiftUI (`Color.red` is `Rectangle().fill(Color.red)`).
import Foundation
import Geometry

/// A shape style shown as a view: a rectangle filling the offered space.
protocol StyleView: ShapeStyle, PrimitiveView {}

extension StyleView {
    // An animatable style (a color) was already interpolated as a view.
    func makeNodes(_ context: ResolveContext) -> [Node] {
        [ShapeNode(path: { Path($0) }, style: AnyShapeStyle(self), paint: .fill(FillStyle()), environment: context.environment)]
    }
}

extension Color: View, StyleView { public typealias Body = Never }
extension LinearGradient: View, StyleView { public typealias Body = Never }
extension RadialGradient: View, StyleView { public typealias Body = Never }
extension AngularGradient: View, StyleView { public typealias Body = Never }
extension EllipticalGradient: View, StyleView { public typealias Body = Never }
extension MeshGradient: View, StyleView { public typealias Body = Never }

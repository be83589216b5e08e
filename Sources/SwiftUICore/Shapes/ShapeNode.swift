import Foundation
import Geometry

/// How a shape leaf paints its outline.
enum ShapePaint {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// A shape drawn in its frame: shapes, colors and gradients as views, sized
/// by the shape's `sizeThatFits` (by default whatever is offered, 10 × 10
/// when asked for its ideal size).
final class ShapeNode: Node {
    let path: (CGRect) -> Path
    let sizing: (ProposedViewSize) -> CGSize
    let style: AnyShapeStyle
    let paint: ShapePaint
    let environment: EnvironmentValues

    init(path: @escaping (CGRect) -> Path, sizing: @escaping (ProposedViewSize) -> CGSize = { $0.replacingUnspecifiedDimensions() },
         style: AnyShapeStyle, paint: ShapePaint, environment: EnvironmentValues) {
        self.path = path
        self.sizing = sizing
        self.style = style
        self.paint = paint
        self.environment = environment
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    /// SwiftUI's contract: the shape is asked for its path in its own
    /// coordinates, `CGRect(origin: .zero, size: size)`, and the path is
    /// drawn where the view is. The origin moves by whole device pixels
    /// (the aligned frame's corner), so edges still land on pixel edges.
    override func draw(_ context: inout GraphicsContext) {
        let rect = pixelAligned(frame, scale: environment.displayScale)
        let outline = ContainerShapeScope.seen(fromOrigin: rect.origin) { path(CGRect(origin: .zero, size: rect.size)) }
        let shading = GraphicsContext.Shading.style(EnvironmentStyle(base: style, environment: environment))
        var c = context
        c.translateBy(x: rect.minX, y: rect.minY)
        switch paint {
        case .fill(let f): c.fill(outline, with: shading, style: f)
        case .stroke(let s): c.stroke(outline, with: shading, style: s)
        }
    }
}

/// A style resolved in the view's environment: its foreground style stands
/// for `.foreground`, `.primary`, `.secondary`…, and a custom style's
/// `resolve(in:)` receives it.
struct EnvironmentStyle: ShapeStyle {
    let base: AnyShapeStyle
    let environment: EnvironmentValues

    func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        base.resolvePaint(in: PaintContext(bounds: context.bounds, environment: environment))
    }

    func _effects(in context: PaintContext) -> ShapeStyleEffects {
        base._effects(in: PaintContext(bounds: context.bounds, environment: environment))
    }
}

// Opacity, blend mode and shadow apply to each drawing of the view's leaves
// as SwiftUI does (two overlapping circles at 50 % opacity show their
// overlap) unless `compositingGroup()` flattens the view first; blur
// applies to the view as a whole.
import Foundation
import Geometry
import Raster

public struct _OpacityEffect: ViewModifier, EffectModifier, Animatable {
    public typealias Body = Never
    var opacity: Double
    public var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }
    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        context.opacity *= max(0, min(1, opacity))
        draw(&context)
    }
}

public struct _BlendModeEffect: ViewModifier, EffectModifier {
    public typealias Body = Never
    var blendMode: GraphicsContext.BlendMode
    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        context.blendMode = blendMode
        draw(&context)
    }
}

public struct _CompositingGroupEffect: ViewModifier, EffectModifier {
    public typealias Body = Never
    var colorMode: ColorRenderingMode?
    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        context.drawLayer { layer in
            if let colorMode { layer.setColorMode(colorMode) }
            draw(&layer)
        }
    }
}

public struct _ShadowEffect: ViewModifier, EffectModifier, Animatable {
    public typealias Body = Never
    var color: Color
    var radius: CGFloat
    var x: CGFloat, y: CGFloat
    public var animatableData: AnimatablePair<Color.AnimatableData, AnimatablePair<CGFloat, CGSize.AnimatableData>> {
        get { AnimatablePair(color.animatableData, AnimatablePair(radius, CGSize(width: x, height: y).animatableData)) }
        set {
            color.animatableData = newValue.first
            radius = newValue.second.first
            (x, y) = (newValue.second.second.first, newValue.second.second.second)
        }
    }
    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        context.addFilter(.shadow(color: color, radius: radius, x: x, y: y))
        draw(&context)
    }
}

public struct _BlurEffect: ViewModifier, EffectModifier, Animatable {
    public typealias Body = Never
    var radius: CGFloat
    var opaque: Bool
    public var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }
    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        guard radius > 0 else { draw(&context); return }
        context.addFilter(.blur(radius: radius, options: opaque ? .opaque : []))
        context.drawLayer { draw(&$0) }
    }
}

public struct _ClipEffect<ClipShape: Shape>: ViewModifier, EffectModifier {
    public typealias Body = Never
    var shape: ClipShape
    var style: FillStyle

    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        _ClipEffect.clip(&context, to: { shape.path(in: $0) }, frame: frame, style: style, draw: draw)
    }

    /// The shape's outline as the environment has it (`.buttonBorder`, the layout direction).
    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let outline = environmentOutline(shape, in: context.environment), style = self.style
        return content(context).map { node in
            EffectNode(node) { c, f, d in _ClipEffect.clip(&c, to: outline, frame: f, style: style, draw: d) }
        }
    }

    private static func clip(_ context: inout GraphicsContext, to outline: (CGRect) -> Path, frame: CGRect, style: FillStyle,
                             draw: (inout GraphicsContext) -> Void) {
        // The shape sees its own coordinates (origin zero), as in SwiftUI.
        let path = ContainerShapeScope.seen(fromOrigin: frame.origin) { outline(CGRect(origin: .zero, size: frame.size)) }
        context.clip(to: path.offsetBy(dx: frame.minX, dy: frame.minY), style: style)
        draw(&context)
    }
}

extension View {
    /// Draws the view at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some View { modifier(_OpacityEffect(opacity: opacity)) }

    /// Blends the view's drawing with what lies beneath by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_BlendModeEffect(blendMode: blendMode.graphicsContextMode))
    }

    /// Blends with a context blend mode (SwiftUI takes the view enum).
    @_disfavoredOverload public func blendMode(_ blendMode: GraphicsContext.BlendMode) -> some View {
        modifier(_BlendModeEffect(blendMode: blendMode))
    }

    /// Flattens the view into one layer before opacity, blend modes and
    /// shadows outside it apply.
    public func compositingGroup() -> some View { modifier(_CompositingGroupEffect()) }

    /// Renders the view offscreen as one picture, blending inside it as
    /// `colorMode` says (in linear light for `.linear`).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_CompositingGroupEffect(colorMode: colorMode))
    }

    /// Adds a shadow of `radius` (a Gaussian of σ = radius / 2) moved by (x, y).
    /// SwiftUI's default color is black at 33 % opacity.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
    }

    /// Blurs the view (Gaussian of σ = radius / 2); `opaque` keeps edges solid.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, opaque: opaque))
    }

    /// Clips the view to `shape` in its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips the view to its frame (`antialiased` is accepted and kept on).
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips the view to a rounded rectangle of `radius` in its frame.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}

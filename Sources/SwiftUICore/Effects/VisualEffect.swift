// iOS 17's visualEffect(_:): effects that read the view's geometry. The
// closure runs when the view is drawn, with the view's laid-out frame, and
// its chain of effects is drawn the way the view modifiers of the same
// names draw (the last one applied outermost, none changing layout).
import Foundation
import Geometry
import Raster

/// Visual effects that change how a view is drawn without changing its
/// layout, as SwiftUI's `VisualEffect`; build them from the
/// ``EmptyVisualEffect`` `visualEffect(_:)` hands its closure.
public protocol VisualEffect: Sendable {
    /// Draws through `draw` with this effect, given the view's frame.
    func _apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void)
}

/// The effect that changes nothing: where a chain of effects starts.
public struct EmptyVisualEffect: VisualEffect {
    /// The start of a chain; `visualEffect(_:)` hands one to its closure.
    public init() {}
    public func _apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        draw(&context)
    }
}

/// `inner`'s effects with one more around them (a view modifier's effect
/// or a geometry effect; both are plain values).
public struct _VisualEffectStep<Inner: VisualEffect>: VisualEffect, @unchecked Sendable {
    let inner: Inner
    let outer: (inout GraphicsContext, CGRect, (inout GraphicsContext) -> Void) -> Void

    public func _apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        outer(&context, frame) { inner._apply(&$0, frame: frame, draw: draw) }
    }
}

extension VisualEffect {
    private func then(_ effect: any EffectModifier) -> _VisualEffectStep<Self> {
        _VisualEffectStep(inner: self) { c, frame, draw in effect.apply(&c, frame: frame, draw: draw) }
    }

    private func then<G: GeometryEffect>(_ effect: G) -> _VisualEffectStep<Self> {
        _VisualEffectStep(inner: self) { c, frame, draw in drawThrough(effect.effectValue(size: frame.size), &c, frame: frame, draw) }
    }

    /// These effects drawn through the affine `transform` (the view's local coordinates).
    public func transformEffect(_ transform: CGAffineTransform) -> _VisualEffectStep<Self> {
        then(_TransformEffect(transform: transform))
    }
    /// These effects drawn rotated by `angle` about `axis` in 3D, through `anchor` at depth `anchorZ`, with
    /// `perspective` (1: SwiftUI's default).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> _VisualEffectStep<Self> {
        then(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// These effects drawn moved by `offset` points.
    public func offset(_ offset: CGSize) -> _VisualEffectStep<Self> { then(_OffsetEffect(offset: offset)) }
    /// These effects drawn moved by `x` points right and `y` points down.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectStep<Self> { offset(CGSize(width: x, height: y)) }
    /// These effects drawn rotated by `angle` (clockwise for positive angles, y growing down) around
    /// `anchor`, a unit point of the view's frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectStep<Self> {
        then(_RotationEffect(angle: angle, anchor: anchor))
    }
    /// These effects drawn scaled by `scale` (width and height factors) around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectStep<Self> {
        then(_ScaleEffect(scale: scale, anchor: anchor))
    }
    /// These effects drawn scaled by `s` on both axes around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectStep<Self> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    /// These effects drawn scaled by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectStep<Self> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// These effects drawn at `opacity` (0 transparent … 1 unchanged).
    public func opacity(_ opacity: Double) -> _VisualEffectStep<Self> { then(_OpacityEffect(opacity: opacity)) }
    /// These effects blurred by `radius` points (Gaussian σ = radius / 2); `opaque` keeps the edges solid.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectStep<Self> {
        then(_BlurEffect(radius: radius, opaque: opaque))
    }
    /// These effects brightened by `amount` (0 unchanged … 1 white).
    public func brightness(_ amount: Double) -> _VisualEffectStep<Self> { then(_ColorMatrixEffect(kind: .brightness, amount: amount)) }
    /// These effects' contrast scaled by `amount` (1 unchanged, 0 flat grey, negative inverts).
    public func contrast(_ amount: Double) -> _VisualEffectStep<Self> { then(_ColorMatrixEffect(kind: .contrast, amount: amount)) }
    /// These effects' saturation scaled by `amount` (1 unchanged, 0 grey).
    public func saturation(_ amount: Double) -> _VisualEffectStep<Self> { then(_ColorMatrixEffect(kind: .saturation, amount: amount)) }
    /// These effects turned towards grey by `amount` (0 unchanged … 1 fully grey).
    public func grayscale(_ amount: Double) -> _VisualEffectStep<Self> { then(_ColorMatrixEffect(kind: .grayscale, amount: amount)) }
    /// These effects with every hue turned by `angle`.
    public func hueRotation(_ angle: Angle) -> _VisualEffectStep<Self> {
        then(_ColorMatrixEffect(kind: .hueRotation, amount: angle.radians))
    }
    /// These effects with each colour channel multiplied by `color`'s.
    public func colorMultiply(_ color: Color) -> _VisualEffectStep<Self> { then(_ColorMultiplyEffect(color: color)) }
    /// These effects with `shader` applied to each pixel's color (see `View.colorEffect(_:isEnabled:)`).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> _VisualEffectStep<Self> {
        then(ShaderEffect(shader: shader, usage: .colorEffect, maxSampleOffset: .zero, isEnabled: isEnabled))
    }
    /// These effects with their pixels moved by `shader` (see `View.distortionEffect(_:maxSampleOffset:isEnabled:)`).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> _VisualEffectStep<Self> {
        then(ShaderEffect(shader: shader, usage: .distortionEffect, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled))
    }
    /// These effects' layer filtered by `shader` (see `View.layerEffect(_:maxSampleOffset:isEnabled:)`).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> _VisualEffectStep<Self> {
        then(ShaderEffect(shader: shader, usage: .layerEffect, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled))
    }
    /// These effects composited onto what is behind with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> _VisualEffectStep<Self> {
        then(_BlendModeEffect(blendMode: blendMode.graphicsContextMode))
    }
}

/// The modifier of `visualEffect(_:)`.
public struct _VisualEffectModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let spaces = context.environment.coordinateSpaces
        context.memo?.noteFrameDependence()  // the effect reads this frame's named spaces when drawn
        return content(context).map { node in
            EffectNode(node) { c, frame, draw in
                let proxy = GeometryProxy(size: frame.size, space: node.space, namedSpaces: spaces.spaces)
                effect(EmptyVisualEffect(), proxy)._apply(&c, frame: frame, draw: draw)
            }
        }
    }
}

extension View {
    /// Applies the effects `effect` builds from the view's geometry (its
    /// frame where it is drawn, read through the proxy), without changing
    /// its layout.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        modifier(_VisualEffectModifier(effect: effect))
    }
}

// iOS 17's visualEffect(_:): effects that read the view's geometry. The
// closure runs when the view is drawn, with the view's laid-out frame, and
// its chain of effects is drawn the way the view modifiers of the same
// names draw (the last one applied outermost, none changing layout).
import Foundation

/// Visual effects that change how a view is drawn without changing its
/// layout, as SwiftUI's `VisualEffect`; build them from the
/// ``EmptyVisualEffect`` `visualEffect(_:)` hands its closure.
public protocol VisualEffect: Sendable {
    /// Draws through `draw` with this effect, given the view's frame.
    func _apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void)
}

/// The effect that changes nothing: where a chain of effects starts.
public struct EmptyVisualEffect: VisualEffect {
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

    public func transformEffect(_ transform: CGAffineTransform) -> _VisualEffectStep<Self> {
        then(_TransformEffect(transform: transform))
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> _VisualEffectStep<Self> {
        then(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    public func offset(_ offset: CGSize) -> _VisualEffectStep<Self> { then(_OffsetEffect(offset: offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectStep<Self> { offset(CGSize(width: x, height: y)) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectStep<Self> {
        then(_RotationEffect(angle: angle, anchor: anchor))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectStep<Self> {
        then(_ScaleEffect(scale: scale, anchor: anchor))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectStep<Self> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectStep<Self> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    public func opacity(_ opacity: Double) -> _VisualEffectStep<Self> { then(_OpacityEffect(opacity: opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectStep<Self> {
        then(_BlurEffect(radius: radius, opaque: opaque))
    }
    public func brightness(_ amount: Double) -> _VisualEffectStep<Self> { then(_ColorMatrixEffect(kind: .brightness, amount: amount)) }
    public func contrast(_ amount: Double) -> _VisualEffectStep<Self> { then(_ColorMatrixEffect(kind: .contrast, amount: amount)) }
    public func saturation(_ amount: Double) -> _VisualEffectStep<Self> { then(_ColorMatrixEffect(kind: .saturation, amount: amount)) }
    public func grayscale(_ amount: Double) -> _VisualEffectStep<Self> { then(_ColorMatrixEffect(kind: .grayscale, amount: amount)) }
    public func hueRotation(_ angle: Angle) -> _VisualEffectStep<Self> {
        then(_ColorMatrixEffect(kind: .hueRotation, amount: angle.radians))
    }
    public func colorMultiply(_ color: Color) -> _VisualEffectStep<Self> { then(_ColorMultiplyEffect(color: color)) }
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
        return content(context).map { node in
            EffectNode(node) { c, frame, draw in
                let proxy = GeometryProxy(size: frame.size, globalFrame: frame,
                                          namedFrames: spaces.compactMapValues { $0.node?.frame })
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

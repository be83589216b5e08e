// SwiftUI's GeometryEffect: a modifier that changes only how its view is
// drawn, by a ProjectionTransform in the view's local coordinates (origin
// at its top-left corner, size from layout). Layout never sees it, as in
// SwiftUI, but the coordinate space of what is inside moves with it
// (readers' frames, anchors: Layout/DrawnGeometry.swift) unless it is
// `ignoredByLayout()`. Affine effects concatenate onto the context (crisp, no layer);
// projective ones draw the view as a layer seen through the projection
// (GraphicsContext.drawLayer(projection:bounds:content:)).
import Foundation
import Geometry

/// An effect that changes the visual appearance of a view, largely without
/// changing its ancestors or descendants, as SwiftUI's `GeometryEffect`:
/// write `effectValue(size:)` (and `animatableData` to animate it).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform from the view's local coordinates, for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The same effect, applied only while rendering: it draws the view as
    /// the effect does, but geometry readers and anchors inside do not see it.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }

    /// The view's nodes, each drawn through the effect.
    func makeEffectNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let geometry: ((CGSize) -> ProjectionTransform)? = self is any RenderOnlyEffect ? nil : { self.effectValue(size: $0) }
        return content(context).map { node in
            EffectNode(node, geometry: geometry) { c, frame, draw in drawThrough(self.effectValue(size: frame.size), &c, frame: frame, draw) }
        }
    }
}

/// Draws the content of a view with `frame` (root coordinates) through `m`
/// (local coordinates).
func drawThrough(_ m: ProjectionTransform, _ context: inout GraphicsContext, frame: CGRect,
                 _ draw: (inout GraphicsContext) -> Void) {
    if m.isIdentity { draw(&context); return }
    if m.isAffine {
        context.translateBy(x: frame.minX, y: frame.minY)
        context.concatenate(m.affine)
        context.translateBy(x: -frame.minX, y: -frame.minY)
        draw(&context)
        return
    }
    let toLocal = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
    let toRoot = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    // The layer keeps what the view draws a little beyond its frame
    // (strokes, shadows, overflowing content).
    let margin = max(frame.width, frame.height) / 2 + 8
    context.drawLayer(projection: toLocal.concatenating(m).concatenating(toRoot),
                      bounds: frame.insetBy(dx: -margin, dy: -margin)) { draw(&$0) }
}

/// An effect that draws without moving its content's coordinate space.
protocol RenderOnlyEffect {}

/// A geometry effect applied only while rendering, as SwiftUI's.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect, RenderOnlyEffect {
    public var base: Base
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

public struct _ProjectionEffect: GeometryEffect {
    public var transform: ProjectionTransform
    public init(transform: ProjectionTransform) { self.transform = transform }
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

public struct _TransformEffect: GeometryEffect {
    public var transform: CGAffineTransform
    public init(transform: CGAffineTransform) { self.transform = transform }
    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

extension View {
    /// Draws the view through `transform` (a projective transform of its
    /// local coordinates), without changing its layout.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws the view through the affine `transform` of its local
    /// coordinates (origin at its top-left corner), without changing its layout.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}

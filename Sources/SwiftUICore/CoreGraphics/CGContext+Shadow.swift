// Shadows, as CoreGraphics draws them: part of the graphics state, cast by
// every later drawing operation on its own (the GraphicsContext's shadow
// filter, which draws each operation into its own layer). Apple's pages:
// the offset is "a translation in base-space", so the current matrix does
// not scale or turn it (base space here is the context's space when
// `withCGContext` was called, y pointing down as in iOS since 3.2, or a
// bitmap context's pixels, y up); `setShadow(offset:blur:)` shadows in
// black at 1/3 alpha; a nil colour turns shadows off.
import Foundation

#if !canImport(CoreGraphics)
extension CGContext {
    /// Shadows later drawing in black at 1/3 alpha, moved by `offset` and
    /// blurred by `blur` (both in base space, not through the current matrix).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(space: .device, components: [0, 0, 0, 1.0 / 3.0]))
    }

    /// Shadows later drawing in `color` (nil turns shadows off), moved by
    /// `offset` and blurred by `blur` (base space). A blur is a Gaussian of
    /// standard deviation blur / 2, as the context's shadow filter draws it.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { state.shadow = nil; return }
        state.shadow = (offset, max(0, blur.isFinite ? blur : 0), color)
    }

    /// The context that paints: the target, with the shadow filter when a
    /// shadow is set. The target's own transform maps base space (its user
    /// space under the base matrix) to pixels, so the offset and blur go
    /// through the base matrix alone.
    var painter: GraphicsContext {
        guard let shadow = state.shadow else { return state.target }
        var c = state.target
        let b = baseCTM
        let dx = b.a * shadow.offset.width + b.c * shadow.offset.height
        let dy = b.b * shadow.offset.width + b.d * shadow.offset.height
        let scale = abs(b.a * b.d - b.b * b.c).squareRoot()
        c.addFilter(.shadow(color: Color(cgColor: shadow.color), radius: shadow.blur * scale, x: dx, y: dy))
        return c
    }
}
#endif

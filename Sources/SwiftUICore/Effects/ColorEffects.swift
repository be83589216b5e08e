// The view color filters (brightness, contrast, saturation, grayscale, hue
// rotation, inversion, color multiply, luminance to alpha). Each draws the
// view into one layer and runs GraphicsContext's color-matrix filter of the
// same name over it (Raster's color matrix), so overlapping drawings inside
// the view are filtered once, as one picture.
import Foundation
import Geometry
import ImageFiles

public struct _ColorMatrixEffect: ViewModifier, EffectModifier, Animatable {
    public typealias Body = Never
    enum Kind { case brightness, contrast, saturation, grayscale, hueRotation, invert, luminanceToAlpha }
    var kind: Kind
    var amount: Double

    public var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    var filter: GraphicsContext.Filter {
        switch kind {
        case .brightness: .brightness(amount)
        case .contrast: .contrast(amount)
        case .saturation: .saturation(amount)
        case .grayscale: .grayscale(amount)
        case .hueRotation: .hueRotation(.radians(amount))
        case .invert: .colorInvert()
        case .luminanceToAlpha: .luminanceToAlpha
        }
    }

    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        context.addFilter(filter)
        context.drawLayer { draw(&$0) }
    }
}

public struct _ColorMultiplyEffect: ViewModifier, EffectModifier, Animatable {
    public typealias Body = Never
    var color: Color

    public var animatableData: Color.AnimatableData {
        get { color.animatableData }
        set { color.animatableData = newValue }
    }

    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        context.addFilter(.colorMultiply(color))
        context.drawLayer { draw(&$0) }
    }
}

extension View {
    /// Adds `amount` to each color component (0: unchanged, 1: white).
    public func brightness(_ amount: Double) -> some View {
        modifier(_ColorMatrixEffect(kind: .brightness, amount: amount))
    }

    /// Scales each component's distance from mid-gray by `amount` (0: gray,
    /// 1: unchanged, negative values also invert).
    public func contrast(_ amount: Double) -> some View {
        modifier(_ColorMatrixEffect(kind: .contrast, amount: amount))
    }

    /// Adjusts color saturation (0: gray, 1: unchanged, above 1: more vivid).
    public func saturation(_ amount: Double) -> some View {
        modifier(_ColorMatrixEffect(kind: .saturation, amount: amount))
    }

    /// Removes `amount` (0…1) of the color.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_ColorMatrixEffect(kind: .grayscale, amount: amount))
    }

    /// Rotates every hue by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_ColorMatrixEffect(kind: .hueRotation, amount: angle.radians))
    }

    /// Inverts the view's colors (alpha kept).
    public func colorInvert() -> some View {
        modifier(_ColorMatrixEffect(kind: .invert, amount: 1))
    }

    /// Multiplies every component of the view's colors, alpha included, by
    /// `color`'s.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorMultiplyEffect(color: color))
    }

    /// Black with the view's luminance as its alpha: darker regions become
    /// more transparent.
    public func luminanceToAlpha() -> some View {
        modifier(_ColorMatrixEffect(kind: .luminanceToAlpha, amount: 1))
    }
}

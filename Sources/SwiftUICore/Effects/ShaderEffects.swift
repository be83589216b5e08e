// iOS 17's shader effects on views. The view is drawn into a layer the size
// of its bounds (grown by maxSampleOffset for the effects that sample away
// from each pixel), the shader runs over that layer, and `position` is in the
// view's own coordinates: (0, 0) at its top-left corner, as in SwiftUI.
import Foundation
import Geometry
import Raster

/// The modifier of `colorEffect`, `distortionEffect` and `layerEffect`.
struct ShaderEffect: ViewModifier, EffectModifier {
    typealias Body = Never
    let shader: Shader
    let usage: Shader.UsageType
    let maxSampleOffset: CGSize
    let isEnabled: Bool

    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        guard isEnabled else { draw(&context); return }
        Self.draw(shader, as: usage, maxSampleOffset: maxSampleOffset, &context, frame: frame, draw: draw)
    }

    /// Draws `draw` through `shader` over the layer of a view laid out in `frame`.
    static func draw(_ shader: Shader, as usage: Shader.UsageType, maxSampleOffset: CGSize,
                     _ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        let reach = usage == .colorEffect ? .zero : maxSampleOffset
        context.clip(to: Path(frame.insetBy(dx: -abs(reach.width), dy: -abs(reach.height))))
        context.translateBy(x: frame.minX, y: frame.minY)
        context.addFilter(.shader(shader, as: usage, maxSampleOffset: maxSampleOffset,
                                  bounds: CGRect(origin: .zero, size: frame.size)))
        context.translateBy(x: -frame.minX, y: -frame.minY)
        context.drawLayer { draw(&$0) }
    }
}

extension View {
    /// The view with `shader` applied to the color of each of its pixels, as SwiftUI's
    /// `colorEffect(_:isEnabled:)`: `[[ stitchable ]] half4 name(float2 position, half4 color, args…)`,
    /// `color` premultiplied, `position` in the view's coordinates.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffect(shader: shader, usage: .colorEffect, maxSampleOffset: .zero, isEnabled: isEnabled))
    }

    /// The view with its pixels moved by `shader`, as SwiftUI's
    /// `distortionEffect(_:maxSampleOffset:isEnabled:)`:
    /// `[[ stitchable ]] float2 name(float2 position, args…)` returns the point each pixel takes its color
    /// from; `maxSampleOffset` is the largest distance between the two on each axis.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffect(shader: shader, usage: .distortionEffect, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled))
    }

    /// The view's raster layer filtered by `shader`, as SwiftUI's
    /// `layerEffect(_:maxSampleOffset:isEnabled:)`:
    /// `[[ stitchable ]] half4 name(float2 position, SwiftUI::Layer layer, args…)`, sampling the layer with
    /// `layer.sample(p)`; `maxSampleOffset` is how far from `position` it samples.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffect(shader: shader, usage: .layerEffect, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled))
    }
}

// A paint at one instant, as a GraphicsContext shading. Gradients are
// SwiftUI's shape styles resolved against the layer's frame — not the
// bounds of the (possibly trimmed) path — so a gradient stays put while a
// trimmed ring grows, as it does on a SwiftUI view.
import SwiftUICore
import Foundation
import Geometry
import Timeline

extension PaintSpec {
    /// The shading for this paint at `time`, its unit points spanning `frame`.
    func shading(in frame: CGRect, at time: Double) -> GraphicsContext.Shading {
        switch self {
        case .color(let c):
            return .color(Color(c.value(at: time)))
        case let .linear(g, s, e):
            let style = LinearGradient.linearGradient(g.gradient(at: time), startPoint: unit(s, time), endPoint: unit(e, time))
            return .style(FramedStyle(base: style, frame: frame))
        case let .radial(g, c, r0, r1):
            let style = RadialGradient.radialGradient(g.gradient(at: time), center: unit(c, time),
                                                      startRadius: r0.value(at: time), endRadius: r1.value(at: time))
            return .style(FramedStyle(base: style, frame: frame))
        case let .angular(g, c, a0, a1):
            let start = a0.value(at: time)
            let end = a1?.value(at: time) ?? start + .degrees(360)
            let style = AngularGradient.angularGradient(g.gradient(at: time), center: unit(c, time),
                                                        startAngle: start, endAngle: end)
            return .style(FramedStyle(base: style, frame: frame))
        case let .elliptical(g, c, f0, f1):
            let style = EllipticalGradient.ellipticalGradient(g.gradient(at: time), center: unit(c, time),
                                                              startRadiusFraction: f0.value(at: time),
                                                              endRadiusFraction: f1.value(at: time))
            return .style(FramedStyle(base: style, frame: frame))
        }
    }

    private func unit(_ p: Animated<CGPoint>, _ time: Double) -> UnitPoint {
        let v = p.value(at: time)
        return UnitPoint(x: v.x, y: v.y)
    }
}

extension GradientSpec {
    /// The stops at `time`; stops without locations are spread evenly.
    func gradient(at time: Double) -> AnyGradient {
        let colors = stops.map { Color($0.color.value(at: time)) }
        let gradient: Gradient
        if stops.allSatisfy({ $0.location != nil }) {
            gradient = Gradient(stops: zip(colors, stops).map { Gradient.Stop(color: $0.0, location: $0.1.location!.value(at: time)) })
        } else {
            gradient = Gradient(colors: colors)
        }
        return gradient.colorSpace(perceptual ? .perceptual : .device)
    }
}

/// A shape style resolved against a fixed frame instead of the bounds of
/// what is drawn.
struct FramedStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let frame: CGRect

    func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        base.resolvePaint(in: PaintContext(bounds: frame, foregroundStyle: context.foregroundStyle))
    }
}

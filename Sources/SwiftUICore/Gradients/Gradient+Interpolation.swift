// Gradient values animate, as in current SwiftUI: a LinearGradient (or a
// radial, angular or elliptical one) whose points, radii, angles, stop
// colours or stop locations change inside an animation moves through the
// values between, instead of jumping to the new gradient.
//
// Apple documents no `Animatable` conformance for the gradient types, so
// they gain none here: the animation sites (AnimationSites.swift) wrap a
// gradient met as a view or a shape's style in a `GradientSite`, whose
// animatable data is one flat vector of floats:
//   - the geometry: a linear gradient's start and end points (unit
//     coordinates), a radial one's centre and radii, an angular one's
//     centre and angles (radians), an elliptical one's centre and radius
//     fractions;
//   - each stop's location and colour (linear sRGB and opacity ×128, the
//     same data as `Color`'s, so colours mix in linear light).
// A change of the number of stops does not interpolate (the vectors do not
// match): the new gradient shows at once, as a mesh of another size does.
// While animating, a stop's colour is used resolved in the light appearance.
import Foundation
import Geometry

/// A gradient style whose values can be read and written as one vector.
protocol InterpolatableGradient: Sendable {
    /// The gradient's geometry, then its stops, as floats.
    var interpolationData: [Float] { get }
    /// Sets the values from `data`; false (unchanged) when its length does not fit.
    mutating func setInterpolationData(_ data: [Float]) -> Bool
}

/// A gradient at an animation site.
struct GradientSite<G: InterpolatableGradient>: Animatable {
    var gradient: G

    var animatableData: _MeshGradientAnimatableData {
        get { _MeshGradientAnimatableData(components: gradient.interpolationData) }
        set {
            var g = gradient
            if g.setInterpolationData(newValue.components) { gradient = g }
        }
    }
}

extension AnyGradient: InterpolatableGradient {
    var interpolationData: [Float] {
        gradient.stops.flatMap { stop -> [Float] in
            let c = stop.color.resolved
            return [Float(stop.location), c.linearRed * 128, c.linearGreen * 128, c.linearBlue * 128, c.opacity * 128]
        }
    }

    mutating func setInterpolationData(_ data: [Float]) -> Bool {
        guard data.count == gradient.stops.count * 5 else { return false }
        gradient.stops = gradient.stops.indices.map { i in
            let k = i * 5
            var c = Color.Resolved(colorSpace: .sRGBLinear, red: 0, green: 0, blue: 0, opacity: data[k + 4] / 128)
            c.linearRed = data[k + 1] / 128
            c.linearGreen = data[k + 2] / 128
            c.linearBlue = data[k + 3] / 128
            return Gradient.Stop(color: Color(c), location: CGFloat(data[k]))
        }
        return true
    }
}

/// A gradient style: four floats of geometry, then its `AnyGradient`'s stops.
protocol FourValueGradient: InterpolatableGradient {
    var gradient: AnyGradient { get set }
    var geometry: [Float] { get }
    mutating func setGeometry(_ v: ArraySlice<Float>)
}

extension FourValueGradient {
    var interpolationData: [Float] { geometry + gradient.interpolationData }

    mutating func setInterpolationData(_ data: [Float]) -> Bool {
        guard data.count >= 4, gradient.setInterpolationData(Array(data.dropFirst(4))) else { return false }
        setGeometry(data.prefix(4))
        return true
    }
}

private func unitPoint(_ v: ArraySlice<Float>, _ i: Int) -> UnitPoint {
    UnitPoint(x: CGFloat(v[v.startIndex + i]), y: CGFloat(v[v.startIndex + i + 1]))
}

extension LinearGradient: FourValueGradient {
    var geometry: [Float] { [Float(startPoint.x), Float(startPoint.y), Float(endPoint.x), Float(endPoint.y)] }
    mutating func setGeometry(_ v: ArraySlice<Float>) {
        startPoint = unitPoint(v, 0)
        endPoint = unitPoint(v, 2)
    }
}

extension RadialGradient: FourValueGradient {
    var geometry: [Float] { [Float(center.x), Float(center.y), Float(startRadius), Float(endRadius)] }
    mutating func setGeometry(_ v: ArraySlice<Float>) {
        center = unitPoint(v, 0)
        startRadius = CGFloat(v[v.startIndex + 2])
        endRadius = CGFloat(v[v.startIndex + 3])
    }
}

extension AngularGradient: FourValueGradient {
    var geometry: [Float] { [Float(center.x), Float(center.y), Float(startAngle.radians), Float(endAngle.radians)] }
    mutating func setGeometry(_ v: ArraySlice<Float>) {
        center = unitPoint(v, 0)
        startAngle = .radians(Double(v[v.startIndex + 2]))
        endAngle = .radians(Double(v[v.startIndex + 3]))
    }
}

extension EllipticalGradient: FourValueGradient {
    var geometry: [Float] {
        [Float(center.x), Float(center.y), Float(startRadiusFraction), Float(endRadiusFraction)]
    }
    mutating func setGeometry(_ v: ArraySlice<Float>) {
        center = unitPoint(v, 0)
        startRadiusFraction = CGFloat(v[v.startIndex + 2])
        endRadiusFraction = CGFloat(v[v.startIndex + 3])
    }
}

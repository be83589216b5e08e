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
//   - each stop's location and colour in each appearance, light then dark
//     (linear sRGB and opacity ×128, the same data as `Color`'s, so colours
//     mix in linear light); a constant colour has the same data twice.
// A change of the number of stops does not interpolate (the vectors do not
// match): the new gradient shows at once, as a mesh of another size does.
// So a dynamic stop colour (`.blue`, `.primary`) keeps both appearances
// while animating and is drawn in the appearance of where it is shown.
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
        func components(_ c: Color.Resolved) -> [Float] {
            [c.linearRed * 128, c.linearGreen * 128, c.linearBlue * 128, c.opacity * 128]
        }
        var data: [Float] = []
        for stop in gradient.stops {
            data.append(Float(stop.location))
            data += components(stop.color.appearing(in: .light).resolved)
            data += components(stop.color.appearing(in: .dark).resolved)
        }
        return data
    }

    mutating func setInterpolationData(_ data: [Float]) -> Bool {
        guard data.count == gradient.stops.count * 9 else { return false }
        func color(_ k: Int) -> Color {
            var c = Color.Resolved(colorSpace: .sRGBLinear, red: 0, green: 0, blue: 0, opacity: data[k + 3] / 128)
            c.linearRed = data[k] / 128
            c.linearGreen = data[k + 1] / 128
            c.linearBlue = data[k + 2] / 128
            return Color(c)
        }
        gradient.stops = gradient.stops.indices.map { i in
            let k = i * 9
            let light = color(k + 1)
            let both = data[k + 1 ..< k + 5].elementsEqual(data[k + 5 ..< k + 9]) ? light : light.dynamic(dark: color(k + 5))
            return Gradient.Stop(color: both, location: CGFloat(data[k]))
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

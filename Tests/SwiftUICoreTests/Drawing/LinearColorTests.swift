// ColorRenderingMode.linear: blending in linear light. Expected values come
// from the sRGB transfer function of IEC 61966-2-1, worked out by hand:
//   half coverage (128/255 = 0.50196) of white over black, linear:
//     1.055 · 0.50196^(1/2.4) − 0.055 = 0.73665 → 187.8 → 188 (sRGB blending: 128);
//   red (1, 0, 0) at 128/255 opacity over blue, linear:
//     r = encode(0.50196) = 188, b = encode(1 − 0.50196 = 0.49804) = 187.2 → 187
//     (sRGB blending: 128 and 127).
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Geometry

@Suite struct LinearColorTests {
    func canvas(_ mode: ColorRenderingMode, _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> Pixmap {
        try Canvas(colorMode: mode, renderer: draw).render(width: 4, height: 2)
    }

    let red = Color(red: 1, green: 0, blue: 0, opacity: 128.0 / 255)
    let blue = Color(red: 0, green: 0, blue: 1)

    @Test func opacityBlendsInLinearLight() throws {
        for (mode, expected) in [(ColorRenderingMode.nonLinear, [128, 0, 127, 255]),
                                 (.linear, [188, 0, 187, 255]), (.extendedLinear, [188, 0, 187, 255])] {
            let p = try canvas(mode) { c, size in
                c.fill(Path(CGRect(origin: .zero, size: size)), with: .color(blue))
                c.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red))
            }
            #expect(px(p, 1, 1) == expected, "\(mode)")
        }
    }

    @Test func coverageBlendsInLinearLight() throws {
        // A rectangle covering the left half of pixel column 1.
        for (mode, expected) in [(ColorRenderingMode.nonLinear, 128), (.linear, 188)] {
            let p = try canvas(mode) { c, size in
                c.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
                c.fill(Path(CGRect(x: 1, y: 0, width: 0.5, height: 2)), with: .color(.white))
            }
            #expect(px(p, 1, 0) == [expected, expected, expected, 255], "\(mode)")
            // Fully covered and uncovered pixels are exact either way.
            #expect(px(p, 0, 0) == [0, 0, 0, 255])
        }
    }

    @Test func opaqueDrawingIsTheSameInBothModes() throws {
        // Fully opaque, fully covered pixels have nothing to blend: the
        // round trip through linear light gives back every 8-bit value.
        for v in stride(from: 0, through: 255, by: 5) {
            let color = Color(red: Double(v) / 255, green: Double(255 - v) / 255, blue: 0.5)
            let a = try canvas(.nonLinear) { c, s in c.fill(Path(CGRect(origin: .zero, size: s)), with: .color(color)) }
            let b = try canvas(.linear) { c, s in c.fill(Path(CGRect(origin: .zero, size: s)), with: .color(color)) }
            #expect(px(a, 2, 1) == px(b, 2, 1))
        }
    }

    @Test func layersOfALinearCanvasCompositeInLinearLight() throws {
        let p = try canvas(.linear) { c, size in
            c.fill(Path(CGRect(origin: .zero, size: size)), with: .color(blue))
            var layer = c
            layer.opacity = 128.0 / 255
            layer.drawLayer { l in l.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0))) }
        }
        #expect(near(px(p, 1, 1), [188, 0, 187, 255]))
    }
}

// Shaders split their rows over the render threads; the pixels must not
// depend on how many there are.
import Foundation
import Raster
import Testing
import Geometry
@testable import SwiftUICore

@Suite struct ShaderThreadTests {
    static let library = ShaderLibrary(data: Data("""
        #include <metal_stdlib>
        #include <SwiftUI/SwiftUI_Metal.h>
        using namespace metal;
        [[ stitchable ]] half4 rings(float2 position, float2 centre) {
            float d = length(position - centre);
            half v = half(0.5 + 0.5 * sin(d * 0.3));
            return half4(v, v * 0.5, 1.0 - v, 1.0);
        }
        [[ stitchable ]] half4 blurX(float2 position, SwiftUI::Layer layer) {
            half4 sum = half4(0);
            for (int i = -3; i <= 3; i++) { sum += layer.sample(position + float2(float(i), 0)); }
            return sum / 7.0;
        }
        """.utf8))

    static func picture(threads: Int) throws -> Pixmap {
        try Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 300, height: 200)),
                         with: .shader(Self.library.rings(.float2(100, 80))))
            context.addFilter(.layerShader(Self.library.blurX(), maxSampleOffset: CGSize(width: 3, height: 0)))
            context.fill(Path(ellipseIn: CGRect(x: 60, y: 60, width: 120, height: 90)), with: .color(.white))
        }.render(width: 320, height: 240, threads: threads)
    }

    @Test func pixelsDoNotDependOnTheThreadCount() throws {
        let one = try Self.picture(threads: 1)
        for threads in [2, 4] { #expect(try Self.picture(threads: threads) == one, "\(threads) threads") }
        // Pixel (250, 150), centre (250.5, 150.5): d = 166.194 from (100, 80), v = 0.5 + 0.5·sin(0.3 d) = 0.30196,
        // so (77.0, 38.5, 178.0) by hand.
        let p = one.pixel(x: 250, y: 150)
        #expect(abs(Int(p.r) - 77) <= 1 && abs(Int(p.g) - 38) <= 1 && abs(Int(p.b) - 178) <= 1 && p.a == 255, "\(p)")
    }
}

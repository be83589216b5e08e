// Style expressions copied in the shape SwiftUI code writes them, to prove
// they compile unchanged against SwiftUICore and resolve to the expected kind.
import Foundation
import Geometry
import Testing
@testable import SwiftUICore

private func kind<S: ShapeStyle>(_ style: S) -> String {
    switch style.resolvePaint(in: CGRect(x: 0, y: 0, width: 100, height: 50)) {
    case .color: return "color"
    case .linearGradient: return "linear"
    case .radialGradient: return "radial"
    case .conicGradient: return "conic"
    }
}

@Suite struct ShapeStyleSwiftUIIdiomsTests {
    @Test func commonStyleExpressionsCompileAndResolve() {
        #expect(kind(.red) == "color")
        #expect(kind(Color.blue.opacity(0.3)) == "color")
        #expect(kind(.secondary) == "color")
        #expect(kind(.blue.gradient) == "linear")
        #expect(kind(.linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom)) == "linear")
        #expect(kind(LinearGradient(gradient: Gradient(colors: [.purple, .pink]), startPoint: .leading,
                                    endPoint: .trailing)) == "linear")
        #expect(kind(.radialGradient(colors: [.white, .black], center: .center, startRadius: 2, endRadius: 40)) == "radial")
        #expect(kind(.radialGradient(Color.orange.gradient, endRadius: 30)) == "radial")
        #expect(kind(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]),
                                     center: .center)) == "conic")
        #expect(kind(.conicGradient(colors: [.mint, .teal], center: .center, angle: .degrees(-90))) == "conic")
        #expect(kind(.angularGradient(colors: [.cyan, .indigo], center: .center, startAngle: .degrees(0),
                                      endAngle: .degrees(270))) == "conic")
        #expect(kind(.ellipticalGradient(colors: [.yellow, .clear])) == "radial")
        #expect(kind(EllipticalGradient(stops: [.init(color: .blue, location: 0.0), .init(color: .green, location: 0.9),
                                                .init(color: .green, location: 1.0)],
                                        center: .topLeading, startRadiusFraction: 0, endRadiusFraction: 1)) == "radial")
        #expect(kind(.linearGradient(colors: [.white, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)) == "linear")
        #expect(kind(Gradient(colors: [.white, .blue]).colorSpace(.perceptual)) == "linear")
        #expect(kind(AnyShapeStyle(.red)) == "color")
        let styles: [AnyShapeStyle] = [AnyShapeStyle(Color.green), AnyShapeStyle(.brown.gradient)]
        #expect(styles.map(kind) == ["color", "linear"])
    }
}

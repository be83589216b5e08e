// A view animation as an AnimationScene: the settings' size is the frames' pixel size,
// whatever the animation's scale.
import Foundation
import Frames
import Raster
import Testing
@testable import SwiftUICore

@Suite struct ViewSceneTests {
    /// A 10×10-point red square at the top left of a transparent canvas.
    struct Corner: View {
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 10, height: 10)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func framesHaveTheSettingsPixelSizeAtAnyScale() throws {
        for scale in [1.0, 2.0] {
            let scene = ViewScene(name: "corner", summary: "", animation: ViewAnimation(Corner(), width: 1, height: 1, scale: scale))
            let settings = SceneSettings(width: 40, height: 20, frameRate: .fps30, duration: 1)
            let renderer = try scene.makeRenderer(for: settings)
            #expect(renderer.settings.width == 40 && renderer.settings.height == 20)
            let frame = try renderer.render(frame: 0)
            #expect(frame.width == 40 && frame.height == 20)
            // The square covers 10 points: 10 pixels at scale 1, 20 at scale 2.
            let edge = Int(10 * scale)
            #expect(frame.pixel(x: edge - 1, y: 0).a == 255)
            #expect(frame.pixel(x: edge, y: 0).a == 0)
        }
    }

    @Test func aSizeThatIsNotWholePointsIsRefused() throws {
        let scene = ViewScene(name: "corner", summary: "", animation: ViewAnimation(Corner(), width: 1, height: 1, scale: 2))
        #expect(throws: ViewRenderError.self) {
            try scene.makeRenderer(for: SceneSettings(width: 41, height: 20, frameRate: .fps30, duration: 1))
        }
    }
}

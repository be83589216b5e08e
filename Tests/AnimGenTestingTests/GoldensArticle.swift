// The DocC article "Test frames against goldens" (Sources/AnimGen/AnimGen.docc),
// verbatim below this comment: DocCArticleChecks compares the text, and
// this target runs it against the goldens recorded in __Goldens__/.
import AnimGenTesting
import Testing

@Test func fireworksStillLookTheSame() throws {
    let settings = SceneSettings(width: 160, height: 90, frameRate: .fps30, duration: 2)
    try assertFrames(of: FireworksScene(), settings: settings, frames: [0, 37])
}

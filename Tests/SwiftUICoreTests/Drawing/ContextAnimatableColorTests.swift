// Colors animate as SwiftUI animates them: Color.Resolved's animatable data
// is its linear-light components and opacity, scaled by 128.
import Foundation
import Testing
import SwiftUICore
import Timeline

@Suite struct ContextAnimatableColorTests {
    @Test func halfwayBetweenRedAndBlueMixesLinearLight() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let mid = red.interpolated(to: blue, amount: 0.5).sRGBComponents
        // Half the light of each primary, gamma-encoded: 0.7354, not 0.5.
        #expect(abs(mid.red - srgbEncode(0.5)) < 1e-6)
        #expect(abs(mid.blue - srgbEncode(0.5)) < 1e-6)
        #expect(abs(mid.green) < 1e-6 && abs(mid.opacity - 1) < 1e-6)
    }

    @Test func opacityInterpolatesStraight() {
        let a = Color(white: 0.2, opacity: 0), b = Color(white: 0.2, opacity: 1)
        let q = a.interpolated(to: b, amount: 0.25).sRGBComponents
        #expect(abs(q.opacity - 0.25) < 1e-6 && abs(q.red - 0.2) < 1e-6)
    }

    @Test func resolvedDataIsLinearTimes128() {
        let r = Color(red: 0.5, green: 1, blue: 0, opacity: 0.5).resolved
        let d = r.animatableData
        #expect(abs(Double(d.first) - srgbDecode(0.5) * 128) < 1e-4)
        #expect(abs(Double(d.second.first) - 128) < 1e-4)
        #expect(d.second.second.first == 0 && d.second.second.second == 64)
        var back = r
        back.animatableData = d
        #expect(back == r)
    }
}

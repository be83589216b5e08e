import Foundation
import Testing
@testable import SwiftUICore

@Suite struct AnimationOverloadTests {
    @Test func nonRepeatingPlaysOnce() {
        // Linear over 1 s: halfway at 0.5 s, at rest on the new value after 1 s
        // (an autoreversing repeat would be on its way back at 1.5 s).
        let once = Animation.linear(duration: 1).repeatForever(autoreverses: true).nonRepeating()
        #expect(abs(once.value(from: 0.0, to: 10.0, at: 0.5) - 5) < 1e-9)
        #expect(abs(once.value(from: 0.0, to: 10.0, at: 1.5) - 10) < 1e-9)
        // The delay stays: 0.5 s of waiting, then halfway at 1 s.
        let delayed = Animation.linear(duration: 1).delay(0.5).repeatCount(3).nonRepeating()
        #expect(abs(delayed.value(from: 0.0, to: 10.0, at: 0.25)) < 1e-9)
        #expect(abs(delayed.value(from: 0.0, to: 10.0, at: 1.0) - 5) < 1e-9)
        #expect(abs(delayed.value(from: 0.0, to: 10.0, at: 2.0) - 10) < 1e-9)
    }

    @Test func springFromToOverloads() {
        let s = Spring(mass: 1, stiffness: 100, damping: 10)
        // −k (position − toValue) − c v = −100 (3 − 5) − 10 · 1 = 190.
        #expect(abs(s.force(fromValue: 2.0, toValue: 5.0, position: 3.0, velocity: 1.0) - 190) < 1e-9)
        // Apple: the `settlingDuration` property is a travel of 1 with epsilon 0.001.
        #expect(abs(s.settlingDuration(fromValue: 4.0, toValue: 5.0) - s.settlingDuration) < 1e-9)
        // position(…) is value(…): at t = 0 the spring is where it starts.
        #expect(s.position(fromValue: 2.0, toValue: 5.0, time: 0) == 2)
        #expect(abs(s.position(target: 1.0, time: 10) - 1) < 1e-6)
    }
}

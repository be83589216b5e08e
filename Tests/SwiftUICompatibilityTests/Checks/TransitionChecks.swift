// Transitions against positions and alphas worked out from Apple's pages:
// push(from:) moves in from the edge while fading in and out towards the
// opposite edge; a Transition's body at willAppear/didDisappear is the look
// animated from/to, identity the steady look; modifier(active:identity:)
// animates from one modifier to the other; an attached animation runs the
// transition. A linear 1 s animation at 10 fps is halfway at frame 5.
import AnimGen
import Testing

@Suite struct TransitionChecks {
    private func frame5<V: View>(_ view: V) throws -> Picture {
        try frame(5, of: view, width: 60, height: 60, fps: 10, seconds: 1.5)
    }

    private func isHalfBlue(_ p: RGBA8) -> Bool { abs(Int(p.a) - 128) <= 2 && p.r == 0 && p.b > 100 }

    @Test func pushComesInFromItsEdgeAndLeavesTowardsTheOther() throws {
        // Inserted: moved left by half its width, x in [−10, 30), half opaque.
        let inserted = try frame5(TransitionStage { BlueCard().transition(.push(from: .leading)) })
        #expect(isHalfBlue(inserted.at(1, 30)) && isHalfBlue(inserted.at(29.5, 30)), "\(inserted.at(1, 30))")
        #expect(inserted.isClear(30.5, 30))
        // Removed: moved right by half its width, x in [30, 70).
        let removed = try frame5(TransitionStage(inserting: false) { BlueCard().transition(.push(from: .leading)) })
        #expect(isHalfBlue(removed.at(30.5, 30)) && isHalfBlue(removed.at(59, 30)))
        #expect(removed.isClear(29.5, 30))
    }

    @Test func customTransitionAnimatesFromItsWillAppearBody() throws {
        // willAppear: offset y +20, opacity 0; halfway: y in [20, 60), alpha ½.
        let picture = try frame5(TransitionStage { BlueCard().transition(RiseAndFade()) })
        #expect(isHalfBlue(picture.at(30, 20.5)) && isHalfBlue(picture.at(30, 59)))
        #expect(picture.isClear(30, 19.5))
        let end = try frame(10, of: TransitionStage { BlueCard().transition(RiseAndFade()) }, width: 60, height: 60, fps: 10, seconds: 1.5)
        #expect(end.isOpaque(30, 10.5) && end.isClear(30, 50.5))
    }

    @Test func modifierTransitionGoesFromActiveToIdentity() throws {
        // Opacity 0.2 → 1: halfway 0.6, alpha 153.
        let picture = try frame5(TransitionStage { BlueCard().transition(.modifier(active: Dim(level: 0.2), identity: Dim(level: 1))) })
        let p = picture.at(30, 30)
        #expect(abs(Int(p.a) - 153) <= 2 && p.r == 0, "\(p)")
    }

    @Test func attachedAnimationRunsAnUnanimatedChange() throws {
        // No withAnimation: the transition's own 2 s linear animation is halfway at 1 s.
        let stage = TransitionStage(animated: false) { BlueCard().transition(.opacity.animation(.linear(duration: 2))) }
        let picture = try frame(10, of: stage, width: 60, height: 60, fps: 10, seconds: 3)
        #expect(isHalfBlue(picture.at(30, 30)), "\(picture.at(30, 30))")
        let end = try frame(20, of: stage, width: 60, height: 60, fps: 10, seconds: 3)
        #expect(end.isOpaque(30, 30))
        // Without an attached animation the same change shows at once.
        let plain = try frame(1, of: TransitionStage(animated: false) { BlueCard().transition(.opacity) }, width: 60, height: 60)
        #expect(plain.isOpaque(30, 30))
    }

    @Test func blurReplaceFadesAndGrowsIn() throws {
        // Halfway: opacity ½ and scale 0.75 about the centre (30 wide, edges
        // at 15 and 45), blurred; 4 outside the scaled edge little is left.
        let picture = try frame5(TransitionStage { BlueCard().transition(.blurReplace) })
        #expect(isHalfBlue(picture.at(30, 30)))
        #expect(picture.at(11, 30).a < 30)
        let end = try frame(10, of: TransitionStage { BlueCard().transition(.blurReplace) }, width: 60, height: 60, fps: 10, seconds: 1.5)
        #expect(end.isOpaque(10.5, 30) && end.isClear(9.5, 30))
    }
}

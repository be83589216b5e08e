// Two-finger gestures from scripted pinches and turns, against Apple's
// pages: MagnifyGesture.Value.magnification is "the relative amount that
// the gesture has magnified by" (2 is twice as far apart as at the start)
// and the gesture starts after `minimumScaleDelta` (0.01); RotateGesture's
// `rotation` is the angle turned, starting after `minimumAngleDelta` (1°);
// `startLocation`/`startAnchor` are where the gesture began in the view's
// own space. The finger positions are worked out by hand from the script:
// a pinch from 1× to 2× over 1 s with the default 100-point spacing puts
// the fingers 100 + 100 u points apart at a fraction u of the second.
import Foundation
import Testing
@testable import SwiftUICore
import Geometry
import Raster
import Timeline

/// The values a gesture reported, in order.
final class ValueLog<V>: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [(kind: String, value: V)] = []
    func add(_ kind: String, _ v: V) { lock.lock(); list.append((kind, v)); lock.unlock() }
    var entries: [(kind: String, value: V)] { lock.lock(); defer { lock.unlock() }; return list }
    var changes: [V] { entries.filter { $0.kind == "changed" }.map(\.value) }
    var ends: [V] { entries.filter { $0.kind == "ended" }.map(\.value) }
}

@Suite struct TwoFingerGestureTests {
    /// A 200 × 200 pad holding `gesture`, its centre at (100, 100).
    struct Pad<G: Gesture>: View {
        let gesture: G
        var body: some View { Color.gray.frame(width: 200, height: 200).gesture(gesture) }
    }

    private func run<G: Gesture>(_ gesture: G, fps: Int = 30,
                                 _ script: (ViewAnimation<Pad<G>>) -> ViewAnimation<Pad<G>>) throws {
        _ = try script(ViewAnimation(Pad(gesture: gesture), width: 200, height: 200))
            .makeRenderer(frameRate: try FrameRate(fps), duration: 2)
    }

    private func log<G: Gesture>(_ gesture: G, _ script: (ViewAnimation<Pad<_EndedGesture<_ChangedGesture<G>>>>)
        -> ViewAnimation<Pad<_EndedGesture<_ChangedGesture<G>>>>) throws -> ValueLog<G.Value> {
        let log = ValueLog<G.Value>()
        try run(gesture.onChanged { log.add("changed", $0) }.onEnded { log.add("ended", $0) }, script)
        return log
    }

    @Test func pinchMagnificationIsTheRatioOfTheFingerDistances() throws {
        // 1× to 2× from 0 s over 1 s at 30 fps: samples at k/30 s, fingers
        // 100 + 100 k/30 apart. At the down the scale is 1 (not yet 0.01 off),
        // so the changes are samples 1…30; at frame 15 (0.5 s) the fingers are
        // 150 apart: magnification exactly 1.5; the end, at the lift, 2.
        let opening = try log(MagnifyGesture()) { $0.pinch(.point(x: 100, y: 100), from: 1, to: 2, at: 0, duration: 1) }
        let changes = opening.changes
        #expect(changes.count == 30)
        #expect(changes.first?.time == Date(timeIntervalSinceReferenceDate: 1.0 / 30))
        let half = try #require(changes.first { $0.time == Date(timeIntervalSinceReferenceDate: 0.5) })
        #expect(half.magnification == 1.5)
        // The scale grows by 1/30 every 1/30 s: 1 per second.
        #expect(abs(half.velocity - 1) < 1e-9)
        #expect(half.startLocation == CGPoint(x: 100, y: 100) && half.startAnchor == UnitPoint(x: 0.5, y: 0.5))
        #expect(opening.ends.map(\.magnification) == [2])
        // Pinching in from 2× to 1×: the fingers start 200 apart, 150 at 0.5 s: 0.75, and 0.5 at the end.
        let closing = try log(MagnifyGesture()) { $0.pinch(.point(x: 100, y: 100), from: 2, to: 1, at: 0, duration: 1) }
        #expect(closing.changes.first { $0.time == Date(timeIntervalSinceReferenceDate: 0.5) }?.magnification == 0.75)
        #expect(closing.ends.map(\.magnification) == [0.5])
    }

    @Test func magnifyStartsOnceTheScaleHasMovedItsMinimum() throws {
        // minimumScaleDelta 0.25: the scale 1 + k/30 first reaches 1.25 at k = 8 (7/30 is 0.233).
        let late = try log(MagnifyGesture(minimumScaleDelta: 0.25)) { $0.pinch(.point(x: 100, y: 100), to: 2, at: 0, duration: 1) }
        #expect(late.changes.first?.time == Date(timeIntervalSinceReferenceDate: 8.0 / 30))
        // One finger never starts it, however far it drags.
        let drag = try log(MagnifyGesture()) { $0.drag(.point(x: 100, y: 100), by: CGSize(width: 80, height: 0), at: 0, duration: 1) }
        #expect(drag.entries.isEmpty)
        // The older spelling reports the magnification alone.
        let old = try log(MagnificationGesture()) { $0.pinch(.point(x: 100, y: 100), to: 2, at: 0, duration: 1) }
        #expect(old.changes.count == 30 && old.ends == [2])
    }

    @Test func rotationIsTheAngleTheFingersTurned() throws {
        // 90° over 1 s at 30 fps: 3° per sample, so the 1° minimum is passed
        // at the first sample after the down; at 0.5 s, 45°; 90° at the end;
        // 90° per second throughout. A 270° turn reports 270°, not −90°.
        let quarter = try log(RotateGesture()) { $0.rotate(.point(x: 100, y: 100), by: .degrees(90), at: 0, duration: 1) }
        let changes = quarter.changes
        #expect(changes.count == 30)
        let half = try #require(changes.first { $0.time == Date(timeIntervalSinceReferenceDate: 0.5) })
        #expect(abs(half.rotation.degrees - 45) < 1e-9 && abs(half.velocity.degrees - 90) < 1e-6)
        #expect(half.startLocation == CGPoint(x: 100, y: 100) && half.startAnchor == UnitPoint(x: 0.5, y: 0.5))
        #expect(quarter.ends.count == 1 && abs((quarter.ends.first?.rotation.degrees ?? 0) - 90) < 1e-9)
        let far = try log(RotateGesture()) { $0.rotate(.point(x: 100, y: 100), by: .degrees(270), at: 0, duration: 1) }
        #expect(abs((far.ends.first?.rotation.degrees ?? 0) - 270) < 1e-9)
        let back = try log(RotationGesture(minimumAngleDelta: .degrees(10))) {
            $0.rotate(.point(x: 100, y: 100), by: .degrees(-90), at: 0, duration: 1)
        }
        // −3° per sample: −12° (sample 4) is the first at least 10° from the start.
        #expect(back.changes.count == 27 && abs((back.changes.first?.degrees ?? 0) + 12) < 1e-9)
        #expect(abs((back.ends.first?.degrees ?? 0) + 90) < 1e-9)
    }

    @Test func startLocationIsInTheGesturesOwnView() throws {
        // A 50 × 40 view at the canvas's top-left quarter (x 0…50, y 0…40) pinched about (10, 30):
        // startLocation (10, 30), startAnchor (0.2, 0.75).
        let values = ValueLog<MagnifyGesture.Value>()
        struct Corner: View {
            let values: ValueLog<MagnifyGesture.Value>
            var body: some View {
                Color.gray.frame(width: 50, height: 40)
                    .gesture(MagnifyGesture().onEnded { values.add("ended", $0) })
                    .frame(width: 200, height: 200, alignment: .topLeading)
            }
        }
        _ = try ViewAnimation(Corner(values: values), width: 200, height: 200)
            .pinch(.point(x: 10, y: 30), to: 1.5, at: 0, duration: 0.5, fingerSpacing: 20)
            .makeRenderer(frameRate: .fps30, duration: 1)
        let end = try #require(values.ends.first)
        #expect(end.startLocation == CGPoint(x: 10, y: 30) && end.startAnchor == UnitPoint(x: 0.2, y: 0.75))
        #expect(end.magnification == 1.5)
    }

    @Test func twoFingersAreNoTapAndNoLongPress() throws {
        // A pinch about a still midpoint lasting 1 s is neither a tap nor a 0.5 s long press.
        let taps = CallLog()
        try run(TapGesture().onEnded { taps.add("tap") }) { $0.pinch(.point(x: 100, y: 100), to: 1.05, at: 0, duration: 0.1) }
        try run(LongPressGesture().onEnded { _ in taps.add("press") }) { $0.pinch(.point(x: 100, y: 100), to: 1.05, at: 0, duration: 1) }
        #expect(taps.entries.isEmpty)
    }

    @Test func aDragFollowsTheMidpointOfTwoFingers() throws {
        // Fingers from (50, 100) and (150, 100) to (80, 120) and (180, 120):
        // the midpoint goes (100, 100) → (130, 120); a pinch about it with the
        // drag simultaneous reports both.
        let log = ValueLog<SimultaneousGesture<MagnifyGesture, DragGesture>.Value>()
        let gesture = MagnifyGesture().simultaneously(with: DragGesture()).onEnded { log.add("ended", $0) }
        try run(gesture) {
            $0.drag(fingers: [CGPoint(x: 50, y: 100), CGPoint(x: 40, y: 120)], [CGPoint(x: 150, y: 100), CGPoint(x: 220, y: 120)],
                    at: 0, duration: 1)
        }
        let end = try #require(log.ends.first)
        // The fingers end 180 apart, 100 at the down; the midpoint moved (30, 20).
        #expect(end.first?.magnification == 1.8)
        #expect(end.second?.translation == CGSize(width: 30, height: 20))
    }

    @Test func aTurnAndAPinchAtOnce() throws {
        // Fingers from (50, 100) and (150, 100) straight to (100, 50) and
        // (100, 150) over 1 s: at 0.5 s they are at (75, 75) and (125, 125),
        // the line joining them turned 45° clockwise and √2 × 50 long: the
        // rotation is 45° and the magnification √2 / 2; at the lift 90° and 1.
        let log = ValueLog<SimultaneousGesture<MagnifyGesture, RotateGesture>.Value>()
        let gesture = MagnifyGesture().simultaneously(with: RotateGesture())
            .onChanged { log.add("changed", $0) }.onEnded { log.add("ended", $0) }
        try run(gesture) {
            $0.drag(fingers: [CGPoint(x: 50, y: 100), CGPoint(x: 100, y: 50)], [CGPoint(x: 150, y: 100), CGPoint(x: 100, y: 150)],
                    at: 0, duration: 1)
        }
        let at = Date(timeIntervalSinceReferenceDate: 0.5)
        let half = try #require(log.changes.first { $0.first?.time == at && $0.second?.time == at })
        #expect(abs((half.first?.magnification ?? 0) - 2.0.squareRoot() / 2) < 1e-12)
        #expect(abs((half.second?.rotation.degrees ?? 0) - 45) < 1e-9)
        let end = try #require(log.ends.first)
        #expect(abs((end.first?.magnification ?? 0) - 1) < 1e-12 && abs((end.second?.rotation.degrees ?? 0) - 90) < 1e-9)
    }

    @Test func aPinchedSquareScalesAboutItsCentre() throws {
        // A 40-point square centred in 200 × 200, scaled by a @GestureState
        // magnification: at frame 15 of a 1× → 2× pinch at 30 fps it is 60
        // points (x 70…130); after the lift the state has reset to 1 (x 80…120).
        struct Zoom: View {
            @GestureState private var zoom: CGFloat = 1
            var body: some View {
                Color.black.frame(width: 40, height: 40).scaleEffect(zoom)
                    .frame(width: 200, height: 200).contentShape(Rectangle())
                    .gesture(MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification })
            }
        }
        let make = { try ViewAnimation(Zoom(), width: 200, height: 200)
            .pinch(.point(x: 100, y: 100), to: 2, at: 0, duration: 1)
            .makeRenderer(frameRate: .fps30, duration: 2) }
        let frames = try make()
        let mid = try frames.render(frame: 15), after = try frames.render(frame: 40)
        #expect(mid.rgba(70, 100).a == 255 && mid.rgba(69, 100).a == 0 && mid.rgba(129, 100).a == 255 && mid.rgba(130, 100).a == 0)
        #expect(mid.rgba(100, 70).a == 255 && mid.rgba(100, 69).a == 0)
        #expect(after.rgba(80, 100).a == 255 && after.rgba(79, 100).a == 0 && after.rgba(120, 100).a == 0)
        // Frame 15 alone, from a fresh renderer, is the same picture.
        #expect(try make().render(frame: 15).bytes == mid.bytes)
    }

    @Test func badPinchesAreReportedWithTheirFix() throws {
        let animation = ViewAnimation(Pad(gesture: MagnifyGesture()), width: 200, height: 200)
            .pinch(.point(x: 100, y: 100), from: 0, to: 2, at: 0.5, duration: 1)
        #expect { _ = try animation.makeRenderer(frameRate: .fps30, duration: 2) } throws: { error in
            "\(error)".contains("pinch at 0.5 s") && "\(error)".contains("greater than 0")
        }
        let none = ViewAnimation(Pad(gesture: MagnifyGesture()), width: 200, height: 200)
            .drag(fingers: [], [CGPoint(x: 1, y: 1)], at: 0, duration: 1)
        #expect(throws: (any Error).self) { _ = try none.makeRenderer(frameRate: .fps30, duration: 2) }
    }
}

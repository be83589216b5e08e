// Composed gestures, against Apple's pages: `sequenced(before:)` gives the
// second gesture events only after the first succeeds (values
// `.first(First.Value)` while the first has not ended, then
// `.second(First.Value, Second.Value?)`); `exclusively(before:)` lets only
// one succeed, the first taking precedence (the double tap before the
// single one, as Apple's "Composing SwiftUI gestures" pairs them);
// `simultaneously(with:)` reports both values (`first`, `second`, nil for
// one with none yet). Touch times and translations are worked out by hand.
import Foundation
import Testing
@testable import SwiftUICore
import Timeline

@Suite struct ComposedGestureTests {
    struct Pad<G: Gesture>: View {
        let gesture: G
        var body: some View { Color.gray.frame(width: 100, height: 40).gesture(gesture) }
    }

    private func run<G: Gesture>(_ gesture: G, _ script: (ViewAnimation<Pad<G>>) -> ViewAnimation<Pad<G>>) throws {
        _ = try script(ViewAnimation(Pad(gesture: gesture), width: 100, height: 40)).makeRenderer(frameRate: try FrameRate(10), duration: 2)
    }

    private static func describe(_ v: SequenceGesture<LongPressGesture, DragGesture>.Value) -> String {
        switch v {
        case .first(let pressing): "first \(pressing)"
        case .second(let pressed, let drag): "second \(pressed) \(drag.map { "\(Int($0.translation.width.rounded()))" } ?? "nil")"
        }
    }

    @Test func aLongPressThenADragSequence() throws {
        // Down at 0.1 s, still until 0.7 s, then 30 points right until 1.0 s,
        // a sample at every 0.1 s. The long press (0.5 s) ends at 0.6 s; the
        // drag then gets the touch from there, starting once it has moved 10
        // points: 10 at 0.8, 20 at 0.9, 30 at the lift (1.0).
        let log = CallLog()
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onChanged { log.add("changed " + Self.describe($0)) }
            .onEnded { log.add("ended " + Self.describe($0)) }
        try run(gesture) { $0.drag(.point(CGPoint(x: 20, y: 20)), by: CGSize(width: 30, height: 0), at: 0.1, after: 0.6, duration: 0.3) }
        #expect(log.entries == ["changed first true", "changed second true nil", "changed second true 10", "changed second true 20",
                                "changed second true 30", "ended second true 30"])
        // Moving at once, the long press fails (10 points away before 0.5 s): the drag never gets the touch.
        let early = CallLog()
        let failing = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onChanged { early.add("changed " + Self.describe($0)) }
            .onEnded { early.add("ended " + Self.describe($0)) }
        try run(failing) { $0.drag(.point(CGPoint(x: 20, y: 20)), by: CGSize(width: 30, height: 0), at: 0.1, duration: 0.3) }
        #expect(early.entries == ["changed first true"])
    }

    @Test func theDoubleTapTakesPrecedenceOverTheSingleTap() throws {
        func taps(_ count: Int) throws -> [String] {
            let log = CallLog()
            let gesture = TapGesture(count: 2).exclusively(before: TapGesture(count: 1)).onEnded { value in
                switch value {
                case .first: log.add("double")
                case .second: log.add("single")
                }
            }
            try run(gesture) { $0.tap(.point(CGPoint(x: 50, y: 20)), at: 0.2, count: count) }
            return log.entries
        }
        #expect(try taps(2) == ["double"])
        #expect(try taps(1) == ["single"])
    }

    @Test func simultaneousGesturesReportBothValues() throws {
        // Down at 0.1 s, still until 0.4 s, 30 points right by 0.7 s. The
        // long press (0.2 s) has ended by 0.3 s; the drag (no minimum)
        // reports from the touch down. The first change has the press alone
        // (the drag's first value comes after it at the same time); the
        // whole ends with the drag, at the lift, with both values.
        let log = CallLog()
        func text(_ v: SimultaneousGesture<LongPressGesture, DragGesture>.Value) -> String {
            "\(v.first.map { "\($0)" } ?? "nil") \(v.second.map { "\(Int($0.translation.width.rounded()))" } ?? "nil")"
        }
        let gesture = LongPressGesture(minimumDuration: 0.2).simultaneously(with: DragGesture(minimumDistance: 0))
            .onChanged { log.add("changed " + text($0)) }
            .onEnded { log.add("ended " + text($0)) }
        try run(gesture) { $0.drag(.point(CGPoint(x: 20, y: 20)), by: CGSize(width: 30, height: 0), at: 0.1, after: 0.3, duration: 0.3) }
        #expect(log.entries.first == "changed true nil")
        #expect(log.entries.last == "ended true 30")
        #expect(log.entries.dropLast().last == "changed true 30")
    }
}

// Gestures recognised from scripted touches, against Apple's pages:
// DragGesture.Value's translation is location − startLocation and a drag
// starts after `minimumDistance` (10) points; LongPressGesture ends once
// `minimumDuration` (0.5 s) has passed with the finger down; a subview's
// gesture takes precedence over its parent's unless the parent's is a
// high-priority one; simultaneous gestures fire alongside. Hit testing
// goes front to back; `allowsHitTesting(false)` lets touches through and
// `contentShape` sets the hit area.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

/// What the views' callbacks did, in order.
final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ s: String) { lock.lock(); list.append(s); lock.unlock() }
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return list }
}

@Suite struct GestureTests {
    private func touch(_ points: [(Double, CGFloat, CGFloat)]) -> Touch {
        Touch(samples: points.map { Touch.Sample(time: $0.0, location: CGPoint(x: $0.1, y: $0.2)) })
    }

    @Test func dragValuesFollowTheDocumentedDefinitions() {
        // Down at (0, 0); 5 points at 0.1 s (under the 10-point minimum),
        // 20 at 0.2 s (starts), (40, 10) at 0.3 s, lift there at 0.4 s.
        let t = touch([(0, 0, 0), (0.1, 5, 0), (0.2, 20, 0), (0.3, 40, 10), (0.4, 40, 10)])
        let e = DragGesture().recognize(t)
        let changed = e.events.filter { $0.kind == .changed }.compactMap(\.value)
        #expect(changed.map(\.location) == [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 10)])
        #expect(changed.allSatisfy { $0.startLocation == .zero })
        #expect(changed[1].translation == CGSize(width: 40, height: 10))
        // Velocity from the last two samples: (20, 10) in 0.1 s.
        #expect(abs(changed[1].velocity.width - 200) < 1e-9 && abs(changed[1].velocity.height - 100) < 1e-9)
        // Coasting 0.499 s at that velocity.
        #expect(abs(changed[1].predictedEndTranslation.width - (40 + 200 * 0.499)) < 1e-6)
        #expect(changed[0].time == Date(timeIntervalSinceReferenceDate: 0.2))
        let ended = e.events.filter { $0.kind == .ended }
        #expect(ended.count == 1 && ended[0].time == 0.4 && ended[0].value?.translation == CGSize(width: 40, height: 10))
        // Never 10 points from the start: no drag at all.
        #expect(!DragGesture().recognize(touch([(0, 0, 0), (0.2, 9, 0)])).recognized)
    }

    @Test func longPressEndsWhenItsMinimumHasPassed() {
        let held = LongPressGesture().recognize(touch([(1, 5, 5), (2, 5, 5)]))
        #expect(held.events.filter { $0.kind == .ended }.map(\.time) == [1.5])
        #expect(held.events.first { $0.kind == .changed }?.time == 1)
        // Lifted after 0.3 s, or moved 11 points before 0.5 s: it fails.
        #expect(!LongPressGesture().recognize(touch([(1, 5, 5), (1.3, 5, 5)])).recognized)
        #expect(!LongPressGesture().recognize(touch([(1, 5, 5), (1.2, 16, 5), (2, 16, 5)])).recognized)
    }

    @Test func tapsCountAndMustStayStill() {
        var double = touch([(0, 0, 0), (0.1, 0, 0)])
        double.tapCount = 2
        #expect(TapGesture(count: 2).recognize(double).recognized)
        #expect(!TapGesture().recognize(double).recognized)
        #expect(!TapGesture().recognize(touch([(0, 0, 0), (0.1, 11, 0)])).recognized)
    }

    /// A parent and a child, each logging its tap; the child is a 20-point square in a 60-point parent.
    struct Nested: View {
        let log: CallLog
        var parent: AttachedGesture.Priority
        var body: some View {
            let child = Color.red.frame(width: 20, height: 20).onTapGesture { log.add("child") }
            let container = ZStack { Color.blue.frame(width: 60, height: 60); child }
            let parentTap = TapGesture().onEnded { log.add("parent") }
            switch parent {
            case .normal: container.gesture(parentTap)
            case .high: container.highPriorityGesture(parentTap)
            case .simultaneous: container.simultaneousGesture(parentTap)
            }
        }
    }

    private func log(_ parent: AttachedGesture.Priority, tapAt point: CGPoint) throws -> [String] {
        let log = CallLog()
        _ = try ViewAnimation(Nested(log: log, parent: parent), width: 60, height: 60)
            .tap(.point(point), at: 0)
            .makeRenderer(frameRate: .fps30, duration: 1)
        return log.entries
    }

    @Test func subviewGesturesWinUnlessTheParentsHasPriority() throws {
        #expect(try log(.normal, tapAt: CGPoint(x: 30, y: 30)) == ["child"])
        #expect(try log(.normal, tapAt: CGPoint(x: 5, y: 5)) == ["parent"])
        #expect(try log(.high, tapAt: CGPoint(x: 30, y: 30)) == ["parent"])
        #expect(Set(try log(.simultaneous, tapAt: CGPoint(x: 30, y: 30))) == ["child", "parent"])
    }

    @Test func touchesGoFrontToBackThroughViewsThatAllowIt() throws {
        struct Stack: View {
            let log: CallLog
            var passThrough: Bool
            var body: some View {
                ZStack {
                    Color.blue.frame(width: 60, height: 60).onTapGesture { log.add("back") }
                    Color.red.frame(width: 30, height: 30).onTapGesture { log.add("front") }
                        .allowsHitTesting(!passThrough)
                }
            }
        }
        for (pass, expected) in [(false, ["front"]), (true, ["back"])] {
            let log = CallLog()
            _ = try ViewAnimation(Stack(log: log, passThrough: pass), width: 60, height: 60)
                .tap(.point(CGPoint(x: 30, y: 30)), at: 0).makeRenderer(frameRate: .fps30, duration: 1)
            #expect(log.entries == expected)
        }
    }

    @Test func contentShapeMakesTheGapsOfAStackTappable() throws {
        // Two 10-point squares 40 apart: the middle (30, 5) is a spacer's, not hit
        // without a content shape; with Rectangle() it is.
        struct Row: View {
            let log: CallLog
            var shaped: Bool
            var body: some View {
                let row = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Spacer().frame(width: 40); Color.red.frame(width: 10, height: 10) }
                if shaped { row.contentShape(Rectangle()).onTapGesture { log.add("row") } } else { row.onTapGesture { log.add("row") } }
            }
        }
        let log = CallLog()
        _ = try ViewAnimation(Row(log: log, shaped: true), width: 60, height: 10)
            .tap(.point(CGPoint(x: 30, y: 5)), at: 0).makeRenderer(frameRate: .fps30, duration: 1)
        #expect(log.entries == ["row"])
        // Without it the touch meets no view at all: an error naming the point.
        #expect {
            _ = try ViewAnimation(Row(log: CallLog(), shaped: false), width: 60, height: 10)
                .tap(.point(CGPoint(x: 30, y: 5)), at: 0).makeRenderer(frameRate: .fps30, duration: 1)
        } throws: { "\($0)".contains("(30.0, 5.0)") }
    }

    @Test func dragReportsAtEveryFrameTimeAndGestureStateResets() throws {
        // A drag of 30 points right over 0.3 s from 0.1 s at 10 fps: samples at
        // 0.1 (down), 0.2, 0.3, 0.4 (lift); translations 10, 20, 30.
        struct Pad: View {
            let log: CallLog
            @GestureState private var dx: CGFloat = 0
            var body: some View {
                Color.gray.frame(width: 100, height: 40)
                    .gesture(DragGesture()
                        .updating($dx) { v, s, _ in s = v.translation.width }
                        .onChanged { v in log.add("changed \(v.translation.width) at \(v.time.timeIntervalSinceReferenceDate)") }
                        .onEnded { v in log.add("ended \(v.translation.width)") })
            }
        }
        let log = CallLog()
        _ = try ViewAnimation(Pad(log: log), width: 100, height: 40)
            .drag(.point(CGPoint(x: 20, y: 20)), by: CGSize(width: 30, height: 0), at: 0.1, duration: 0.3)
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        #expect(log.entries == ["changed 10.0 at 0.2", "changed 20.0 at 0.3", "changed 30.0 at 0.4", "ended 30.0"])
    }

    @Test func findsViewsByIdentifierLabelAndText() throws {
        struct Panel: View {
            let log: CallLog
            var body: some View {
                VStack {
                    Text("Alpha").onTapGesture { log.add("text") }
                    Color.red.frame(width: 20, height: 20).accessibilityLabel("Beta").onTapGesture { log.add("label") }
                    Color.blue.frame(width: 20, height: 20).onTapGesture { log.add("id") }.accessibilityIdentifier("gamma")
                }
            }
        }
        let log = CallLog()
        _ = try ViewAnimation(Panel(log: log), width: 100, height: 100)
            .tap("Alpha", at: 0).tap("Beta", at: 0.2).tap(.identifier("gamma"), at: 0.4)
            .makeRenderer(frameRate: .fps30, duration: 1)
        #expect(log.entries == ["text", "label", "id"])
        #expect(throws: ViewRenderError.self) {
            _ = try ViewAnimation(Panel(log: CallLog()), width: 100, height: 100).tap(.identifier("Alpha"), at: 0)
                .makeRenderer(frameRate: .fps30, duration: 1)
        }
        // A point outside every view finds nothing.
        #expect(throws: ViewRenderError.self) {
            _ = try ViewAnimation(Panel(log: CallLog()), width: 100, height: 100).tap(.point(x: 1, y: 1), at: 0)
                .makeRenderer(frameRate: .fps30, duration: 1)
        }
    }

    @Test func disabledButtonsIgnoreTaps() throws {
        struct Form: View {
            let log: CallLog
            var body: some View { Button("Go") { log.add("go") }.disabled(true) }
        }
        let log = CallLog()
        _ = try ViewAnimation(Form(log: log), width: 100, height: 40).tap("Go", at: 0).makeRenderer(frameRate: .fps30, duration: 1)
        #expect(log.entries.isEmpty)
    }
}

// Models that views read: ObservableObject with @Published (Combine's
// semantics, read from Apple's pages: `$value` sends the value now, then
// each new value in willSet; objectWillChange fires before the change) and
// @Observable classes, held by @StateObject, @ObservedObject,
// @EnvironmentObject, @State, @Bindable, @Environment(Model.self) or a
// plain property; onChange(of:initial:_:) in its three forms. Widths are
// measured on pixels; a frame drawn alone equals the same frame drawn in
// sequence, so no frame sees the model's later values.
import Foundation
import Geometry
import Observation
import Testing
import Timeline
@testable import SwiftUICore

final class Contact: ObservableObject {
    @Published var name: String
    @Published var age: Int
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
    func haveBirthday() -> Int {
        age += 1
        return age
    }
}

/// A bar whose width is a published value.
final class BarModel: ObservableObject {
    @Published var width: CGFloat = 10
}

struct ObservedBar: View {
    @ObservedObject var model: BarModel
    var body: some View {
        Color.black.frame(width: model.width, height: 10).frame(width: 100, height: 10, alignment: .leading)
    }
}

/// A model announcing its change by hand, as apps do for a property that is not @Published.
final class ManualModel: ObservableObject {
    var width: CGFloat = 10 {
        willSet { objectWillChange.send() }
    }
}

struct ManualBar: View {
    @ObservedObject var model: ManualModel
    var body: some View {
        Color.black.frame(width: model.width, height: 10).frame(width: 100, height: 10, alignment: .leading)
    }
}

/// Counts how many times its models are made.
final class MadeCount: @unchecked Sendable { var count = 0 }

final class OwnedModel: ObservableObject {
    @Published var width: CGFloat = 10
    init(counting made: MadeCount) { made.count += 1 }
}

struct OwningChild: View {
    @StateObject private var model: OwnedModel
    init(made: MadeCount) { _model = StateObject(wrappedValue: OwnedModel(counting: made)) }
    var body: some View {
        Color.black.frame(width: model.width, height: 10)
            .onAppear { withAnimation(.linear(duration: 1)) { model.width = 60 } }
    }
}

/// A parent whose state changes every 0.25 s, building its child anew each time.
struct TickingParent: View {
    let made: MadeCount
    @State var ticks = 0
    var body: some View {
        HStack(spacing: 0) {
            OwningChild(made: made)
            Color.black.frame(width: CGFloat(ticks), height: 10)
        }
        .frame(width: 100, height: 10, alignment: .leading)
        .onAppear { SwiftUICore.Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in ticks += 1 } }
    }
}

struct EnvironmentBar: View {
    @EnvironmentObject var model: BarModel
    var body: some View { Color.black.frame(width: model.width, height: 10) }
}

@Observable final class Panel {
    var width: CGFloat = 10
    var label = "off"
    /// Weak storage is no plain value: the commits' copies of the model leave it alone.
    weak var log: ChangeLog?
    unowned(unsafe) var unsafeLog: ChangeLog = Panel.keptLog
    static let keptLog = ChangeLog()
}

/// A plain `let` holding an @Observable model.
struct PanelBar: View {
    let panel: Panel
    var body: some View {
        Color.black.frame(width: panel.width, height: 10).frame(width: 100, height: 10, alignment: .leading)
    }
}

/// A child writing through `$panel.width` from `@Bindable`.
struct BindingWriter: View {
    @Binding var width: CGFloat
    var body: some View {
        Color.clear.frame(width: 1, height: 1).onAppear { withAnimation(.linear(duration: 1)) { width = 90 } }
    }
}

struct BindablePanel: View {
    @Bindable var panel: Panel
    var body: some View {
        ZStack(alignment: .leading) {
            PanelBar(panel: panel)
            BindingWriter(width: $panel.width)
        }
    }
}

/// `@Bindable var panel = panel` inside a body, as Apple's page shows for local variables.
struct LocalBindablePanel: View {
    @Environment(Panel.self) private var panel
    var body: some View {
        @Bindable var panel = panel
        return ZStack(alignment: .leading) {
            PanelBar(panel: panel)
            BindingWriter(width: $panel.width)
        }
    }
}

struct OptionalPanelReader: View {
    @Environment(Panel.self) private var panel: Panel?
    var body: some View {
        Color.black.frame(width: panel?.width ?? 5, height: 10).frame(width: 100, height: 10, alignment: .leading)
    }
}

/// A state-held model, changed by its own timer.
struct StatePanel: View {
    @State private var panel = Panel()
    var body: some View {
        PanelBar(panel: panel)
            .onAppear {
                SwiftUICore.DispatchQueue.main.asyncAfter(deadline: SwiftUICore.DispatchTime.now() + 0.5) {
                    withAnimation(.linear(duration: 1)) { panel.width = 70 }
                }
            }
    }
}

/// A model changed by a task that sleeps, and a bar following a published value through onReceive.
struct TaskAndReceiveBars: View {
    let panel: Panel
    let model: BarModel
    @State private var received: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.black.frame(width: panel.width, height: 10)
            Color.black.frame(width: received, height: 10)
        }
        .frame(width: 100, height: 20, alignment: .topLeading)
        .task {
            try? await SwiftUICore.Task.sleep(for: .seconds(0.5))
            withAnimation(.linear(duration: 1)) { panel.width = 90 }
        }
        .onReceive(model.$width) { width in
            withAnimation(.linear(duration: 1)) { received = width }
        }
    }
}

/// A GeometryReader's content reading the model itself (frames build it again) or a value the body read.
struct ReaderBar: View {
    let panel: Panel
    let readsInBody: Bool
    var body: some View {
        let width = panel.width
        return GeometryReader { geometry in
            Color.black.frame(width: readsInBody ? width : panel.width, height: 10)
        }
        .frame(width: 100, height: 10)
    }
}

/// A bar the TimelineView's content sizes from the model, and a Canvas
/// filling 50 points when the model's label is "on".
struct TimelineCanvasBars: View {
    let panel: Panel
    var body: some View {
        VStack(spacing: 0) {
            TimelineView(.animation) { _ in
                Color.black.frame(width: panel.width, height: 10)
            }
            .frame(width: 100, height: 10, alignment: .leading)
            Canvas { context, size in
                let width: CGFloat = panel.label == "on" ? 50 : 0
                context.fill(Path(CGRect(x: 0, y: 0, width: width, height: size.height)), with: .color(.black))
            }
            .frame(width: 100, height: 10)
        }
    }
}

/// A value set from several threads.
final class Locked<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T
    init(_ value: T) { self.value = value }
    func set(_ new: T) { lock.withLock { value = new } }
    func get() -> T { lock.withLock { value } }
}

/// What onChange actions received.
final class ChangeLog: @unchecked Sendable { var entries: [String] = [] }

struct ChangeWatcher: View {
    let log: ChangeLog
    @State var value = 0
    var body: some View {
        Color.black.frame(width: 10, height: 10)
            .onChange(of: value) { old, new in log.entries.append("two \(old)→\(new)") }
            .onChange(of: value, initial: true) { old, new in log.entries.append("initial \(old)→\(new)") }
            .onChange(of: value) { log.entries.append("zero") }
            .onChange(of: value) { new in log.entries.append("one \(new)") }
    }
}

/// onChange of a model's value starting an animation of another.
struct FollowingBar: View {
    let panel: Panel
    @State private var follower: CGFloat = 10
    var body: some View {
        Color.black.frame(width: follower, height: 10).frame(width: 100, height: 10, alignment: .leading)
            .onChange(of: panel.label) { _, new in
                withAnimation(.linear(duration: 1)) { follower = new == "on" ? 90 : 10 }
            }
    }
}

@Suite struct ObservableModelTests {
    private func inkWidth(_ frames: ViewRenderer, _ i: Int) throws -> Int {
        let p = try frames.render(frame: i)
        return (0..<100).filter { p.pixel(x: $0, y: 5).a > 127 }.count
    }

    /// Every frame in order equals the frame drawn alone by a fresh renderer and the frames drawn on several threads.
    private func expectFramesPure(_ make: () throws -> ViewRenderer) throws {
        let sequence = try make()
        let inOrder = try (0..<sequence.frameCount).map { try sequence.render(frame: $0).bytes }
        let fresh = try make()
        for i in stride(from: inOrder.count - 1, through: 0, by: -3) {
            #expect(try fresh.render(frame: i).bytes == inOrder[i], "frame \(i) alone")
        }
    }

    @Test func objectWillChangeFiresBeforeThePublishedValueChanges() {
        // Apple's ObservableObject page: the sink prints "24 will change", then haveBirthday returns 25.
        let john = Contact(name: "John Appleseed", age: 24)
        var seen: [String] = []
        let c = john.objectWillChange.sink { _ in seen.append("\(john.age) will change") }
        #expect(john.haveBirthday() == 25)
        #expect(seen == ["24 will change"])
        c.cancel()
        john.age = 30
        #expect(seen == ["24 will change"])
    }

    @Test func publishedPublisherSendsTheValueNowThenEachNewValueBeforeItIsSet() {
        // Apple's Published page: "Temperature now: 20.0", then 25.0, received in willSet.
        let contact = Contact(name: "A", age: 20)
        var received: [Int] = [], stored: [Int] = []
        let c = contact.$age.sink { received.append($0); stored.append(contact.age) }
        contact.age = 25
        #expect(received == [20, 25])
        #expect(stored == [20, 20])
        c.cancel()
    }

    @Test func objectWillChangeSentByHandReachesSubscribers() {
        let model = BarModel()
        var count = 0
        let c = model.objectWillChange.sink { count += 1 }
        model.objectWillChange.send()
        model.width = 20
        #expect(count == 2)
        #expect(model.objectWillChange === model.objectWillChange)
        c.cancel()
    }

    @Test func assignToRepublishesThroughThePublishedProperty() {
        let source = PassthroughSubject<Int, Never>()
        let contact = Contact(name: "A", age: 1)
        source.assign(to: &contact.$age)
        source.send(7)
        #expect(contact.age == 7)
        var names: [String] = []
        let c = contact.$name.map { $0.uppercased() }.sink { names.append($0) }
        contact.name = "b"
        #expect(names == ["A", "B"])
        c.cancel()
    }

    @Test func publishedChangeInsideWithAnimationAnimatesAndEarlierFramesKeepTheOldValue() throws {
        // 10 → 80 over 1 s linear from 0.5 s: 45 at 1.0 s; 10 before 0.5 s.
        let make = {
            let model = BarModel()
            return try ViewAnimation(ObservedBar(model: model), width: 100, height: 10)
                .at(0.5) { _ in withAnimation(.linear(duration: 1)) { model.width = 80 } }
                .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        }
        let frames = try make()
        #expect(try inkWidth(frames, 4) == 10)
        #expect(try inkWidth(frames, 10) == 45)
        #expect(try inkWidth(frames, 15) == 80)
        try expectFramesPure(make)
    }

    @Test func aModelRenderedTwiceStartsFromItsOwnValuesEachTime() throws {
        // The script's writes live in the render: the model keeps its value for the next render.
        let model = BarModel()
        let movie = ViewAnimation(ObservedBar(model: model), width: 100, height: 10)
            .at(0.5) { _ in model.width = 80 }
        let first = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let second = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1)
        #expect(try inkWidth(first, 0) == 10 && inkWidth(second, 0) == 10)
        #expect(try inkWidth(first, 7) == 80 && inkWidth(second, 7) == 80)
        #expect(model.width == 10)
    }

    @Test func objectWillChangeSentByHandInAScriptCommitsTheChange() throws {
        // 10 → 70 over 1 s from 0.5 s: 40 at 1.0 s; the earlier frames keep 10.
        let model = ManualModel()
        let frames = try ViewAnimation(ManualBar(model: model), width: 100, height: 10)
            .at(0.5) { _ in withAnimation(.linear(duration: 1)) { model.width = 70 } }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        #expect(try inkWidth(frames, 3) == 10)
        #expect(try inkWidth(frames, 10) == 40)
        #expect(try inkWidth(frames, 16) == 70)
    }

    @Test func stateObjectIsMadeOncePerViewIdentityAndKeepsItsValues() throws {
        // The parent builds OwningChild anew at every tick (0.25 s); its model
        // is made once and its width animates 10 → 60 over 1 s from the start.
        let made = MadeCount()
        let frames = try ViewAnimation(TickingParent(made: made), width: 100, height: 10)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        #expect(made.count == 1)
        // At 0.5 s: child 35 wide, ticks 2 → 37; at 1.5 s: 60 + 6.
        #expect(try inkWidth(frames, 5) == 37)
        #expect(try inkWidth(frames, 15) == 66)
        #expect(made.count == 1)
    }

    @Test func environmentObjectReachesDescendantsAndUpdatesThem() throws {
        let model = BarModel()
        let view = VStack { EnvironmentBar() }.frame(width: 100, height: 10, alignment: .leading).environmentObject(model)
        let frames = try ViewAnimation(view, width: 100, height: 10)
            .at(0.5) { _ in withAnimation(.linear(duration: 1)) { model.width = 50 } }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        #expect(try inkWidth(frames, 0) == 10)
        #expect(try inkWidth(frames, 10) == 30)
        #expect(try inkWidth(frames, 19) == 50)
    }

    @Test func observableChangeInsideWithAnimationAnimatesAndEarlierFramesKeepTheOldValue() throws {
        // 10 → 80 over 1 s linear from 0.5 s; the frames before 0.5 s are
        // drawn after the script has run, yet show 10.
        let make = {
            let panel = Panel()
            return try ViewAnimation(PanelBar(panel: panel), width: 100, height: 10)
                .at(0.5) { _ in withAnimation(.linear(duration: 1)) { panel.width = 80 } }
                .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        }
        let frames = try make()
        #expect(try inkWidth(frames, 4) == 10)
        #expect(try inkWidth(frames, 10) == 45)
        #expect(try inkWidth(frames, 15) == 80)
        try expectFramesPure(make)
    }

    @Test func observableChangeOutsideWithAnimationJumps() throws {
        let panel = Panel()
        let frames = try ViewAnimation(PanelBar(panel: panel), width: 100, height: 10)
            .at(0.5) { _ in panel.width = 60; withAnimation(.linear(duration: 1)) { panel.label = "on" } }
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        #expect(try inkWidth(frames, 4) == 10)
        #expect(try inkWidth(frames, 5) == 60)
    }

    @Test func observableModelInStateChangedByTheMainQueueAnimates() throws {
        // asyncAfter 0.5 s, then 10 → 70 over 1 s: 40 at 1.0 s.
        let frames = try ViewAnimation(StatePanel(), width: 100, height: 10)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        #expect(try inkWidth(frames, 4) == 10)
        #expect(try inkWidth(frames, 10) == 40)
        #expect(try inkWidth(frames, 16) == 70)
    }

    @Test func aSleepingTaskChangesTheModelAndOnReceiveFollowsThePublishedValue() throws {
        // The task wakes at 0.5 s: 10 → 90 over 1 s, 50 at 1.0 s. onReceive
        // gets the published 10 when the view appears (10 at once from 0,
        // over 1 s: 5 at 0.5 s), then 60 set at 0.5 s (from 5 → 60 in 1 s
        // more, as animations add: 10 + (0.5 × 50) = 35 at 1.0 s).
        let make = {
            let panel = Panel(), model = BarModel()
            return try ViewAnimation(TaskAndReceiveBars(panel: panel, model: model), width: 100, height: 20)
                .at(0.5) { _ in model.width = 60 }
                .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        }
        let frames = try make()
        let p = try frames.render(frame: 10)
        let row = { (y: Int) in (0..<100).filter { p.pixel(x: $0, y: y).a > 127 }.count }
        #expect(row(5) == 50)
        #expect(row(15) == 35)
        let start = try frames.render(frame: 4)
        #expect((0..<100).filter { start.pixel(x: $0, y: 5).a > 127 }.count == 10)
        try expectFramesPure(make)
    }

    @Test func geometryReaderContentReadingAModelShowsEachMomentsValue() throws {
        // Read in the content closure (built again every frame) or in the
        // body, the bar is 10 wide until the script sets 60 at 0.5 s.
        for readsInBody in [false, true] {
            let make = {
                let panel = Panel()
                return try ViewAnimation(ReaderBar(panel: panel, readsInBody: readsInBody), width: 100, height: 10)
                    .at(0.5) { _ in panel.width = 60 }
                    .makeRenderer(frameRate: try FrameRate(10), duration: 1)
            }
            let frames = try make()
            #expect(try inkWidth(frames, 2) == 10, "readsInBody \(readsInBody)")
            #expect(try inkWidth(frames, 7) == 60, "readsInBody \(readsInBody)")
            try expectFramesPure(make)
        }
    }

    @Test func timelineAndCanvasClosuresReadTheModelAtEachFramesTime() throws {
        // The TimelineView's bar is the model's width (10, then 30 from
        // 0.3 s, 80 from 0.6 s); the Canvas under it fills the label's
        // width in points: "off" 0 wide, "on" 50 from 0.6 s.
        let make = {
            let panel = Panel()
            return try ViewAnimation(TimelineCanvasBars(panel: panel), width: 100, height: 20)
                .at(0.3) { _ in panel.width = 30 }
                .at(0.6) { _ in panel.width = 80; panel.label = "on" }
                .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        }
        let frames = try make()
        for (frame, bar, canvas) in [(0, 10, 0), (2, 10, 0), (3, 30, 0), (5, 30, 0), (6, 80, 50), (9, 80, 50)] {
            let p = try frames.render(frame: frame)
            #expect((0..<100).filter { p.pixel(x: $0, y: 5).a > 127 }.count == bar, "frame \(frame) bar")
            #expect((0..<100).filter { p.pixel(x: $0, y: 15).a > 127 }.count == canvas, "frame \(frame) canvas")
        }
        try expectFramesPure(make)
        // Frames drawn on several threads at once still see their own moments.
        let shared = try make()
        let bars = (0..<10).map { _ in Locked<Int>(-1) }
        Dispatch.DispatchQueue.concurrentPerform(iterations: 10) { i in
            guard let p = try? shared.render(frame: i) else { return }
            bars[i].set((0..<100).filter { p.pixel(x: $0, y: 5).a > 127 }.count)
        }
        #expect(bars.map { $0.get() } == [10, 10, 10, 30, 30, 30, 80, 80, 80, 80])
    }

    @Test func modelsThatNeverChangeAreReadAsTheyAre() throws {
        // A commit's copy holds what the object holds until a value changes,
        // and again once the same value is back.
        let panel = Panel()
        let moment = ModelMoment([panel])
        #expect(moment.isLive)
        panel.width = 25
        #expect(!moment.isLive)
        panel.width = 10
        #expect(moment.isLive)
        // A render whose model never changes drops the copies: its frames,
        // drawn on several threads at once, read the object as it is (10 wide).
        let frames = try ViewAnimation(TimelineCanvasBars(panel: Panel()), width: 100, height: 20)
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let bars = (0..<10).map { _ in Locked<Int>(-1) }
        Dispatch.DispatchQueue.concurrentPerform(iterations: 10) { i in
            guard let p = try? frames.render(frame: i) else { return }
            bars[i].set((0..<100).filter { p.pixel(x: $0, y: 5).a > 127 }.count)
        }
        #expect(bars.map { $0.get() } == Array(repeating: 10, count: 10))
    }

    @Test func bindableBindingWritesTheModel() throws {
        // Written on appear inside a 1 s linear animation: 10 → 90, 50 at 0.5 s.
        let frames = try ViewAnimation(BindablePanel(panel: Panel()), width: 100, height: 10)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        #expect(try inkWidth(frames, 5) == 50)
        #expect(try inkWidth(frames, 12) == 90)
    }

    @Test func environmentObservableAndLocalBindable() throws {
        let panel = Panel()
        let frames = try ViewAnimation(LocalBindablePanel().environment(panel), width: 100, height: 10)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        #expect(try inkWidth(frames, 5) == 50)
        #expect(try inkWidth(frames, 12) == 90)
        let missing = try ViewAnimation(OptionalPanelReader(), width: 100, height: 10).makeRenderer(frameRate: try FrameRate(10), duration: 0.1)
        #expect(try inkWidth(missing, 0) == 5)
        let present = try ViewAnimation(OptionalPanelReader().environment(Panel()), width: 100, height: 10)
            .makeRenderer(frameRate: try FrameRate(10), duration: 0.1)
        #expect(try inkWidth(present, 0) == 10)
    }

    @Test func onChangeFormsFireAsDocumented() throws {
        // initial: true runs when the view appears with the value as old and
        // new; each change runs every form once with (old, new), no values, or new.
        let log = ChangeLog()
        _ = try ViewAnimation(ChangeWatcher(log: log), width: 10, height: 10)
            .at(0.5) { $0.value = 1 }
            .at(1.0) { $0.value = 1 }
            .at(1.5) { $0.value = 3 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        // The pages say nothing of the order of several actions on one view: compared unordered.
        #expect(log.entries.first == "initial 0→0")
        #expect(log.entries.sorted() == [
            "initial 0→0",
            "two 0→1", "initial 0→1", "zero", "one 1",
            "two 1→3", "initial 1→3", "zero", "one 3",
        ].sorted())
    }

    @Test func onChangeOfAModelValueStartsAnAnimation() throws {
        // The label turns "on" at 0.5 s; the action animates 10 → 90 over 1 s: 50 at 1.0 s.
        let panel = Panel()
        let frames = try ViewAnimation(FollowingBar(panel: panel), width: 100, height: 10)
            .at(0.5) { _ in panel.label = "on" }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        #expect(try inkWidth(frames, 4) == 10)
        #expect(try inkWidth(frames, 10) == 50)
        #expect(try inkWidth(frames, 16) == 90)
    }
}

// A view as a video: a root view value (the state), a script of state
// changes at given times, each optionally inside `withAnimation`, and a
// canvas. Rendering frame i resolves the state in force at t = i / fps
// and interpolates every animatable value from the script's animators, so
// frame i alone is the same as frame i in sequence.
import Foundation
import Raster

/// A view animated by scripted state changes, rendered frame by frame.
///
///     struct RingView: View {
///         var progress: Double
///         var body: some View {
///             Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 8)
///         }
///     }
///     let movie = ViewAnimation(RingView(progress: 0.2), width: 200, height: 200)
///         .at(1) { state in withAnimation(.spring) { state.progress = 0.9 } }
///     let frames = try movie.makeRenderer(frameRate: .fps30, duration: 3)
///     let pixels = try frames.render(frame: 45)
///
/// A view written with `@State` and `.onAppear { withAnimation { … } }`
/// animates from the first frame with no script at all; its `@State`
/// properties (not private) can also be changed by script steps.
public struct ViewAnimation<Root: View> {
    public var root: Root
    /// Canvas size in points; the root view is offered it and centred in it.
    public var width: Int, height: Int
    /// Pixels per point.
    public var scale: CGFloat
    /// Painted under the view (nil: transparent).
    public var background: Color?
    private var steps: [(time: Double, change: (ViewState<Root>) -> Void)] = []

    public init(_ root: Root, width: Int, height: Int, scale: CGFloat = 1, background: Color? = nil) {
        self.root = root
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
    }

    /// Adds a state change at `time` seconds: `change` mutates the state
    /// through its proxy; mutations inside `withAnimation(animation) { … }`
    /// animate, others jump. Changes at equal times run in the order added.
    public func at(_ time: Double, _ change: @escaping (ViewState<Root>) -> Void) -> ViewAnimation {
        var copy = self
        copy.steps.append((time, change))
        return copy
    }

    /// Adds a state change at `time` made inside `withAnimation(animation)`.
    public func at(_ time: Double, animation: Animation?, _ change: @escaping (inout Root) -> Void) -> ViewAnimation {
        at(time) { state in withAnimation(animation) { state.update(change) } }
    }

    /// Runs the script and returns the renderer of its frames.
    /// - Throws: `ViewRenderError` for a bad size, scale or script time.
    public func makeRenderer(frameRate: FrameRate = .fps60, duration: Double) throws -> ViewRenderer {
        guard width > 0, height > 0, scale.isFinite, scale > 0 else {
            throw ViewRenderError(description: "A view animation of \(width)×\(height) points at scale \(scale) "
                + "cannot be rendered; use a positive size and scale.")
        }
        guard duration.isFinite, duration >= 0 else {
            throw ViewRenderError(description: "A view animation lasting \(duration) s cannot be rendered; use a finite, non-negative duration.")
        }
        for step in steps where !step.time.isFinite || step.time < 0 {
            throw ViewRenderError(description: "A script step is at time \(step.time); times must be finite and ≥ 0 seconds.")
        }
        let canvas = CGSize(width: width, height: height)
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let script = ScriptRun(root: root, canvas: canvas, environment: environment)
        for step in steps.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }) {
            script.time = step.element.time
            script.perform { step.element.change(ViewState(script)) }
        }
        if script.runaway {
            throw ViewRenderError(description: "onAppear actions kept making new views appear (over 10 000 actions); "
                + "make sure an onAppear does not insert the view that holds it again.")
        }
        let snapshots = script.snapshots
        let background = self.background
        return ViewRenderer(width: width, height: height, scale: scale, frameRate: frameRate, duration: duration) { time, pixmap in
            let i = (snapshots.lastIndex { $0.time <= time }) ?? 0
            let snapshot = snapshots[i]
            let sites = AnimationSites(mode: .present, time: time, state: snapshot.animation)
            let layout = RootLayout(snapshot.root, proposal: ProposedViewSize(canvas), canvas: canvas,
                                    environment: environment, sites: sites, state: snapshot.state)
            try GraphicsContext.draw(into: pixmap, scale: scale) { context in
                if let background { context.fill(Path(CGRect(origin: .zero, size: canvas)), with: .color(background)) }
                layout.draw(&context)
            }
        }
    }
}

/// The state of a script as it runs: the root view value, the `@State`
/// store, and one snapshot (state and animators) per committed change.
final class ScriptRun<Root: View>: StateWriter, @unchecked Sendable {
    struct Snapshot {
        var time: Double
        var root: Root
        var animation: AnimationState
        var state: StateValues
    }

    var root: Root
    var time: Double = 0
    let canvas: CGSize
    let environment: EnvironmentValues
    private var animation = AnimationState()
    private var stateValues: [StateKey: Any] = [:]
    private(set) var snapshots: [Snapshot] = []
    private var pending: [() -> Void] = []
    private var draining = false
    /// Set when `onAppear` actions keep making views appear.
    private(set) var runaway = false

    init(root: Root, canvas: CGSize, environment: EnvironmentValues) {
        self.root = root
        self.canvas = canvas
        self.environment = environment
        commit(animation: nil)
    }

    /// Runs a script step with state writes going to this run.
    func perform(_ body: () -> Void) {
        StateContext.$script.withValue(self) { body() }
    }

    func write(_ key: StateKey, _ value: Any) {
        stateValues[key] = value
        commit(animation: Transaction.current?.animation)
    }

    /// Resolves and lays out the current state (GeometryReader content is
    /// built during layout), telling every animatable value its target,
    /// then runs the `onAppear` actions of views that just appeared.
    func commit(animation transactionAnimation: Animation?) {
        let sites = AnimationSites(mode: .commit, time: time, state: animation, commitAnimation: transactionAnimation)
        let state = StateValues(stateValues)
        _ = RootLayout(root, proposal: ProposedViewSize(canvas), canvas: canvas, environment: environment,
                       sites: sites, animation: transactionAnimation, state: state)
        animation = sites.finishCommit()
        snapshots.append(Snapshot(time: time, root: root, animation: animation, state: state))
        pending += sites.appearActions
        drain()
    }

    // Actions run one after the other, each in its own transaction (not
    // inside the animation of the change that made the view appear).
    private func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        var budget = 10_000
        while !pending.isEmpty {
            budget -= 1
            if budget < 0 { runaway = true; pending.removeAll(); break }
            let action = pending.removeFirst()
            StateContext.$script.withValue(self) { Transaction.$current.withValue(nil) { action() } }
        }
    }
}

/// The script's handle on the state: reading and writing the root view's
/// properties (`state.progress = 0.9`). Every write is a state change, made
/// with the animation of the enclosing `withAnimation`, if any.
@dynamicMemberLookup
public final class ViewState<Root: View> {
    let run: ScriptRun<Root>
    init(_ run: ScriptRun<Root>) { self.run = run }

    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Root, T>) -> T {
        get { run.root[keyPath: keyPath] }
        set {
            // Mutate a copy: a `@State` property's setter commits at once
            // and reads the root while doing so.
            var root = run.root
            root[keyPath: keyPath] = newValue
            run.root = root
            run.commit(animation: Transaction.current?.animation)
        }
    }

    /// Changes several properties as one state change.
    public func update(_ change: (inout Root) -> Void) {
        var root = run.root
        change(&root)
        run.root = root
        run.commit(animation: Transaction.current?.animation)
    }

    /// The time of the script step running, in seconds.
    public var time: Double { run.time }
}

/// Renders the frames of a `ViewAnimation`: `render(frame:)` is a pure
/// function of the index, safe to call from several threads.
public final class ViewRenderer: @unchecked Sendable {
    /// Canvas size in points.
    public let width: Int, height: Int
    public let scale: CGFloat
    public let frameRate: FrameRate
    /// Length in seconds.
    public let duration: Double
    /// Draws the picture at a time into a transparent pixmap.
    private let draw: (Double, Pixmap) throws -> Void

    init(width: Int, height: Int, scale: CGFloat, frameRate: FrameRate, duration: Double,
         draw: @escaping (Double, Pixmap) throws -> Void) {
        self.width = width
        self.height = height
        self.scale = scale
        self.frameRate = frameRate
        self.duration = duration
        self.draw = draw
    }

    /// Frames that start before the end.
    public var frameCount: Int { frameRate.frameCount(forDuration: duration) }

    /// The size of every frame in pixels (points × scale, rounded).
    public var pixelWidth: Int { Int((CGFloat(width) * scale).rounded()) }
    public var pixelHeight: Int { Int((CGFloat(height) * scale).rounded()) }

    /// Frame `index`, at t = index / fps.
    public func render(frame index: Int) throws -> Pixmap {
        let pixmap = Pixmap(width: pixelWidth, height: pixelHeight)
        try render(frame: index, into: pixmap)
        return pixmap
    }

    /// Draws frame `index` over all of `canvas` (cleared first), which must
    /// be `pixelWidth` × `pixelHeight`: video pipelines reuse one canvas.
    public func render(frame index: Int, into canvas: Pixmap) throws {
        guard index >= 0 else { throw ViewRenderError(description: "Frame \(index) does not exist; frames count from 0.") }
        try render(time: frameRate.time(ofFrame: index), into: canvas)
    }

    /// The picture at `time` seconds.
    public func render(time: Double) throws -> Pixmap {
        let pixmap = Pixmap(width: pixelWidth, height: pixelHeight)
        try render(time: time, into: pixmap)
        return pixmap
    }

    private func render(time: Double, into canvas: Pixmap) throws {
        guard canvas.width == pixelWidth, canvas.height == pixelHeight else {
            throw ViewRenderError(description: "A \(canvas.width)×\(canvas.height) canvas cannot hold this view animation's "
                + "\(pixelWidth)×\(pixelHeight)-pixel frames; pass a canvas of the frame size.")
        }
        canvas.clear()
        try draw(time, canvas)
    }
}

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
///     let frames = movie.makeRenderer(frameRate: .fps30, duration: 3)
///     let pixels = try frames.render(frame: 45)
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
        for step in steps where !step.time.isFinite || step.time < 0 {
            throw ViewRenderError(description: "A script step is at time \(step.time); times must be finite and ≥ 0 seconds.")
        }
        let canvas = CGSize(width: width, height: height)
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let script = ScriptRun(root: root, canvas: canvas, environment: environment)
        for step in steps.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }) {
            script.time = step.element.time
            step.element.change(ViewState(script))
        }
        let snapshots = script.snapshots
        let background = self.background
        return ViewRenderer(width: width, height: height, scale: scale, frameRate: frameRate, duration: duration) { time in
            let i = (snapshots.lastIndex { $0.time <= time }) ?? 0
            let snapshot = snapshots[i]
            let sites = AnimationSites(mode: .present, time: time, state: snapshot.state)
            let layout = RootLayout(snapshot.root, proposal: ProposedViewSize(canvas), canvas: canvas,
                                    environment: environment, sites: sites)
            let pixmap = Pixmap(width: Int((canvas.width * scale).rounded()), height: Int((canvas.height * scale).rounded()))
            try GraphicsContext.draw(into: pixmap, scale: scale) { context in
                if let background { context.fill(Path(CGRect(origin: .zero, size: canvas)), with: .color(background)) }
                layout.draw(&context)
            }
            return pixmap
        }
    }
}

/// The state of a script as it runs: the root view value, and one
/// snapshot (state and animators) per committed change.
final class ScriptRun<Root: View> {
    var root: Root
    var time: Double = 0
    let canvas: CGSize
    let environment: EnvironmentValues
    private var state = AnimationState()
    private(set) var snapshots: [(time: Double, root: Root, state: AnimationState)] = []

    init(root: Root, canvas: CGSize, environment: EnvironmentValues) {
        self.root = root
        self.canvas = canvas
        self.environment = environment
        commit(animation: nil)
    }

    /// Resolves and lays out the current state (GeometryReader content is
    /// built during layout), telling every animatable value its target.
    func commit(animation: Animation?) {
        let sites = AnimationSites(mode: .commit, time: time, state: state)
        _ = RootLayout(root, proposal: ProposedViewSize(canvas), canvas: canvas, environment: environment,
                       sites: sites, animation: animation)
        state = sites.finishCommit()
        snapshots.append((time, root, state))
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
            run.root[keyPath: keyPath] = newValue
            run.commit(animation: Transaction.current?.animation)
        }
    }

    /// Changes several properties as one state change.
    public func update(_ change: (inout Root) -> Void) {
        change(&run.root)
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
    private let draw: (Double) throws -> Pixmap

    init(width: Int, height: Int, scale: CGFloat, frameRate: FrameRate, duration: Double,
         draw: @escaping (Double) throws -> Pixmap) {
        self.width = width
        self.height = height
        self.scale = scale
        self.frameRate = frameRate
        self.duration = duration
        self.draw = draw
    }

    /// Frames that start before the end.
    public var frameCount: Int { frameRate.frameCount(forDuration: duration) }

    /// Frame `index`, at t = index / fps.
    public func render(frame index: Int) throws -> Pixmap {
        guard index >= 0 else { throw ViewRenderError(description: "Frame \(index) does not exist; frames count from 0.") }
        return try draw(frameRate.time(ofFrame: index))
    }

    /// The picture at `time` seconds.
    public func render(time: Double) throws -> Pixmap { try draw(time) }
}

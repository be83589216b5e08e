// A view as a video: a root view value (the state), a script of state
// changes at given times, each optionally inside `withAnimation`, and a
// canvas. Rendering frame i resolves the state in force at t = i / fps
// and interpolates every animatable value from the script's animators, so
// frame i alone is the same as frame i in sequence.
import Foundation
import Raster
import Geometry
import Timeline

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
    /// The view at the start, before any script step has changed it.
    public var root: Root
    /// Canvas size in points; the root view is offered it and centred in it.
    public var width: Int, height: Int
    /// Pixels per point.
    public var scale: CGFloat
    /// Painted under the view (nil: transparent), resolved in the
    /// presentation's colour scheme (a dynamic colour such as
    /// `Color(UIColor.systemBackground)` follows `preferredColorScheme(_:)`).
    public var background: Color?
    /// The presentation's colour scheme until a view prefers another with
    /// `preferredColorScheme(_:)` (as the device's appearance in an app).
    public var colorScheme: ColorScheme = .light
    /// Where the renderer keeps text layouts, coverage and filter results
    /// from frame to frame (the process's shared set by default). Give a
    /// render its own to keep its caches apart from the process's other
    /// renders or to give them other budgets; the pixels are the same.
    public var resources: RenderResources = .shared
    private var steps: [(time: Double, change: (ViewState<Root>) -> Void)] = []

    /// An animation of `root` on a canvas of `width` × `height` points, drawn at `scale` pixels per point
    /// over `background` (nil: transparent); script steps are added after.
    public init(_ root: Root, width: Int, height: Int, scale: CGFloat = 1, background: Color? = nil) {
        self.root = root
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
    }

    /// The canvas width in pixels: points × scale, rounded.
    public var pixelWidth: Int { Int((CGFloat(width) * scale).rounded()) }
    /// The canvas height in pixels: points × scale, rounded.
    public var pixelHeight: Int { Int((CGFloat(height) * scale).rounded()) }

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
        environment.colorScheme = colorScheme
        environment.renderResources = resources
        let script = ScriptRun(root: root, canvas: canvas, environment: environment)
        script.frameRate = frameRate
        for step in steps.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }) {
            script.runTimers(through: step.element.time)
            script.time = step.element.time
            script.perform { step.element.change(ViewState(script)) }
        }
        script.runTimers(through: duration)
        if let message = script.interactionErrors.first { throw ViewRenderError(description: message) }
        if script.executor.stalled > 0 {
            script.report("a Task awaited something other than Task.sleep (an actor such as MainActor, I/O, another "
                + "queue); only Task.sleep, DispatchQueue.main, Timer and publishers on them run on the render's clock")
        }
        script.close()
        if let problem = script.problems.first {
            throw ViewRenderError(description: "This view cannot be rendered as written: \(problem).")
        }
        if script.runawayTimers {
            throw ViewRenderError(description: "Animation completions kept starting new ones at the same moment (over 10 000); "
                + "make sure a completion does not call withAnimation(…completion:) again without changing state.")
        }
        if script.runaway {
            throw ViewRenderError(description: "onAppear actions kept making new views appear (over 10 000 actions); "
                + "make sure an onAppear does not insert the view that holds it again.")
        }
        let snapshots = script.snapshots
        let background = self.background
        let memos = SubtreeMemoPool()
        let resources = self.resources
        return ViewRenderer(width: width, height: height, scale: scale, frameRate: frameRate, duration: duration) { time, pixmap in
            let i = (snapshots.lastIndex { $0.time <= time }) ?? 0
            let snapshot = snapshots[i]
            let sites = AnimationSites(mode: .present, time: time, state: snapshot.animation)
            try memos.withMemo(snapshot: i) { memo in
                let layout = RootLayout(snapshot.root, proposal: ProposedViewSize(canvas), canvas: canvas,
                                        environment: snapshot.environment, sites: sites, state: snapshot.state, memo: memo)
                try GraphicsContext.draw(into: pixmap, scale: scale, resources: resources) { context in
                    if let background {
                        var presentation = context
                        presentation.environment.colorScheme = snapshot.environment.colorScheme
                        presentation.fill(Path(CGRect(origin: .zero, size: canvas)), with: .style(background))
                    }
                    layout.draw(&context)
                }
            }
        }
    }
}

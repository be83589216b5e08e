import Foundation

/// Resolves, lays out and draws a whole view tree, reading `@State`
/// values from `state`.
struct RootLayout {
    let node: Node
    let size: CGSize
    let state: StateValues
    /// The appearance the tree was resolved in: the root drawing context's,
    /// so whatever draws in the context's default foreground or a dynamic
    /// color there (a canvas, a shading) shows it, not the light default.
    let colorScheme: ColorScheme

    /// Resolves `view` and lays it out for `proposal`; with a `canvas`
    /// size the result is centred in it (as a window centres its content).
    /// `animation` is the transaction's when committing a state change.
    /// With a `memo` (frames of a video, not commits), subtrees the
    /// animation does not touch at this time are taken from earlier frames.
    init<V: View>(_ view: V, proposal: ProposedViewSize, canvas: CGSize? = nil, environment: EnvironmentValues,
                  sites: AnimationSites, animation: Animation? = nil, state: StateValues = StateValues([:]),
                  memo: SubtreeMemo? = nil) {
        let frame = sites.mode == .present ? memo.map { MemoFrame(memo: $0, sites: sites) } : nil
        defer { frame?.close() }
        let context = frame.map { ResolveContext(environment: environment, sites: sites, memo: $0) }
            ?? ResolveContext(environment: environment, path: [], sites: sites, animation: animation)
        (node, size) = StateContext.$values.withValue(state) { state.withModels {
            let node = view.resolveSingle(context, implicit: .vertical)
            let size = node.size(for: proposal)
            var origin = CGPoint.zero
            if let canvas { origin = alignedOffset(size, in: canvas, .center) }
            node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
            return (node, size)
        } }
        self.state = state
        colorScheme = environment.colorScheme
    }

    func draw(_ context: inout GraphicsContext) {
        context.environment.colorScheme = colorScheme
        StateContext.$values.withValue(state) { state.withModels { node.draw(&context) } }
    }
}

/// Why a view could not be rendered.
public struct ViewRenderError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String
}

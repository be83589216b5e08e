// A view to a file in one call: the view animation becomes a `ViewScene`
// of its own size and goes through `AnimationScene.render(to:)`, so every format
// the extension names (MP4, WebM, MOV, GIF, APNG, WebP, PNG sequence) and
// the atomic write come from there.

extension ViewAnimation {
    /// Renders `duration` seconds of the animation to `path`, the format
    /// chosen by its extension, at the animation's size in pixels
    /// (points × ``ViewAnimation/scale``):
    ///
    ///     try ViewAnimation(Spinner(), width: 200, height: 200).render(to: "spinner.gif", duration: 2)
    ///
    /// 30 frames a second unless told otherwise: the rate of the project's
    /// examples and half a display's, which keeps GIFs small.
    /// - Throws: `ViewRenderError` for a view that cannot be rendered,
    ///   `MediaError` for a bad output.
    public func render(to path: String, duration: Double, frameRate: FrameRate = .fps30,
                       options: EncodeOptions = EncodeOptions(),
                       progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws {
        try ViewScene(self, frameRate: frameRate, duration: duration).render(to: path, options: options, progress: progress)
    }
}

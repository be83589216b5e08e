// The library's one call from a scene to a file: the frame model (Frames)
// meets the encoders (Media) here, in the umbrella, because neither of those
// targets may know the other. Media decides everything about the file (the
// format from the extension, the temporary name, the rename at the end).

extension Scene {
    /// Renders every frame of the scene into a video, a GIF or a PNG
    /// sequence, chosen by the path's extension (`.mp4`, `.webm`, `.mov`,
    /// `.gif`, `frames/%04d.png`).
    ///
    /// Frame *i* is drawn at *t = i / fps*; frames are rendered on several
    /// threads and encoded in order, and the file appears under `path` only
    /// once it is complete.
    ///
    ///     try FireworksScene().render(to: "fx.mp4",
    ///                                 settings: SceneSettings(width: 640, height: 360, duration: 2))
    ///
    /// - Parameters:
    ///   - settings: size, frame rate, length and seed; the scene's
    ///     ``Scene/defaultSettings`` when nil.
    ///   - options: encoder settings (quality, background, GIF loop count).
    ///   - cancellation: set it (from another thread or a signal handler) to
    ///     stop; the partial file is removed and `MediaError(.cancelled)` thrown.
    ///   - progress: called after each encoded frame with (frames done, frame count).
    public func render(to path: String, settings: SceneSettings? = nil,
                       options: EncodeOptions = EncodeOptions(),
                       cancellation: CancellationFlag = CancellationFlag(),
                       progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws {
        let settings = settings ?? defaultSettings
        let renderer = try makeRenderer(for: settings)
        let encoder = try makeEncoder(for: URL(fileURLWithPath: path), width: settings.width, height: settings.height,
                                      frameRate: settings.frameRate,
                                      options: options)
        try FramePipeline(frameCount: settings.frameCount, workers: options.threads)
            .run(encoder: encoder, cancellation: cancellation, progress: progress,
                 drawInto: { try renderer.render(frame: $0, into: $1) })
    }
}

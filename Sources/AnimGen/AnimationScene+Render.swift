// The library's one call from a scene to a file: the frame model (Frames)
// meets the encoders (Media) here, in the umbrella, because neither of those
// targets may know the other. Media decides everything about the file (the
// format from the extension, the temporary name, the rename at the end).

extension AnimationScene {
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
    ///   - path: the output file (or `%04d` sequence pattern); its folder is
    ///     created if needed.
    ///   - settings: size, frame rate, length and seed; the scene's
    ///     ``AnimationScene/defaultSettings`` when nil.
    ///   - options: encoder settings (quality, background, GIF loop count);
    ///     `options.clip` renders only those frames of the animation (a clip
    ///     starting at t = 0; see ``EncodeOptions/clip``), `options.segment`
    ///     one chunk of them (see ``SegmentTag``); `options.framesAreOpaque`
    ///     nil takes the renderer's ``SceneRenderer/framesAreOpaque``;
    ///     `options.encoding` is `.reproducible` also when the scene is a
    ///     timeline file that says `reproducible: true`.
    ///   - cancellation: set it (from another thread or a signal handler) to
    ///     stop; the partial file is removed and `MediaError(.cancelled)` thrown.
    ///   - progress: called after each encoded frame with (frames done, frame
    ///     count), counting the frames the file keeps.
    /// - Throws: `MediaError` for a clip outside the animation or a bad
    ///   output; the scene's own errors as they are.
    public func render(to path: String, settings: SceneSettings? = nil,
                       options: EncodeOptions = EncodeOptions(),
                       cancellation: CancellationFlag = CancellationFlag(),
                       progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws {
        let settings = settings ?? defaultSettings
        let clip = options.clip ?? 0..<settings.frameCount
        guard !clip.isEmpty, clip.lowerBound >= 0, clip.upperBound <= settings.frameCount else {
            throw MediaError(.invalidOption, what: "frames \(clip.lowerBound)–\(clip.upperBound - 1) are not within the animation's frames 0–\(settings.frameCount - 1)",
                             at: path, fix: "pick a non-empty range of frames from 0 to \(settings.frameCount - 1)")
        }
        if let segment = options.segment, segment.totalFrames != clip.count {
            throw MediaError(.invalidOption, what: "chunk \(segment.index)/\(segment.count) splits \(segment.totalFrames) frames, but the clip has \(clip.count)",
                             at: path, fix: "make the SegmentTag with totalFrames: \(clip.count)")
        }
        let renderer = try makeRenderer(for: settings)
        var options = options
        if options.framesAreOpaque == nil { options.framesAreOpaque = renderer.framesAreOpaque }
        // A timeline file may ask for reproducible bytes itself.
        if let file = self as? TimelineFileScene, file.document.reproducible { options.encoding = .reproducible }
        let encoder = try makeEncoder(for: URL(fileURLWithPath: path), width: settings.width, height: settings.height,
                                      frameRate: settings.frameRate,
                                      options: options)
        // Frames counted from the clip's start.
        let frames = options.segment?.frames ?? 0..<clip.count
        var pipeline = FramePipeline(frameCount: frames.count, workers: options.threads)
        pipeline.firstFrame = frames.lowerBound
        let offset = clip.lowerBound
        try pipeline.run(encoder: encoder, cancellation: cancellation,
                         progress: progress,
                         drawInto: { try renderer.render(frame: offset + $0, into: $1) })
    }
}

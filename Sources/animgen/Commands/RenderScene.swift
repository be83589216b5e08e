import Lottie
import AnimGen
import Foundation
import Frames
import Media
import Scenes
import TimelineFile

// The seam where scenes meet the command line: every rendering command
// (`fireworks`, `render FILE`, `animgen NAME`) validates its options into a
// `RenderRequest` and hands it, with its `AnimationScene`, to `renderScene`.
//
// Contract: render exactly `request.frameIndices`, frame i at
// `request.time(ofFrame: i)`; the media layer writes every file atomically
// (temporary name, renamed when complete, and only if `cancellation` is not
// set by then); progress is reported once per finished frame; cancellation
// (Ctrl-C) is checked between frames and makes the media layer remove its
// partial output.

/// Renders `scene` as `request` says: one PNG, or through the library's
/// `AnimationScene.render(to:settings:options:cancellation:progress:)` a video, an
/// animated image or a PNG sequence (all frames, a range, or a chunk).
func renderScene(_ scene: any AnimationScene, _ request: RenderRequest, progress: ProgressReporter,
                 cancellation: CancellationFlag) throws {
    let settings = SceneSettings(width: request.size.width, height: request.size.height,
                                 frameRate: request.frameRate, duration: request.seconds, seed: request.seed)
    var scene = scene
    if let fit = request.fit, var file = scene as? TimelineFileScene {
        file.fit = fit
        scene = file
    } else if let fit = request.fit, var lottie = scene as? LottieScene {
        lottie.fit = LottieScene.Fit(rawValue: fit.rawValue) ?? .contain
        scene = lottie
    }
    switch request.frames {
    case .single(let index):
        let pixmap = try scene.makeRenderer(for: settings).render(frame: index)
        try cancellation.checkCancellation()
        try writePNG(pixmap, to: URL(fileURLWithPath: request.output.path), background: request.encoder.background,
                     cancellation: cancellation)
        progress.frameCompleted()
    case .all, .range:
        // A GIF keeps a pixel or drops it: without --background, say so when a frame had half-way alpha.
        let watch = request.output.kind == .gif && request.encoder.background == nil ? PartialAlphaWatch(scene) : nil
        try (watch ?? scene).render(to: request.output.path, settings: settings, options: try request.encodeOptions(),
                                    cancellation: cancellation, progress: { done, _ in progress.update(framesDone: done) })
        if let note = watch?.note { progress.addNote(note) }
    }
}

extension RenderRequest {
    /// What the media layer is told: --crf and --preset are libx264's (other
    /// formats keep their own defaults), the range, the chunk's tag.
    func encodeOptions() throws -> EncodeOptions {
        let isH264 = output.kind == .mp4
        var options = EncodeOptions(crf: isH264 ? Double(encoder.crf) : encoder.vp9CRF.map(Double.init),
                                    preset: isH264 ? encoder.preset : nil,
                                    background: encoder.background, threads: encoder.threads,
                                    gifLoop: encoder.gifPlays,
                                    gifFrameRate: encoder.gifFrameRate,
                                    webpQuality: encoder.webpQuality, proresProfile: encoder.proresProfile,
                                    framesAreOpaque: encoder.keepsAlpha ? false : nil, encoding: encoder.encoding)
        if case .range(let range) = frames { options.clip = range }
        options.segment = try chunk?.segmentTag(for: self)
        return options
    }
}

/// `animgen fireworks`.
func renderFireworks(_ request: RenderRequest, progress: ProgressReporter, cancellation: CancellationFlag) throws {
    try renderScene(FireworksScene(), request, progress: progress, cancellation: cancellation)
}

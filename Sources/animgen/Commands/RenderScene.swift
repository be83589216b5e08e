import AnimGen
import Foundation

// The seam where scenes meet the command line: every rendering command
// (`fireworks`, `render FILE`, `animgen NAME`) validates its options into a
// `RenderRequest` and hands it, with its `Scene`, to `renderScene`.
//
// Contract: render exactly `request.frameIndices`, frame i at
// `request.time(ofFrame: i)`; the media layer writes every file atomically
// (temporary name, renamed when complete, and only if `cancellation` is not
// set by then); progress is reported once per finished frame; cancellation
// (Ctrl-C) is checked between frames and makes the media layer remove its
// partial output.

/// Renders `scene` as `request` says: one PNG, a PNG sequence or a video.
func renderScene(_ scene: any Scene, _ request: RenderRequest, progress: ProgressReporter,
                 cancellation: CancellationFlag) throws {
    let settings = SceneSettings(width: request.size.width, height: request.size.height,
                                 frameRate: request.frameRate, duration: request.seconds, seed: request.seed)
    let renderer = try scene.makeRenderer(for: settings)
    let url = URL(fileURLWithPath: request.output.path)
    switch request.frames {
    case .single(let index):
        let pixmap = try renderer.render(frame: index)
        try cancellation.checkCancellation()
        try writePNG(pixmap, to: url, background: request.encoder.background, cancellation: cancellation)
        progress.frameCompleted()
    case .all:
        // --crf and --preset are libx264's; other formats keep their own defaults.
        let isH264 = request.output.kind == .mp4
        var options = EncodeOptions(crf: isH264 ? Double(request.encoder.crf) : request.encoder.vp9CRF.map(Double.init),
                                    preset: isH264 ? request.encoder.preset.rawValue : nil,
                                    background: request.encoder.background, threads: request.encoder.threads,
                                    gifLoop: request.encoder.gifPlays,
                                    gifFrameRate: request.encoder.gifFrameRate,
                                    webpQuality: request.encoder.webpQuality, proresProfile: request.encoder.proresProfile)
        options.segment = try request.chunk?.segmentTag(for: request)
        let encoder = try makeEncoder(for: url, width: request.size.width, height: request.size.height,
                                      frameRate: request.frameRate,
                                      options: options)
        // A chunk may render a few frames past its end for the encoder (SegmentTag.renderedFrames).
        let frames = options.segment?.renderedFrames(for: request.output.kind) ?? request.frameIndices
        var pipeline = FramePipeline(frameCount: frames.count, workers: request.encoder.threads)
        pipeline.firstFrame = frames.lowerBound
        try pipeline.run(encoder: encoder, cancellation: cancellation,
                         progress: { done, _ in progress.update(framesDone: min(done, request.frameIndices.count)) },
                         drawInto: { try renderer.render(frame: $0, into: $1) })
    }
}

/// `animgen fireworks`.
func renderFireworks(_ request: RenderRequest, progress: ProgressReporter, cancellation: CancellationFlag) throws {
    try renderScene(FireworksScene(), request, progress: progress, cancellation: cancellation)
}

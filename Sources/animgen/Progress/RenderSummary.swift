import AnimGen
import Media
/// The one line printed on stderr when a render completes (unless --quiet):
/// what was written, how big, how long it took.
enum RenderSummary {
    /// `animgen: wrote out/fx.mp4 — 300 frames, 5 s at 60 fps, 1280x720, 2.1 MB, in 4.2 s (71.4 frames/s, 1.19× real time)`
    static func line(for request: RenderRequest, elapsed: Double, bytes: Int64?) -> String {
        let frames = request.frameIndices.count
        var text = "animgen: wrote "
        switch request.frames {
        case .single(let index):
            let time = ProgressLine.fixed(request.time(ofFrame: index), decimals: 3)
            text += "\(request.output.path(forFrame: index)) — frame \(index) (t = \(time) s)"
        case .all, .range:
            let duration = ProgressLine.fixed(Double(frames) / request.frameRate.framesPerSecond, decimals: 2)
            text += "\(request.writtenPath(forFrame: request.frameIndices.lowerBound)) — "
            if case .range(let range) = request.frames {
                let from = ProgressLine.fixed(request.time(ofFrame: range.lowerBound), decimals: 3)
                text += "frames \(range.lowerBound)–\(range.upperBound - 1) of \(request.frameCount) (from t = \(from) s), "
            }
            if let chunk = request.chunk {
                text += "chunk \(chunk.index)/\(chunk.count), frames \(request.frameIndices.lowerBound)–\(request.frameIndices.upperBound - 1): "
            }
            if let gif = gifFrames(request), gif.frames != frames {
                // What the file holds, not what was rendered (a GIF plays at most 50 fps).
                text += "\(gif.frames) frames, \(duration) s at \(ProgressLine.number(gif.rate)) fps (the animation's \(frames) at \(request.frameRate.decimalDescription) fps)"
            } else {
                text += "\(frames) frames, \(duration) s at \(request.frameRate.decimalDescription) fps"
            }
        }
        text += ", \(request.size)"
        if let bytes { text += ", \(ProgressLine.bytes(bytes))" }
        text += ", in \(ProgressLine.fixed(elapsed, decimals: 2)) s"
        if elapsed > 0, frames > 1 {
            let rate = Double(frames) / elapsed
            let realTime = rate / request.frameRate.framesPerSecond
            text += " (\(ProgressLine.fixed(rate, decimals: 1)) frames/s, \(ProgressLine.fixed(realTime, decimals: 2))× real time)"
        }
        return text + "\n"
    }

    /// The frames a GIF output holds and the rate it plays at.
    private static func gifFrames(_ request: RenderRequest) -> (frames: Int, rate: Double)? {
        guard request.output.kind == .gif else { return nil }
        let fps = request.frameRate, gif = request.encoder.gifFrameRate
        guard let timing = try? GIFTiming(frameRate: fps, gifFrameRate: gif) else { return nil }
        return (timing.shownFrames(of: request.frameIndices.count), timing.playedFramesPerSecond)
    }
}

// The determinism promise as a test assertion (see DeterminismCheck).
import Foundation
import Frames
import Testing
import Verification

/// Checks that `scene` renders the same bytes for each of `frames` however
/// the frame is reached: in order, in reverse, alone in a fresh renderer,
/// into a reused canvas, and by two threads sharing one renderer.
/// Differences are recorded as one issue naming the frames.
/// - Returns: the SHA-256 of each frame's pixels (in-order run), by frame.
@discardableResult
public func assertDeterministic(
    _ scene: any AnimationScene,
    settings: SceneSettings? = nil,
    frames: FrameSelection = .all,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> [Int: String] {
    let settings = settings ?? scene.defaultSettings
    let indices = try frames.indices(frameCount: settings.frameCount, frameRate: settings.frameRate)
    let report = try DeterminismCheck.run(scene, settings: settings, frames: indices)
    if !report.passed {
        Issue.record(Comment(rawValue: "\(scene.name) is not deterministic at \(settings.width)x\(settings.height), \(settings.frameRate), seed \(settings.seed): "
                             + report.problems.joined(separator: "; ")), sourceLocation: sourceLocation)
    }
    return report.hashes
}

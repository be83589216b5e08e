// The determinism promise, as a test: frame N is the same bytes whether it is
// rendered alone, inside an in-order run, or out of order, on repeated runs.
import Foundation
import Testing

/// Checks that `scene` renders the same bytes for each of `frames` whether
/// rendered in order by one renderer, in reverse order by another, or alone
/// by a fresh renderer per frame. Mismatches are recorded as one issue
/// naming the frames.
/// - Returns: the SHA-256 of each frame's pixels (in-order run), by frame.
@discardableResult
public func assertDeterministic(
    _ scene: any Scene,
    settings: SceneSettings? = nil,
    frames: FrameSelection = .all,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> [Int: String] {
    let settings = settings ?? scene.defaultSettings
    let indices = try frames.indices(frameCount: settings.frameCount, frameRate: settings.frameRate)
    let sequential = try scene.makeRenderer(for: settings)
    var inOrder: [Int: String] = [:]
    for i in indices.sorted() { inOrder[i] = try sequential.render(frame: i).sha256 }
    let backwards = try scene.makeRenderer(for: settings)
    var reversed: [Int] = [], alone: [Int] = []
    for i in indices.sorted().reversed() where try backwards.render(frame: i).sha256 != inOrder[i] {
        reversed.append(i)
    }
    for i in indices where try scene.makeRenderer(for: settings).render(frame: i).sha256 != inOrder[i] {
        alone.append(i)
    }
    var mismatches: [String] = []
    for (list, how) in [(reversed, "in reverse order"), (alone, "alone")] where !list.isEmpty {
        let names = list.sorted().map(String.init).joined(separator: ",")
        mismatches.append("frame\(list.count == 1 ? "" : "s") \(names) \(list.count == 1 ? "differs" : "differ") from the in-order render when rendered \(how)")
    }
    if !mismatches.isEmpty {
        Issue.record(Comment(rawValue: "\(scene.name) is not deterministic at \(settings.width)x\(settings.height), \(settings.frameRate), seed \(settings.seed): "
                             + mismatches.joined(separator: "; ")), sourceLocation: sourceLocation)
    }
    return inOrder
}

// The determinism promise, checked: frame N is the same bytes however it is
// reached — in order, in reverse, alone in a fresh renderer, drawn into a
// reused canvas that held another frame, or by several threads at once.
import Dispatch
import Foundation
import Frames
import Raster
import Synchronization

/// The outcome of a determinism check of one scene.
public struct DeterminismReport: Sendable {
    /// SHA-256 of each checked frame as rendered in order by one renderer.
    public let hashes: [Int: String]
    /// Frames that differ when rendered in reverse order by one renderer.
    public let differInReverse: [Int]
    /// Frames that differ when rendered alone, each by a fresh renderer.
    public let differAlone: [Int]
    /// Frames that differ when drawn into a canvas that held another frame.
    public let differInReusedCanvas: [Int]
    /// Frames that differ when `workers` threads share one renderer.
    public let differConcurrently: [Int]

    /// True when every way of reaching every checked frame gave the same bytes.
    public var passed: Bool {
        differInReverse.isEmpty && differAlone.isEmpty && differInReusedCanvas.isEmpty && differConcurrently.isEmpty
    }

    /// One clause per way of rendering that changed frames; empty when all agree.
    public var problems: [String] {
        [(differInReverse, "rendered in reverse order"), (differAlone, "rendered alone"),
         (differInReusedCanvas, "drawn into a reused canvas"), (differConcurrently, "rendered by several threads at once")]
            .filter { !$0.0.isEmpty }
            .map { list, how in
                "frame\(list.count == 1 ? "" : "s") \(list.map(String.init).joined(separator: ",")) \(list.count == 1 ? "differs" : "differ") from the in-order render when \(how)"
            }
    }
}

/// Renders frames of a scene every way a render may reach them and compares the bytes.
public enum DeterminismCheck {
    /// - Parameters:
    ///   - frames: the frames to check (ascending order is used for the in-order run).
    ///   - workers: threads sharing one renderer in the concurrent run.
    public static func run(_ scene: any AnimationScene, settings: SceneSettings, frames: [Int], workers: Int = 2) throws -> DeterminismReport {
        let ordered = Array(Set(frames)).sorted()
        let sequential = try scene.makeRenderer(for: settings)
        var hashes: [Int: String] = [:]
        for i in ordered { hashes[i] = try sequential.render(frame: i).sha256 }

        let backwards = try scene.makeRenderer(for: settings)
        var reverse: [Int] = []
        for i in ordered.reversed() where try backwards.render(frame: i).sha256 != hashes[i] { reverse.append(i) }

        var alone: [Int] = []
        for i in ordered where try scene.makeRenderer(for: settings).render(frame: i).sha256 != hashes[i] { alone.append(i) }

        // A canvas that last held a different frame (or a loud pattern when there is one frame).
        let reusing = try scene.makeRenderer(for: settings)
        let canvas = Pixmap(width: settings.width, height: settings.height)
        canvas.clear(to: RGBA8(r: 255, g: 0, b: 255, a: 255))
        var reused: [Int] = []
        for i in ordered.reversed() {
            try reusing.render(frame: i, into: canvas)
            if canvas.sha256 != hashes[i] { reused.append(i) }
        }

        let shared = try scene.makeRenderer(for: settings)
        let results = Mutex<[Int: Result<String, any Error>]>([:])
        let count = max(1, workers)
        DispatchQueue.concurrentPerform(iterations: count) { w in
            // Worker w takes frames w, w + count, …, so the threads interleave.
            var k = w
            while k < ordered.count {
                let i = ordered[k]
                let result = Result { try shared.render(frame: i).sha256 }
                results.withLock { $0[i] = result }
                k += count
            }
        }
        var concurrent: [Int] = []
        for i in ordered {
            let hash = try results.withLock { $0[i]! }.get()
            if hash != hashes[i] { concurrent.append(i) }
        }
        return DeterminismReport(hashes: hashes, differInReverse: reverse.sorted(), differAlone: alone,
                                 differInReusedCanvas: reused.sorted(), differConcurrently: concurrent)
    }
}

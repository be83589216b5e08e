import Foundation
import Raster
import Testing
@testable import TimelineFile

/// Issue 35, fault 9: the offscreen layers of frames drawn at the same time
/// are bounded together (95 groups within one frame's budget took 6.4 GB at
/// --threads 8), and waiting for the pool never changes a frame's pixels.
@Suite struct LayerPoolTests {
    @Test func framesDrawnTogetherShareOneFramesBudget() throws {
        // Nine groups with opacity a frame: 9 canvases of 64×64 of a budget of 10.
        var groups = ""
        for i in 0..<9 {
            groups += "{ type: \"group\", opacity: 0.9, layers: [ { type: \"rect\", size: [30, 30], position: [\(10 + i * 5), 32], fill: \"red\", rotation: { from: 0, to: 90, duration: 1 } } ] },"
        }
        let document = try TimelineTestSupport.document("{ size: [64, 64], duration: 1, fps: 8, layers: [\(groups)] }")
        var budget = FrameBudget()
        budget.layerPixels = 10 * 64 * 64
        let renderer = try TimelineFileRenderer(document: document, settings: TimelineFileScene(document: document).defaultSettings, budget: budget)
        let alone = try (0..<8).map { try renderer.render(frame: $0) }
        let lock = NSLock()
        nonisolated(unsafe) var together: [Int: Pixmap] = [:]
        let group = DispatchGroup()
        for frame in 0..<8 {
            group.enter()
            Thread {
                let pixels = try? renderer.render(frame: frame)
                lock.withLock { together[frame] = pixels }
                group.leave()
            }.start()
        }
        group.wait()
        for frame in 0..<8 { #expect(together[frame] == alone[frame], "frame \(frame)") }
        // At most the pool plus the oldest frame's own nine layers, never sixteen frames' worth.
        #expect(renderer.layerPool.mostHeld <= budget.layerPixels + 9 * 64 * 64)
        #expect(renderer.layerPool.mostHeld >= 9 * 64 * 64)
    }
}

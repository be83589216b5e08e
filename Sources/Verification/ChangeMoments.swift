// The frames a recording picks when none are named: one a second is blind to
// a half-second slide between two whole seconds, so the picture itself says
// where things happen. Every frame is rendered once and compared with the one
// before; each run of changing frames contributes the frame it starts on,
// its middle and the first frame at rest after it (where the motion landed).
// Comparing whole frames, not the file's keyframes, covers every kind of
// scene (timeline files, Swift scenes, Lottie) with one rule.
import Raster

enum ChangeMoments {
    /// Frame 0, the last frame, every `seconds`-th second's frame (`regular`)
    /// and the start, middle and settling frame of every run of change.
    static func frames(frameCount: Int, regular: [Int], render: (Int) throws -> Pixmap) throws -> [Int] {
        var chosen = Set(regular)
        chosen.insert(0)
        chosen.insert(frameCount - 1)
        var previous = try render(0)
        var runStart: Int?
        for index in 1..<max(1, frameCount) {
            let current = try render(index)
            let changed = current != previous
            if changed, runStart == nil { runStart = index }
            if !changed, let start = runStart {
                // Frames start…index-1 changed; index is the first at rest.
                chosen.formUnion([start, start + (index - 1 - start) / 2, index])
                runStart = nil
            }
            previous = current
        }
        if let start = runStart { chosen.formUnion([start, start + (frameCount - 1 - start) / 2]) }
        return chosen.sorted()
    }
}

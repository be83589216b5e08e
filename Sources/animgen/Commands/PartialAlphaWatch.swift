// GIF has one transparent palette entry and no partial alpha: the encoder
// makes a pixel under 50 % alpha transparent and any other opaque (its colour
// unpremultiplied). An 82 % plate of a lower third so turns solid without a
// word. This scene wrapper looks at the frames on their way to the encoder
// and counts those with partly transparent pixels, so the command can say
// what happened and what keeps the alpha.
import AnimGen
import Frames
import Raster
import Synchronization

/// `scene`, whose renderers note frames with an alpha strictly between 0 and 255.
final class PartialAlphaWatch: AnimationScene, Sendable {
    let base: any AnimationScene
    private let found = Mutex<(frames: Int, example: Int?, alpha: UInt8)>((0, nil, 0))

    init(_ base: any AnimationScene) { self.base = base }

    var name: String { base.name }
    var summary: String { base.summary }
    var defaultSettings: SceneSettings { base.defaultSettings }

    func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer {
        Renderer(base: try base.makeRenderer(for: settings), watch: self)
    }

    /// What to tell the user, or nil when every pixel was opaque or clear.
    var note: String? {
        let (frames, example, alpha) = found.withLock { $0 }
        guard frames > 0, let example else { return nil }
        let percent = Int((Double(alpha) * 100 / 255).rounded())
        return "\(frames) frame\(frames == 1 ? "" : "s") (first: frame \(example)) had partly transparent pixels (e.g. \(percent) % alpha); GIF has no partial alpha, so those under 50 % became transparent and the rest opaque — write .webm, .mov, .apng or .webp to keep them, or pick a --background"
    }

    fileprivate func record(frame: Int, alpha: UInt8) {
        found.withLock { state in
            state.frames += 1
            if state.example == nil || frame < state.example! { state.example = frame; state.alpha = alpha }
        }
    }

    private final class Renderer: SceneRenderer {
        let base: any SceneRenderer
        let watch: PartialAlphaWatch
        init(base: any SceneRenderer, watch: PartialAlphaWatch) { self.base = base; self.watch = watch }

        var settings: SceneSettings { base.settings }
        var framesAreOpaque: Bool { base.framesAreOpaque }

        func render(frame index: Int) throws -> Pixmap {
            let pixmap = try base.render(frame: index)
            look(at: pixmap, frame: index)
            return pixmap
        }

        func render(frame index: Int, into canvas: Pixmap) throws {
            try base.render(frame: index, into: canvas)
            look(at: canvas, frame: index)
        }

        private func look(at pixmap: Pixmap, frame index: Int) {
            guard !base.framesAreOpaque else { return }
            // The most common partial alpha: a plate's, rather than an edge's.
            let partial: UInt8? = pixmap.withUnsafeBytes { bytes in
                var counts = [Int](repeating: 0, count: 256)
                var i = 3
                while i < bytes.count {
                    counts[Int(bytes[i])] += 1
                    i += 4
                }
                guard let top = (1..<255).max(by: { counts[$0] < counts[$1] }), counts[top] > 0 else { return nil }
                return UInt8(top)
            }
            if let partial { watch.record(frame: index, alpha: partial) }
        }
    }
}

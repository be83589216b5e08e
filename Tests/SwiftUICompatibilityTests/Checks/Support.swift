// Helpers for the checks: render a view the way a user would, read pixels
// in points. Not SwiftUI-style code, so it may use anything.
import AnimGen
import Testing

/// A rendered view, read in points at the render's scale.
struct Picture {
    let pixmap: Pixmap
    let scale: CGFloat

    /// The stored pixel under the point (x, y).
    func at(_ x: CGFloat, _ y: CGFloat) -> RGBA8 {
        pixmap.pixel(x: Int((x * scale).rounded(.down)), y: Int((y * scale).rounded(.down)))
    }

    func isClear(_ x: CGFloat, _ y: CGFloat) -> Bool { at(x, y).a == 0 }
    func isOpaque(_ x: CGFloat, _ y: CGFloat) -> Bool { at(x, y).a == 255 }
}

func render<V: View>(_ view: V, scale: CGFloat = 2) throws -> Picture {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    return Picture(pixmap: try renderer.render(), scale: scale)
}

/// Frame `index` of `view` animated on its own (its onAppear actions run at 0).
func frame<V: View>(_ index: Int, of view: V, width: Int, height: Int, fps: Int = 10, seconds: Double = 3) throws -> Picture {
    let frames = try ViewAnimation(view, width: width, height: height).makeRenderer(frameRate: try FrameRate(fps), duration: seconds)
    return Picture(pixmap: try frames.render(frame: index), scale: 1)
}

/// Components compared with a tolerance of `within` levels.
func matches(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, within: Int = 2) -> Bool {
    abs(Int(p.r) - r) <= within && abs(Int(p.g) - g) <= within && abs(Int(p.b) - b) <= within && p.a == 255
}

/// The folder holding the SwiftUI-style code files.
let swiftUICodeFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SwiftUICode")

extension Picture {
    /// The first and last pixel columns of row `y` (in pixels) whose alpha is at least half.
    func inkedColumns(row y: Int) -> ClosedRange<Int>? {
        let inked = (0..<pixmap.width).filter { pixmap.pixel(x: $0, y: y).a >= 128 }
        guard let first = inked.first, let last = inked.last else { return nil }
        return first...last
    }

    /// The first and last pixel rows of column `x` (in pixels) whose alpha is at least half.
    func inkedRows(column x: Int) -> ClosedRange<Int>? {
        let inked = (0..<pixmap.height).filter { pixmap.pixel(x: x, y: $0).a >= 128 }
        guard let first = inked.first, let last = inked.last else { return nil }
        return first...last
    }

    /// How many pixel rows of column `x` have alpha of at least half.
    func inkedRowCount(column x: Int) -> Int {
        (0..<pixmap.height).filter { pixmap.pixel(x: x, y: $0).a >= 128 }.count
    }

    /// Whether no pixel has any alpha.
    var isEmpty: Bool {
        for y in 0..<pixmap.height { for x in 0..<pixmap.width where pixmap.pixel(x: x, y: y).a != 0 { return false } }
        return true
    }
}

// A GIF's second stage (GIFEncoder runs it on its own thread): each frame
// is drawn over the last with the palette the first stage chose (Raster's
// PaletteMapper: unchanged and on-screen-enough pixels transparent, the
// image cropped, rare entries trimmed, alternates for LZW), and the image
// before it, whose delay is now known, is compressed. State carries from
// frame to frame, so frames come in order; the bytes depend on the frames
// alone (GIFEncoder's file comment).
import Raster

final class GIFFrameMapping {
    /// One frame for the stage: its straight RGBA, its GIF interval, and the
    /// palette to map it with when that changes at this frame.
    struct Frame {
        var pixels: [UInt8]
        var slot: Int
        var palette: [UInt32]?
    }

    let width: Int, height: Int
    private let alpha: AlphaHandling
    private let plays: Int
    private let timing: GIFTiming
    private let writer: GIFFileWriter
    private let trimBudget: Double
    private let mapper: PaletteMapper
    /// What is on screen (RGBA, alpha 0 or 255) and the source shown last.
    private var displayed: [UInt8]
    private var previous: [UInt8]?
    private var indices: [UInt8]
    private var alternates: [UInt8]
    /// The last image, held until the next one fixes its delay.
    private(set) var pending: GIFImage?
    /// Where opaque pixels may be on screen (drawn since the last clear).
    private var onScreen = PixelBox()

    init(width: Int, height: Int, alpha: AlphaHandling, plays: Int, timing: GIFTiming, writer: GIFFileWriter, trimBudget: Double) {
        self.width = width
        self.height = height
        self.alpha = alpha
        self.plays = plays
        self.timing = timing
        self.writer = writer
        self.trimBudget = trimBudget
        mapper = PaletteMapper(width: width, height: height)
        displayed = [UInt8](repeating: 0, count: width * height * 4)
        indices = [UInt8](repeating: 0, count: width * height)
        alternates = indices
    }

    /// Maps `frame` over what is on screen and compresses the image before it.
    func encode(_ frame: Frame) throws {
        if let palette = frame.palette { mapper.setPalette(palette) }
        let pixels = frame.pixels, slot = frame.slot
        let time = timing.centiseconds(slot: slot)
        var cleared = false
        var source = previous
        pixels.withUnsafeBufferPointer { s in
            displayed.withUnsafeMutableBufferPointer { d in
                if alpha == .unpremultiply, let held = pending,
                   mapper.needsClear(source: s.baseAddress!, displayed: d.baseAddress!) {
                    var box = onScreen
                    box.add(x: held.rect.x, y: held.rect.y)
                    box.add(x: held.rect.x + held.rect.width - 1, y: held.rect.y + held.rect.height - 1)
                    let rect = box.rect!
                    pending!.rect = rect
                    pending!.disposal = 2
                    mapper.clear(d.baseAddress!, rect: rect)
                    onScreen = PixelBox()
                    cleared = true
                    source = nil
                }
            }
        }
        let mapping = pixels.withUnsafeBufferPointer { s in
            displayed.withUnsafeMutableBufferPointer { d in
                indices.withUnsafeMutableBufferPointer { out in
                    if let source {
                        source.withUnsafeBufferPointer {
                            mapper.map(source: s.baseAddress!, previous: $0.baseAddress!, displayed: d.baseAddress!, indices: out.baseAddress!)
                        }
                    } else {
                        mapper.map(source: s.baseAddress!, previous: nil, displayed: d.baseAddress!, indices: out.baseAddress!)
                    }
                }
            }
        }
        previous = pixels
        onScreen.add(mapping)
        if let rect = mapping.rect {
            _ = pixels.withUnsafeBufferPointer { s in
                displayed.withUnsafeMutableBufferPointer { d in
                    indices.withUnsafeMutableBufferPointer { i in
                        mapper.trim(source: s.baseAddress!, indices: i.baseAddress!, displayed: d.baseAddress!, rect: rect, budget: trimBudget * Double(3 * width * height))
                    }
                }
            }
            displayed.withUnsafeBufferPointer { d in
                indices.withUnsafeBufferPointer { i in
                    alternates.withUnsafeMutableBufferPointer { mapper.alternates(displayed: d.baseAddress!, indices: i.baseAddress!, rect: rect, into: $0.baseAddress!) }
                }
            }
        }
        guard let rect = mapping.rect ?? ((pending == nil || cleared) ? (0, 0, 1, 1) : nil) else {
            return // nothing changed: the previous image stays on screen longer
        }
        if let last = pending {
            try writer.write(last, delay: time - last.time)
        } else {
            writer.writeHeader(width: width, height: height, plays: plays)
        }
        pending = GIFImage(rect: rect, palette: mapper.palette, time: time, indices: indices,
                           alternates: alternates, alternatesRect: mapping.rect, frameWidth: width)
    }
}

// Which file format a path asks for, and which frame sizes that format can
// hold: decided here only, so a front end's pre-flight check and the encoder
// can never disagree.
import Foundation
import ImageFiles
import Timeline

/// The output formats, chosen by file extension.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// H.264 (libx264) in MP4 (`.mp4` or `.m4v`), yuv420p, BT.709, limited
    /// range, +faststart. Width and height must be even.
    case mp4
    /// Animated GIF: palettes shared by stable frames, unchanged pixels
    /// transparent and images cropped to what changed, alpha kept without
    /// a background. Delays
    /// are whole centiseconds with the rounding spread so the total is exact;
    /// above 50 fps frames are dropped to play at 50 fps (2 cs each), since
    /// browsers slow 1 cs delays down to 10 cs.
    case gif
    /// VP9 in WebM; yuva420p (alpha kept, un-premultiplied) when `alpha`.
    case webm
    /// ProRes 4444 (prores_ks) in QuickTime, yuva444p10le with alpha.
    case mov
    /// Animated PNG (`.apng`): lossless RGBA (RGB over a background).
    case apng
    /// Animated WebP (libwebp_anim): lossless RGBA by default, lossy with
    /// `EncodeOptions.webpQuality`.
    case webp
    /// One PNG (RGBA, or RGB over `background`).
    case png
    /// Numbered PNGs: a file name with one `%0Nd` or `%d`, e.g.
    /// `out/seq/%04d.png` (see `SequencePattern`).
    case pngSequence

    /// The formats and how to name them, for messages.
    public static let validFormsText = ".mp4, .gif, .webm, .mov, .apng, .webp, .png, or a PNG sequence like out/seq/%04d.png"

    /// The format for a path, or an `.unsupportedFormat` error (also for a
    /// malformed sequence pattern). Looks at the text only, not the disk.
    public static func forPath(_ path: String) throws -> OutputFormat {
        if path.isEmpty || path.hasSuffix("/") {
            throw MediaError(.unsupportedFormat, what: "the output must be a file name", at: path,
                             fix: "write e.g. out/fx.mp4")
        }
        let ext = ((path as NSString).lastPathComponent as NSString).pathExtension.lowercased()
        if try SequencePattern(path) != nil {
            guard ext == "png" else {
                throw MediaError(.unsupportedFormat, what: "a numbered sequence must be PNG files", at: path,
                                 fix: "end the pattern with .png, e.g. out/seq/%04d.png")
            }
            return .pngSequence
        }
        switch ext {
        case "mp4", "m4v": return .mp4
        case "gif": return .gif
        case "webm": return .webm
        case "mov": return .mov
        case "apng": return .apng
        case "webp": return .webp
        case "png": return .png
        case "":
            throw MediaError(.unsupportedFormat, what: "the output file has no extension, so its format is unknown",
                             at: path, fix: "use \(validFormsText)")
        default:
            throw MediaError(.unsupportedFormat, what: "unknown output format .\(ext)", at: path,
                             fix: "use \(validFormsText)")
        }
    }

    /// The format for a path holding `clip` (``EncodeOptions/clip``): a
    /// `.png` given more than one frame is an APNG, so `-o anim.png` with a
    /// frame range animates in every browser and still shows its first
    /// frame in viewers without APNG.
    public static func forPath(_ path: String, clip: Range<Int>?) throws -> OutputFormat {
        let format = try forPath(path)
        return format == .png && (clip?.count ?? 0) > 1 ? .apng : format
    }

    /// Whether the format holds a whole animation in one file.
    public var isVideo: Bool { [.mp4, .gif, .webm, .mov, .apng, .webp].contains(self) }

    /// The format's name for people ("MP4", "PNG sequence").
    public var displayName: String {
        switch self {
        case .mp4: "MP4"
        case .gif: "GIF"
        case .webm: "WebM"
        case .mov: "QuickTime"
        case .apng: "APNG"
        case .webp: "WebP"
        case .png: "PNG"
        case .pngSequence: "PNG sequence"
        }
    }

    /// Refuses a frame size this format cannot store. The one odd-size
    /// policy: MP4's yuv420p halves colour resolution, so odd sides are
    /// refused (naming the nearest even sizes) rather than padded — a padded
    /// video would not be the size asked for.
    public func checkFrameSize(width: Int, height: Int) throws {
        let size = "\(width)x\(height)"
        guard width > 0, height > 0, width <= RenderLimits.maximumSide, height <= RenderLimits.maximumSide else {
            throw MediaError(.invalidSize, what: "frame size \(size) is outside 1x1…\(RenderLimits.maximumSide)x\(RenderLimits.maximumSide)",
                             at: size, fix: "choose a size within these limits")
        }
        guard self == .mp4, width % 2 != 0 || height % 2 != 0 else { return }
        let down = "\(max(2, width - width % 2))x\(max(2, height - height % 2))"
        let up = "\(width + width % 2)x\(height + height % 2)"
        throw MediaError(.invalidSize, what: "H.264 video in yuv420p needs an even width and height", at: size,
                         fix: (down == up ? "use \(up)" : "use \(down) or \(up)") + ", or write .gif, .png, .webm, .apng or .webp, which take any size")
    }
}

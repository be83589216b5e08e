// A render split into chunks (`--chunk I/N`): chunk I of N renders frames
// ⌊I·F/N⌋ ..< ⌊(I+1)·F/N⌋ of the F frames, so any N ≤ F tiles the whole
// animation with chunks within one frame of each other's length. An MP4's
// chunk boundaries are rounded to the nearest frame of H.264's key-frame
// grid (one a second), when that leaves no chunk empty, so every chunk
// starts where a whole render has a key frame. Each chunk
// file carries a tag in its container metadata (the "comment" key, which
// MP4, QuickTime and Matroska all store and read back) saying which render it
// belongs to, which chunk it is and which frames it holds: `concat` checks
// the set against these tags, never against file names alone.
import Foundation
import ImageFiles
import Raster
import Timeline

/// Which part of which render a chunk file holds.
public struct SegmentTag: Sendable, Equatable, CustomStringConvertible {
    /// Two tags are equal when they read the same in a file.
    public static func == (a: SegmentTag, b: SegmentTag) -> Bool { a.description == b.description }

    /// 0-based, as schedulers number array tasks.
    public var index: Int
    /// How many chunks the render is split into.
    public var count: Int
    /// Frames of the whole animation in this chunk.
    public var frames: Range<Int>
    /// Frames of the whole animation.
    public var totalFrames: Int
    /// Hash of everything that decides the pixels and the encoding (scene,
    /// settings, format options): chunks of one render share it.
    public var renderID: String
    /// The key-frame grid the boundaries are rounded to, or nil when they
    /// are not (another format, or too many chunks for the grid).
    public var keyframeGrid: Int?
    /// The render's frame rate; filled in by the encoder (nil until then),
    /// read back by the final step.
    public internal(set) var frameRate: FrameRate?
    /// How the final step encodes a GIF, APNG or WebP joined from lossless
    /// chunks: the plays, GIF rate, background and WebP quality the chunks
    /// were rendered with, so `concat` needs none of them again. Filled in by
    /// the encoder; the defaults are not written.
    public internal(set) var finalEncode = FinalEncodeOptions()
    /// How an MP4 chunk was encoded (``EncodingMode``), filled in by the
    /// encoder; nil for the other formats, whose bytes do not depend on it.
    /// Not part of ``renderID``, so `concat` can tell a mix of modes from
    /// chunks of another render and say which chunks to render again.
    public internal(set) var encoding: EncodingMode?

    /// The most chunks a render may be split into (and a tag may claim):
    /// far more than any scheduler's array, few enough that checking a set
    /// stays instant.
    public static let maximumCount = 100_000
    /// The most frames a tag may claim: an hour at 240 fps, the CLI's
    /// longest render, with room to spare.
    public static let maximumFrames = 10_000_000

    static let prefix = "animgen-chunk/1"
    /// The container metadata key the tag is stored under.
    static let metadataKey = "comment"

    /// Chunk `index` of `count` over `totalFrames` frames, its boundaries on
    /// `keyframeGrid` when every chunk keeps frames (``usableGrid(_:count:totalFrames:)``).
    public init(index: Int, count: Int, totalFrames: Int, renderID: String, keyframeGrid: Int? = nil) throws {
        guard count >= 1, (0..<count).contains(index) else {
            throw MediaError(.invalidOption, what: "chunk \(index) of \(count) does not exist",
                             at: "\(index)/\(count)", fix: "number chunks from 0 to \(max(0, count - 1)) (0-based, like Slurm's --array=0-\(max(0, count - 1)))")
        }
        guard count <= totalFrames else {
            throw MediaError(.invalidOption, what: "\(count) chunks of \(totalFrames) frames would leave chunks empty",
                             at: "\(index)/\(count)", fix: "use at most \(totalFrames) chunks")
        }
        guard count <= Self.maximumCount else {
            throw MediaError(.invalidOption, what: "\(count) chunks are more than the \(Self.maximumCount) a render may be split into",
                             at: "\(index)/\(count)", fix: "use at most \(Self.maximumCount) chunks")
        }
        guard totalFrames <= Self.maximumFrames else {
            throw MediaError(.invalidOption, what: "\(totalFrames) frames are more than the \(Self.maximumFrames) a chunked render may have",
                             at: "\(index)/\(count)", fix: "render a shorter clip (`clip: A-B`) per run")
        }
        self.index = index
        self.count = count
        self.totalFrames = totalFrames
        self.renderID = renderID
        self.keyframeGrid = Self.usableGrid(keyframeGrid, count: count, totalFrames: totalFrames)
        frames = Self.frames(index: index, count: count, totalFrames: totalFrames, grid: self.keyframeGrid)
    }

    /// The key-frame grid of `format`'s chunks at `frameRate` (MP4's: one
    /// key frame a second), nil for formats whose chunks start anywhere.
    public static func keyframeGrid(for format: OutputFormat, frameRate: FrameRate) -> Int? {
        format == .mp4 ? CodecSpec.keyframeInterval(seconds: CodecSpec.h264KeyframeSeconds, at: frameRate) : nil
    }

    /// The frames chunk `index` of `count` renders: ⌊I·F/N⌋ ..< ⌊(I+1)·F/N⌋,
    /// each boundary rounded to the nearest multiple of `grid` (halves up)
    /// when `grid` is given and leaves no chunk empty (``usableGrid(_:count:totalFrames:)``).
    public static func frames(index: Int, count: Int, totalFrames: Int, grid: Int? = nil) -> Range<Int> {
        let grid = usableGrid(grid, count: count, totalFrames: totalFrames)
        return boundary(index, count: count, totalFrames: totalFrames, grid: grid)
            ..< boundary(index + 1, count: count, totalFrames: totalFrames, grid: grid)
    }

    /// `grid` if `count` chunks of `totalFrames` frames on it all keep frames, else nil.
    /// Linear in `count`, without allocating.
    public static func usableGrid(_ grid: Int?, count: Int, totalFrames: Int) -> Int? {
        guard let grid, grid >= 1, grid <= totalFrames else { return nil }
        var previous = boundary(0, count: count, totalFrames: totalFrames, grid: grid)
        for i in stride(from: 1, through: count, by: 1) {
            let next = boundary(i, count: count, totalFrames: totalFrames, grid: grid)
            guard previous < next else { return nil }
            previous = next
        }
        return grid
    }

    private static func boundary(_ i: Int, count: Int, totalFrames: Int, grid: Int?) -> Int {
        let plain = i * totalFrames / count
        guard let grid, i < count else { return plain }
        return min(totalFrames, (plain + grid / 2) / grid * grid)
    }

    /// `animgen-chunk/1 render=ID chunk=I/N frames=A-B total=F rate=P/Q` (B
    /// exclusive; `rate` only once the encoder has set it: a verify
    /// report's tag has none), then any of `loop=N gif-fps=P/Q
    /// background=RRGGBB webp-quality=Q encoding=fast|reproducible`.
    public var description: String {
        "\(Self.prefix) render=\(renderID) chunk=\(index)/\(count) frames=\(frames.lowerBound)-\(frames.upperBound) total=\(totalFrames)"
            + (frameRate.map { " rate=\($0.numerator)/\($0.denominator)" } ?? "")
            + (keyframeGrid.map { " grid=\($0)" } ?? "") + finalEncode.fields.map { " \($0.key)=\($0.value)" }.joined()
            + (encoding.map { " encoding=\($0.rawValue)" } ?? "")
    }

    /// Reads a tag written by ``description``; nil for any other text,
    /// including a tag whose numbers are out of range (a chunk outside
    /// 0 ..< count, more than ``maximumCount`` chunks or
    /// ``maximumFrames`` frames, frames outside the total, a grid wider
    /// than the render): nothing read from a file is trusted.
    public init?(parsing text: String) {
        guard text.utf8.count <= 4096 else { return nil }
        let words = text.split(separator: " ")
        guard words.first.map(String.init) == Self.prefix else { return nil }
        var fields: [String: String] = [:]
        for word in words.dropFirst() {
            guard let eq = word.firstIndex(of: "=") else { return nil }
            fields[String(word[..<eq])] = String(word[word.index(after: eq)...])
        }
        func pair(_ key: String, _ separator: Character) -> (Int, Int)? {
            guard let parts = fields[key]?.split(separator: separator, omittingEmptySubsequences: false), parts.count == 2,
                  let a = Int(parts[0]), let b = Int(parts[1]) else { return nil }
            return (a, b)
        }
        guard let id = fields["render"], !id.isEmpty, let (i, n) = pair("chunk", "/"), let (a, b) = pair("frames", "-"),
              let total = fields["total"].flatMap(Int.init),
              (1...Self.maximumFrames).contains(total), (1...min(total, Self.maximumCount)).contains(n), (0..<n).contains(i),
              0 <= a, a <= b, b <= total else { return nil }
        if fields["rate"] != nil {
            guard let (p, q) = pair("rate", "/"), let rate = try? FrameRate(numerator: p, denominator: q) else { return nil }
            frameRate = rate
        }
        guard let finalEncode = FinalEncodeOptions(fields: fields) else { return nil }
        self.finalEncode = finalEncode
        if let text = fields["encoding"] {
            guard let mode = EncodingMode(rawValue: text) else { return nil }
            encoding = mode
        }
        if let text = fields["grid"] {
            guard let grid = Int(text), (1...total).contains(grid) else { return nil }
            keyframeGrid = grid
        }
        index = i
        count = n
        frames = a..<b
        totalFrames = total
        renderID = id
    }

    /// The chunk file for the final output `path`: `out/fx.mp4` →
    /// `out/fx.chunk-0002-of-0004.mp4`. Formats encoded once at the end (GIF)
    /// get a lossless Matroska intermediate: `out/fx.chunk-0002-of-0004.gif.mkv`.
    public func path(forOutput path: String) throws -> String {
        try Self.path(forOutput: path, index: index, count: count)
    }

    /// The file name of chunk `index` of `count` for the final output `path`.
    public static func path(forOutput path: String, index: Int, count: Int) throws -> String {
        let format = try OutputFormat.forPath(path)
        let chunk = chunkPath(for: path, index: index, count: count)
        return format.needsFinalEncode ? chunk + ".mkv" : chunk
    }

    /// `out/name.ext` → `out/name.chunk-000I-of-000N.ext`, whatever the
    /// extension (also for files other than media, like verify's reports).
    public static func chunkPath(for path: String, index: Int, count: Int) -> String {
        let ns = path as NSString
        let ext = ns.pathExtension
        let width = max(4, String(count).count)
        func padded(_ n: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let chunk = "\(ns.deletingPathExtension).chunk-\(padded(index))-of-\(padded(count))"
        return ext.isEmpty ? chunk : "\(chunk).\(ext)"
    }

    /// Every chunk file of `count` for the final output `path`, in order.
    public static func paths(forOutput path: String, count: Int) throws -> [String] {
        try (0..<count).map { try Self.path(forOutput: path, index: $0, count: count) }
    }
}

/// The options of a GIF, APNG or WebP that its final encode needs (see
/// ``SegmentTag/finalEncode``).
public struct FinalEncodeOptions: Sendable, Equatable {
    /// How many times a GIF plays (0: forever), as `EncodeOptions.gifLoop`.
    public var gifLoop = 0
    /// The GIF's own frame rate, if it drops frames.
    public var gifFrameRate: FrameRate?
    /// The colour the frames were composited over, if any.
    public var background: RGBA8?
    /// Lossy WebP quality; nil for lossless.
    public var webpQuality: Int?

    /// The defaults: a GIF that loops forever, at the animation's rate, with alpha, lossless WebP.
    public init() {}

    init(_ options: EncodeOptions) {
        gifLoop = options.gifLoop
        gifFrameRate = options.gifFrameRate
        background = options.background
        webpQuality = options.webpQuality
    }

    /// The options to encode the final file with.
    var encodeOptions: EncodeOptions {
        EncodeOptions(background: background, gifLoop: gifLoop, gifFrameRate: gifFrameRate, webpQuality: webpQuality)
    }

    /// The tag's words for what differs from the defaults, in a fixed order.
    var fields: [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = []
        if gifLoop != 0 { fields.append(("loop", "\(gifLoop)")) }
        if let rate = gifFrameRate { fields.append(("gif-fps", "\(rate.numerator)/\(rate.denominator)")) }
        if let c = background {
            fields.append(("background", [c.r, c.g, c.b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()))
        }
        if let q = webpQuality { fields.append(("webp-quality", "\(q)")) }
        return fields
    }

    /// Reads the words back; nil when one is malformed.
    init?(fields: [String: String]) {
        if let text = fields["loop"] {
            guard let n = Int(text), (0...65535).contains(n) else { return nil }
            gifLoop = n
        }
        if let text = fields["gif-fps"] {
            let parts = text.split(separator: "/")
            guard parts.count == 2, let p = Int(parts[0]), let q = Int(parts[1]),
                  let rate = try? FrameRate(numerator: p, denominator: q) else { return nil }
            gifFrameRate = rate
        }
        if let text = fields["background"] {
            guard text.count == 6, let v = UInt32(text, radix: 16) else { return nil }
            background = RGBA8(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF), a: 255)
        }
        if let text = fields["webp-quality"] {
            guard let q = Int(text), (0...100).contains(q) else { return nil }
            webpQuality = q
        }
    }
}

extension OutputFormat {
    /// Whether chunks of this format are lossless intermediates encoded
    /// once by the final step (a GIF's timing spreads its rounding over the
    /// whole clip), rather than pieces joined by stream copy.
    public var needsFinalEncode: Bool { [.gif, .apng, .webp].contains(self) }

    /// Whether chunks of this format are joined by `concatenateSegments`
    /// (a PNG sequence's chunks write their numbered files in place).
    public var joinsSegments: Bool { [.mp4, .webm, .mov, .gif, .apng, .webp].contains(self) }
}

// PNG output: one file, or a numbered sequence (`out/seq/%04d.png`). The
// PNG compression runs inside the converter, so in a FramePipeline it happens
// on the render workers; the encoder thread only writes bytes. A single file
// is written atomically (temporary name, then rename); a sequence is staged
// in a hidden folder and moved in at the end (SequenceStaging.swift).
import CFFmpeg
import Foundation
import ImageFiles
import Raster

/// Writes one PNG, or one PNG per frame for a `%0Nd` path.
final class PNGSequenceWriter: FrameEncoder {
    let width: Int, height: Int
    let path: String
    private let format: AVPixelFormat
    private let alpha: AlphaHandling
    /// Where the bytes go: one atomic file, or a staged sequence.
    private let single: AtomicOutput?
    private let sequence: SequenceStaging?
    private var index = 0
    private var written = 0
    private var state: EncoderState = .open
    private lazy var ownConverter: Result<FrameConverter, Error> = Result { try makeConverter() }

    /// - Parameters:
    ///   - firstFrame: the number of the first file (a chunk's first frame).
    ///   - partOfSet: other chunks write the rest of the sequence: its
    ///     folder is shared and their frames are kept (see `SequenceStaging`).
    init(path: String, width: Int, height: Int, options: EncodeOptions, single: Bool,
         firstFrame: Int = 0, partOfSet: Bool = false) throws {
        guard options.crf == nil, options.preset == nil else {
            throw MediaError(.invalidOption, "crf and preset apply to MP4/WebM only; PNG is lossless. Remove them or write .mp4.")
        }
        self.path = URL(fileURLWithPath: path).path
        self.width = width
        self.height = height
        if let bg = options.background {
            format = AV_PIX_FMT_RGB24
            alpha = .over(r: bg.r, g: bg.g, b: bg.b)
        } else {
            format = AV_PIX_FMT_RGBA
            alpha = .unpremultiply
        }
        // Check (and create) the folder now, so a bad path fails before rendering.
        if single {
            self.single = try AtomicOutput(path: self.path)
            sequence = nil
        } else {
            guard let pattern = try SequencePattern(self.path) else {
                throw MediaError(.invalidOption, "\(path) has no frame-number pattern. Use e.g. out/seq/%04d.png.")
            }
            self.single = nil
            sequence = try SequenceStaging(pattern: pattern, partOfSet: partOfSet)
        }
        index = firstFrame
    }

    deinit { if state == .open { discard() } }

    func makeConverter() throws -> FrameConverter {
        let c = try FrameConverter(width: width, height: height, format: format, alpha: alpha, color: .none)
        c.png = try PNGCodec(width: width, height: height, format: format)
        return c
    }

    func append(_ pixmap: Pixmap) throws {
        try state.checkOpen(path)
        try append(try ownConverter.get().prepare(pixmap))
    }

    func append(_ prepared: PreparedFrame) throws {
        try state.checkOpen(path)
        guard let bytes = prepared.encoded else {
            throw MediaError(.misuse, "A prepared frame for another encoder was appended to \(path). Use this encoder's makeConverter().")
        }
        if single != nil, written > 0 {
            fail()
            throw MediaError(.misuse, "\(path) is a single PNG but more than one frame was appended. Use a pattern such as out/seq/%04d.png for a sequence.")
        }
        do {
            if let single {
                try bytes.withUnsafeBytes { try writeFile($0, to: single.openForWriting(), for: path) }
            } else {
                try sequence!.write(bytes, frame: index)
            }
        } catch {
            fail()
            throw error
        }
        index += 1
        written += 1
    }

    func finish(unless cancellation: CancellationFlag?) throws {
        try state.checkOpen(path)
        if written == 0 {
            fail()
            throw MediaError(.misuse, "No frame was appended for \(path); nothing written.")
        }
        do {
            try single?.commit(unless: cancellation)
            try sequence?.commit(unless: cancellation)
        } catch {
            state = .failed
            throw error
        }
        state = .finished
    }

    func cancel() {
        guard state == .open else { return }
        state = .cancelled
        discard()
    }

    private func fail() {
        state = .failed
        discard()
    }

    /// A sequence is one output: abandoning it removes the frames already written.
    private func discard() {
        single?.discard()
        sequence?.discard()
    }
}

/// Writes `pixmap` as a PNG at `url` (atomically). Straight RGBA keeps the
/// alpha; with `background`, the image is composited and stored as RGB.
/// With `cancellation`, the file is renamed into place only if it is not set
/// first (see `FrameEncoder.finish(unless:)`).
public func writePNG(_ pixmap: Pixmap, to url: URL, background: RGBA8? = nil,
                     cancellation: CancellationFlag? = nil) throws {
    FFmpegLog.ensureInstalled()
    let writer = try PNGSequenceWriter(path: url.path, width: pixmap.width, height: pixmap.height,
                                       options: EncodeOptions(background: background), single: true)
    try writer.append(pixmap)
    try writer.finish(unless: cancellation)
}

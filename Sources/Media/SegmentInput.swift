// One chunk file open for reading: its tag, its video stream, its packets
// (for stream copy) or its decoded frames (for the lossless intermediates).
import CFFmpeg
import Foundation
import ImageFiles
import Timeline

final class SegmentInput {
    let path: String
    let tag: SegmentTag
    /// The tag's frame rate (a parsed tag always has one).
    let rate: FrameRate
    private var format: UnsafeMutablePointer<AVFormatContext>?
    let stream: UnsafeMutablePointer<AVStream>
    var parameters: UnsafeMutablePointer<AVCodecParameters> { stream.pointee.codecpar }

    /// Opens the chunk at `path` and reads its tag. `streams` also reads
    /// the stream's parameters (decoding a frame for some codecs), which
    /// joining needs and reading the tag does not.
    init(path: String, streams: Bool = true) throws {
        self.path = path
        if let problem = inputFileProblem(atPath: path) {
            throw MediaError(.fileNotFound, what: "the chunk file \(problem)", at: path,
                             fix: "check the path; a missing chunk is re-rendered with its `segment: I/N`")
        }
        var fmt: UnsafeMutablePointer<AVFormatContext>?
        var err = avformat_open_input(&fmt, path, nil, nil)
        guard err >= 0, let opened = fmt else {
            throw MediaError(.corruptInput, what: "cannot open the chunk file (\(averrorString(err)))", at: path,
                             fix: "it may be truncated: re-render the chunk")
        }
        format = opened
        // The container's header gives the size before anything is decoded;
        // finding the stream's parameters decodes a frame, capped alike.
        if let problem = Self.sizeProblem(opened) {
            avformat_close_input(&format)
            throw MediaError(.corruptInput, what: "the chunk's frames are \(problem)", at: path,
                             fix: "renders are limited to \(RenderLimits.maximumSide) pixels a side: the file is damaged or not one animgen wrote")
        }
        if streams {
            var options = [OpaquePointer?](repeating: nil, count: Int(opened.pointee.nb_streams))
            for i in options.indices { av_dict_set(&options[i], "max_pixels", String(Self.maximumPixels), 0) }
            err = options.withUnsafeMutableBufferPointer { avformat_find_stream_info(opened, $0.baseAddress) }
            for i in options.indices { av_dict_free(&options[i]) }
        }
        let video = av_find_best_stream(opened, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard err >= 0, video >= 0, let st = opened.pointee.streams[Int(video)], Self.sizeProblem(opened) == nil else {
            avformat_close_input(&format)
            throw MediaError(.corruptInput, what: "the chunk file has no readable video stream", at: path,
                             fix: "it may be truncated: re-render the chunk")
        }
        stream = st
        let entry = av_dict_get(opened.pointee.metadata, SegmentTag.metadataKey, nil, 0)
        guard let text = entry.map({ String(cString: $0.pointee.value) }), let tag = SegmentTag(parsing: text),
              let rate = tag.frameRate else {
            avformat_close_input(&format)
            throw MediaError(.corruptInput, what: "the file is not an animgen chunk (it has no chunk tag)", at: path,
                             fix: "join only files written with `segment: I/N`")
        }
        self.tag = tag
        self.rate = rate
    }

    deinit { avformat_close_input(&format) }

    /// The most pixels a chunk's frame may hold: a render's largest frame.
    static let maximumPixels = RenderLimits.maximumSide * RenderLimits.maximumSide

    /// What is wrong with the size of a video stream of `format` ("16000x16000"),
    /// or nil when every declared size is within the render limits.
    private static func sizeProblem(_ format: UnsafeMutablePointer<AVFormatContext>) -> String? {
        for i in 0..<Int(format.pointee.nb_streams) {
            guard let parameters = format.pointee.streams[i]?.pointee.codecpar,
                  parameters.pointee.codec_type == AVMEDIA_TYPE_VIDEO else { continue }
            let w = Int(parameters.pointee.width), h = Int(parameters.pointee.height)
            if w > RenderLimits.maximumSide || h > RenderLimits.maximumSide || w < 0 || h < 0 { return "\(w)x\(h)" }
        }
        return nil
    }

    /// Whether this chunk's stream can follow `other`'s in one file.
    func sameStream(as other: SegmentInput) -> Bool {
        let a = parameters.pointee, b = other.parameters.pointee
        guard a.codec_id == b.codec_id, a.width == b.width, a.height == b.height, a.format == b.format,
              a.color_range == b.color_range, a.color_space == b.color_space,
              a.color_primaries == b.color_primaries, a.color_trc == b.color_trc,
              a.extradata_size == b.extradata_size,
              stream.pointee.time_base.num == other.stream.pointee.time_base.num,
              stream.pointee.time_base.den == other.stream.pointee.time_base.den else { return false }
        return a.extradata_size == 0 || memcmp(a.extradata, b.extradata, Int(a.extradata_size)) == 0
    }

    /// Calls `body` with each packet of the video stream, in file order.
    func forEachPacket(_ body: (UnsafeMutablePointer<AVPacket>) throws -> Void) throws {
        var owned = av_packet_alloc()
        defer { av_packet_free(&owned) }
        guard let packet = owned else { throw MediaError(.ffmpeg, "Out of memory reading \(path).") }
        while true {
            let err = av_read_frame(format, packet)
            if err == cff_averror_eof() { return }
            if err < 0 {
                throw MediaError(.corruptInput, what: "reading the chunk failed (\(averrorString(err)))", at: path,
                                 fix: "it may be truncated: re-render the chunk")
            }
            defer { av_packet_unref(packet) }
            if packet.pointee.stream_index == stream.pointee.index { try body(packet) }
        }
    }

    /// Decodes every frame of the video stream, in order.
    func decodeFrames(_ body: (UnsafeMutablePointer<AVFrame>) throws -> Void) throws {
        guard let decoder = avcodec_find_decoder(parameters.pointee.codec_id) else {
            throw MediaError(.codecMissing, what: "this FFmpeg cannot decode the chunk's codec", at: path, fix: "install Debian's libavcodec59")
        }
        var codec = avcodec_alloc_context3(decoder)
        var frame = av_frame_alloc()
        defer { avcodec_free_context(&codec); av_frame_free(&frame) }
        guard let codec, let frame else { throw MediaError(.ffmpeg, "Out of memory decoding \(path).") }
        avcodec_parameters_to_context(codec, parameters)
        codec.pointee.max_pixels = Int64(Self.maximumPixels)
        var err = avcodec_open2(codec, decoder, nil)
        if err < 0 { throw MediaError.ffmpeg("Opening the decoder", path: path, code: err) }
        func drain() throws {
            while true {
                err = avcodec_receive_frame(codec, frame)
                if err == cff_averror_eagain() || err == cff_averror_eof() { return }
                if err < 0 { throw MediaError.ffmpeg("Decoding the chunk", path: path, code: err, hint: "Re-render the chunk") }
                defer { av_frame_unref(frame) }
                try body(frame)
            }
        }
        try forEachPacket { packet in
            err = avcodec_send_packet(codec, packet)
            if err < 0 { throw MediaError.ffmpeg("Decoding the chunk", path: path, code: err, hint: "Re-render the chunk") }
            try drain()
        }
        avcodec_send_packet(codec, nil)
        try drain()
    }
}

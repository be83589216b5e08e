// One frame → one palette → one dithered PAL8 frame, through libavfilter:
// buffer → split → palettegen (stats of this frame only) → paletteuse.
// A fresh graph per frame: the frame's palette then depends on nothing but
// the frame, so any worker thread can quantize any frame (deterministic,
// parallel), and end-of-stream flushes the graph without waiting for a
// next frame. Building the graph costs well under a millisecond; the
// quantization itself tens of milliseconds at 720p.
import CFFmpeg

/// The filter description; see GIFEncoder.swift for why Sierra-2.
let gifPaletteFilters = "split[a][b];[a]palettegen=stats_mode=single:max_colors=256[p];[b][p]paletteuse=new=1:dither=sierra2"

/// Quantizes BGRA `frame` to a PAL8 frame with its own palette.
func quantizeForGIF(_ frame: UnsafeMutablePointer<AVFrame>) throws -> PreparedFrame {
    var graph = avfilter_graph_alloc()
    defer { avfilter_graph_free(&graph) }
    guard let g = graph else { throw MediaError(.ffmpeg, "Out of memory (GIF palette filter graph).") }
    g.pointee.nb_threads = 1
    var source: UnsafeMutablePointer<AVFilterContext>?, sink: UnsafeMutablePointer<AVFilterContext>?
    let args = "video_size=\(frame.pointee.width)x\(frame.pointee.height):pix_fmt=\(AV_PIX_FMT_BGRA.rawValue):time_base=1/100:pixel_aspect=1/1"
    var err = avfilter_graph_create_filter(&source, avfilter_get_by_name("buffer"), "in", args, nil, g)
    if err >= 0 { err = avfilter_graph_create_filter(&sink, avfilter_get_by_name("buffersink"), "out", nil, nil, g) }
    if err < 0 { throw MediaError.ffmpeg("Creating the GIF palette filters", path: "GIF frame", code: err) }
    var outs = avfilter_inout_alloc(), ins = avfilter_inout_alloc()
    defer { avfilter_inout_free(&outs); avfilter_inout_free(&ins) }
    guard let o = outs, let i = ins else { throw MediaError(.ffmpeg, "Out of memory (GIF palette filter graph).") }
    o.pointee.name = av_strdup("in")
    o.pointee.filter_ctx = source
    i.pointee.name = av_strdup("out")
    i.pointee.filter_ctx = sink
    err = avfilter_graph_parse_ptr(g, gifPaletteFilters, &ins, &outs, nil)
    if err >= 0 { err = avfilter_graph_config(g, nil) }
    if err < 0 {
        throw MediaError.ffmpeg("Setting up palettegen/paletteuse", path: "GIF frame", code: err,
                                hint: "This needs libavfilter8 (Debian 12: apt-get install libavfilter8)")
    }
    // KEEP_REF: the caller still owns `frame`.
    err = av_buffersrc_add_frame_flags(source, frame, Int32(AV_BUFFERSRC_FLAG_KEEP_REF))
    if err >= 0 { err = av_buffersrc_add_frame_flags(source, nil, 0) }
    if err < 0 { throw MediaError.ffmpeg("Feeding a frame to the GIF palette filters", path: "GIF frame", code: err) }
    guard let out = av_frame_alloc() else { throw MediaError(.ffmpeg, "Out of memory (GIF frame).") }
    let result = PreparedFrame(frame: out) // frees `out` if the sink fails
    err = av_buffersink_get_frame(sink, out)
    if err < 0 { throw MediaError.ffmpeg("Building a GIF palette", path: "GIF frame", code: err) }
    return result
}

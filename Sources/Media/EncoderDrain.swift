// The closing encoder of one second of an MP4, flushed on a thread of its
// own while the next second's encoder already takes frames. x264 holds its
// lookahead (40 frames at preset medium) until the flush, so flushing on the
// encoding thread paused the whole pipeline once a second while x264 worked
// through them with ever fewer frames left to spread over its threads. Here
// the flush overlaps the next second's rendering and lookahead; its packets
// are collected and written, in order, before any packet of the next
// encoder (MuxedOutput holds those back until then), so the file's bytes
// are the synchronous flush's bytes.
import CFFmpeg
import Foundation
import ImageFiles
import Synchronization

final class EncoderDrain: @unchecked Sendable {
    /// The flushed packets, timestamps already in the stream's time base,
    /// in the encoder's order; read only after ``wait()``.
    private(set) var packets: [UnsafeMutablePointer<AVPacket>] = []
    /// Why the flush failed, if it did; read only after ``wait()``.
    private(set) var failure: Error?
    private let finished = Atomic<Bool>(false)
    private let done = DispatchSemaphore(value: 0)
    private var waited = false
    /// The encoder being flushed; only the drain's thread touches it.
    private var codec: UnsafeMutablePointer<AVCodecContext>?

    /// Starts flushing `codec`, which the drain owns and frees. Packets of
    /// frames before `dropsBefore` (a segment's head) are dropped, the rest
    /// rescaled from the codec's time base to `streamTimeBase`.
    init(codec: UnsafeMutablePointer<AVCodecContext>, dropsBefore: Int64?, streamTimeBase: AVRational,
         streamIndex: Int32, describe: @escaping @Sendable (Int32) -> MediaError) {
        self.codec = codec
        let thread = Thread { [self] in
            flush(self.codec!, dropsBefore: dropsBefore, streamTimeBase: streamTimeBase, streamIndex: streamIndex, describe: describe)
            avcodec_free_context(&self.codec)
            finished.store(true, ordering: .releasing)
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    private func flush(_ codec: UnsafeMutablePointer<AVCodecContext>, dropsBefore: Int64?, streamTimeBase: AVRational,
                       streamIndex: Int32, describe: (Int32) -> MediaError) {
        var err = avcodec_send_frame(codec, nil)
        while err >= 0 {
            guard let packet = av_packet_alloc() else { err = -12; break }  // ENOMEM
            err = avcodec_receive_packet(codec, packet)
            if err < 0 {
                var p: UnsafeMutablePointer<AVPacket>? = packet
                av_packet_free(&p)
                break
            }
            if let start = dropsBefore, packet.pointee.pts < start {
                var p: UnsafeMutablePointer<AVPacket>? = packet
                av_packet_free(&p)
                continue
            }
            av_packet_rescale_ts(packet, codec.pointee.time_base, streamTimeBase)
            packet.pointee.stream_index = streamIndex
            packets.append(packet)
        }
        if err != cff_averror_eof() { failure = describe(err) }
    }

    /// Whether the flush has ended (without waiting).
    var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// Waits for the flush to end.
    func wait() {
        guard !waited else { return }
        done.wait()
        waited = true
    }

    /// Waits, then frees the packets not taken.
    func discard() {
        wait()
        for var p in packets.map(Optional.some) { av_packet_free(&p) }
        packets = []
    }

    /// Hands the packets over (the caller frees them); waits first.
    func takePackets() -> [UnsafeMutablePointer<AVPacket>] {
        wait()
        defer { packets = [] }
        return packets
    }
}

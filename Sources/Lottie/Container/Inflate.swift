import CZlib
import Foundation

/// zlib inflation with a bound on the output, so a small bomb cannot grow
/// into gigabytes.
enum Inflate {
    enum Format {
        /// gzip or zlib headers, detected (a .tgs).
        case gzip
        /// Raw deflate (a zip entry).
        case raw
    }

    static func inflate(_ input: Data, format: Format, limit: Int, what: String) throws -> Data {
        var stream = z_stream()
        let bits: Int32 = format == .gzip ? 15 + 32 : -15
        guard animgen_inflate_init2(&stream, bits) == Z_OK else {
            throw LottieError(at: nil, "zlib could not start inflating \(what)", fix: "check that zlib is installed")
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        var status: Int32 = Z_OK
        try input.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.bindMemory(to: Bytef.self).baseAddress else {
                throw LottieError(at: nil, "\(what) is empty", fix: "give a complete file")
            }
            stream.next_in = UnsafeMutablePointer(mutating: base)
            stream.avail_in = uInt(raw.count)
            repeat {
                let produced: Int = buffer.withUnsafeMutableBytes { out in
                    stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                    stream.avail_out = uInt(chunk)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return chunk - Int(stream.avail_out)
                }
                if status != Z_OK && status != Z_STREAM_END && !(status == Z_BUF_ERROR && produced > 0) {
                    throw LottieError(at: nil, "\(what) is not valid compressed data (zlib status \(status))",
                                      fix: "give an intact file; a .tgs is gzip-compressed Lottie JSON")
                }
                output.append(buffer, count: produced)
                if output.count > limit {
                    throw LottieError(at: nil, "\(what) inflates to more than \(limit) bytes",
                                      fix: "give a smaller animation (this may be a compression bomb)")
                }
                if produced == 0 && stream.avail_in == 0 && status != Z_STREAM_END {
                    throw LottieError(at: nil, "\(what) ends before its compressed data does", fix: "give the complete file")
                }
            } while status != Z_STREAM_END
        }
        return output
    }
}

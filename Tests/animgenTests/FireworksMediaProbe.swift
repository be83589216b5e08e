import Foundation
import Testing

/// Reads back what `animgen` wrote with FFmpeg's own command-line tools, an
/// implementation independent of the in-process encoders under test.
enum MediaProbe {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `program` (looked up on PATH) and returns its stdout; throws with
    /// its stderr when it fails.
    static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting, or a large output would block the child.
        let errReader = Thread { _ = err.fileHandleForReading.readDataToEndOfFile() }
        errReader.start()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return data
    }

    /// ffprobe's view of the first video stream and the container, with the
    /// frames decoded and counted (`nb_read_frames`).
    static func probe(_ path: String) throws -> (stream: [String: Any], format: [String: Any]) {
        let data = try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                       "-show_streams", "-show_format", "-of", "json", path])
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let stream = (json["streams"] as? [[String: Any]])?.first,
              let format = json["format"] as? [String: Any]
        else { throw Failure(description: "ffprobe gave no video stream for \(path)") }
        return (stream, format)
    }

    /// Every decoded frame's duration in the stream's time base, in order.
    static func frameDurations(_ path: String) throws -> [Int] {
        let data = try run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                       "frame=duration,pkt_duration", "-of", "json", path])
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let frames = json["frames"] as? [[String: Any]]
        else { throw Failure(description: "ffprobe listed no frames for \(path)") }
        // FFmpeg 5.1 names it pkt_duration; later versions duration.
        return frames.map { frame in
            (frame.text("duration") ?? frame.text("pkt_duration")).flatMap { Int($0) } ?? -1
        }
    }

    /// One MD5 per decoded frame, computed on RGBA pixels (FFmpeg's framemd5
    /// muxer): equal lists mean equal decoded pictures.
    static func frameHashes(_ path: String) throws -> [String] {
        let text = String(decoding: try run("ffmpeg", ["-v", "error", "-i", path, "-map", "0:v",
                                                        "-c:v", "rawvideo", "-pix_fmt", "rgba",
                                                        "-f", "framemd5", "-"]), as: UTF8.self)
        // Data lines: stream, dts, pts, duration, size, hash; '#' lines are headers.
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    /// The decoded pixels of an image as straight RGBA bytes.
    static func rgba(_ path: String) throws -> Data {
        try run("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
    }
}

extension Dictionary where Key == String, Value == Any {
    /// A field as text, whether ffprobe wrote it as a string or a number.
    func text(_ key: String) -> String? {
        switch self[key] {
        case let s as String: s
        case let n as NSNumber: n.stringValue
        default: nil
        }
    }
}

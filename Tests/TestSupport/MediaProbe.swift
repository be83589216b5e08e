// The test targets' one way to run FFmpeg's command-line tools: ffprobe and
// ffmpeg read back what animgen wrote, an implementation independent of the
// in-process encoders under test.
import Foundation

/// What a finished program printed and how it exited.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: Data
    public var stderr: String
}

/// Runs `executable` (in `directory` when given), feeding it `stdin`, and
/// captures its output whatever its exit status. Both pipes are read at
/// once: reading one to its end first deadlocks as soon as the child fills
/// the other (64 KB — a sanitizer's report does).
public func runProcess(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                       stdin: Data? = nil) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    if stdin != nil { process.standardInput = input }
    try process.run()
    if let stdin {
        Thread.detachNewThread {
            input.fileHandleForWriting.write(stdin)
            try? input.fileHandleForWriting.close()
        }
    }
    // A thread of its own, not a Dispatch worker: when every worker of the
    // global queue is blocked, a queued reader would never start.
    nonisolated(unsafe) var errData = Data()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        errData = err.fileHandleForReading.readDataToEndOfFile()
        done.signal()
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, stdout: data, stderr: String(decoding: errData, as: UTF8.self))
}

/// Reads media files with FFmpeg's own tools.
public enum MediaProbe {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// Runs `program` (looked up on PATH), feeding it `stdin`, and captures
    /// its output whatever its exit status.
    public static func command(_ program: String, _ arguments: [String], stdin: Data? = nil) throws -> CommandResult {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), [program] + arguments, stdin: stdin)
    }

    /// Runs `program` and returns its stdout; throws with its stderr when it fails.
    public static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let result = try command(program, arguments)
        guard result.status == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) exited with \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    /// ffprobe's view of the first video stream and the container, with the
    /// frames decoded and counted (`nb_read_frames`).
    public static func probe(_ path: String) throws -> (stream: [String: Any], format: [String: Any]) {
        let data = try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                       "-show_streams", "-show_format", "-of", "json", path])
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let stream = (json["streams"] as? [[String: Any]])?.first,
              let format = json["format"] as? [String: Any]
        else { throw Failure(description: "ffprobe gave no video stream for \(path)") }
        return (stream, format)
    }

    /// Every decoded frame's duration in the stream's time base, in order.
    public static func frameDurations(_ path: String) throws -> [Int] {
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
    public static func frameHashes(_ path: String) throws -> [String] {
        let text = String(decoding: try run("ffmpeg", ["-v", "error", "-i", path, "-map", "0:v",
                                                        "-c:v", "rawvideo", "-pix_fmt", "rgba",
                                                        "-f", "framemd5", "-"]), as: UTF8.self)
        // Data lines: stream, dts, pts, duration, size, hash; '#' lines are headers.
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    /// Every decoded frame of `url` as packed pixels in `pixFmt`.
    public static func decodeAll(_ url: URL, pixFmt: String = "rgb24") throws -> Data {
        try run("ffmpeg", ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", pixFmt,
                           "-fps_mode", "passthrough", "-"])
    }

    /// The decoded pixels of an image as straight RGBA bytes.
    public static func rgba(_ path: String) throws -> Data {
        try run("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
    }
}

extension Dictionary where Key == String, Value == Any {
    /// A field as text, whether ffprobe wrote it as a string or a number.
    public func text(_ key: String) -> String? {
        switch self[key] {
        case let s as String: s
        case let n as NSNumber: n.stringValue
        default: nil
        }
    }
}

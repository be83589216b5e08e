// Test helpers: synthetic frames, a scratch folder, and ffprobe/ffmpeg as
// independent readers of what the encoders wrote.
import Foundation
import Raster
@testable import Media

/// Scratch folders made by this test process, removed when it exits.
nonisolated(unsafe) private var scratchFolders: [String] = []
private let scratchLock = NSLock()
private let registerCleanup: Void = {
    atexit {
        scratchLock.lock()
        for path in scratchFolders { try? FileManager.default.removeItem(atPath: path) }
        scratchLock.unlock()
    }
}()

/// A fresh empty folder under the system temporary directory, removed when
/// the test process exits (set ANIMGEN_KEEP_SCRATCH=1 to keep it).
func scratchFolder(_ name: String = #function) -> URL {
    defer {
        if ProcessInfo.processInfo.environment["ANIMGEN_KEEP_SCRATCH"] == nil {
            _ = registerCleanup
        }
    }
    let clean = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("animgen-media-tests-\(getpid())-\(clean)-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.removeItem(at: url)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    scratchLock.lock(); scratchFolders.append(url.path); scratchLock.unlock()
    return url
}

/// Names in `folder` (hidden ones included: temporary files start with a dot).
func contents(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// Frame `i` of a deterministic test clip: a diagonal gradient moving with i,
/// a bright square crossing the frame, and (when `alpha`) translucent edges.
func testFrame(_ i: Int, width: Int, height: Int, alpha: Bool = false) -> Pixmap {
    let p = Pixmap(width: width, height: height)
    let sx = (i * 3) % max(1, width)
    for y in 0..<height {
        for x in 0..<width {
            let g = UInt8((x + y + i * 2) * 255 / max(1, width + height + 2 * i) % 256)
            var c = RGBA8(r: g, g: UInt8((y * 255) / max(1, height - 1)), b: UInt8(255 - Int(g)), a: 255)
            if x >= sx && x < sx + width / 8 && y >= height / 3 && y < height / 3 + height / 6 {
                c = RGBA8(r: 250, g: 240, b: 40, a: 255)
            }
            if alpha && x < width / 4 {
                let a = UInt32(x * 255 / max(1, width / 4))
                c = RGBA8(r: UInt8(UInt32(c.r) * a / 255), g: UInt8(UInt32(c.g) * a / 255),
                          b: UInt8(UInt32(c.b) * a / 255), a: UInt8(a))
            }
            p.setPixel(x: x, y: y, c)
        }
    }
    return p
}

struct CommandResult { var status: Int32; var stdout: Data; var stderr: String }

/// Runs a program found on PATH, capturing its output.
func run(_ program: String, _ args: [String], stdin: Data? = nil) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + args
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    if stdin != nil { process.standardInput = input }
    try process.run()
    if let stdin {
        DispatchQueue.global().async {
            input.fileHandleForWriting.write(stdin)
            try? input.fileHandleForWriting.close()
        }
    }
    // Read both pipes concurrently so a chatty stderr cannot block stdout.
    nonisolated(unsafe) var errData = Data()
    let g = DispatchGroup()
    g.enter()
    DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); g.leave() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    g.wait()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, stdout: outData,
                         stderr: String(decoding: errData, as: UTF8.self))
}

/// ffprobe's JSON for the first video stream and the format of `url`,
/// with frames counted by decoding.
func probe(_ url: URL) throws -> (stream: [String: Any], format: [String: Any]) {
    let r = try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                "-show_streams", "-show_format", "-of", "json", url.path])
    let json = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any] ?? [:]
    let stream = (json["streams"] as? [[String: Any]])?.first ?? [:]
    return (stream, json["format"] as? [String: Any] ?? [:])
}

/// Every decoded frame of `url` as packed pixels in `pixFmt`, via the ffmpeg CLI.
func decodeAll(_ url: URL, pixFmt: String = "rgb24") throws -> Data {
    let r = try run("ffmpeg", ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", pixFmt,
                               "-fps_mode", "passthrough", "-"])
    guard r.status == 0 else { throw MediaError(.ffmpeg, "ffmpeg decode failed: \(r.stderr)") }
    return r.stdout
}

/// Premultiplied RGBA composited over black, as packed RGB24 (what an
/// opaque output should show).
func rgbOverBlack(_ p: Pixmap) -> [UInt8] {
    var out = [UInt8](); out.reserveCapacity(p.width * p.height * 3)
    for i in 0..<(p.width * p.height) {
        out.append(p.data[i * 4]); out.append(p.data[i * 4 + 1]); out.append(p.data[i * 4 + 2])
    }
    return out
}

/// PSNR in dB between two equal-length byte arrays.
func psnr<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Double {
    precondition(a.count == b.count)
    var sum = 0.0
    for (x, y) in zip(a, b) { let d = Double(x) - Double(y); sum += d * d }
    let mse = sum / Double(a.count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

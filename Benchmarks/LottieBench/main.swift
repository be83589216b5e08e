// Times Lottie frames on one thread, the parsed document kept across frames
// (how `animgen render` draws them): `scripts/bench-lottie` runs it beside
// ThorVG and rlottie. Prints one JSON object a file and size:
//   lottie-bench [--size 512,1080] [--frames 8] [--repeat 3] [--dump DIR] FILE...
// With --dump, also writes each sampled frame's premultiplied RGBA bytes to
// DIR/FILE.SIZE.FRAME.rgba, so two builds can be compared byte for byte.
// A figure is the median over `--repeat` passes of the mean time of the
// sampled frames (spread over the file's ip..op, as the other engines are
// given them); one untimed pass first warms caches and the allocator.
import Foundation
import Frames
import Lottie
import Raster

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

var sizes = [512, 1080], sampled = 8, repeats = 3, files: [String] = [], dump: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--size": sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--frames": sampled = Int(arguments.next() ?? "") ?? sampled
    case "--repeat": repeats = Int(arguments.next() ?? "") ?? repeats
    case "--dump": dump = arguments.next()
    default: files.append(argument)
    }
}
guard !files.isEmpty, !sizes.isEmpty, sizes.allSatisfy({ (1...8192).contains($0) }), sampled > 0, repeats > 0 else {
    FileHandle.standardError.write("usage: lottie-bench [--size 512,1080] [--frames 8] [--repeat 3] [--dump DIR] FILE...\n".data(using: .utf8)!)
    exit(2)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write("lottie-bench: \(message)\n".data(using: .utf8)!)
    exit(1)
}

var isDirectory: ObjCBool = false
if let dump, !(FileManager.default.fileExists(atPath: dump, isDirectory: &isDirectory) && isDirectory.boolValue) {
    fail("--dump \(dump) is not a directory: create it first (mkdir -p \(dump))")
}

for file in files {
    let scene: LottieScene
    do { scene = try LottieScene(contentsOf: URL(fileURLWithPath: file)) } catch {
        fail("cannot read \(file): \(error)")
    }
    let length = Int(scene.outPoint - scene.inPoint)
    let frames = (0..<sampled).map { $0 * max(length, 1) / sampled }
    for size in sizes { do {
        var settings = scene.defaultSettings
        settings.width = size
        settings.height = size
        let renderer = try scene.makeRenderer(for: settings)
        let canvas = Pixmap(width: size, height: size)
        for frame in frames {
            try renderer.render(frame: frame, into: canvas)
            if let dump {
                let name = "\(dump)/\(URL(fileURLWithPath: file).lastPathComponent).\(size).\(frame).rgba"
                try canvas.withUnsafeBytes { try Data($0).write(to: URL(fileURLWithPath: name)) }
            }
        }
        var passes: [Double] = []
        for _ in 0..<repeats {
            let start = now()
            for frame in frames { try renderer.render(frame: frame, into: canvas) }
            passes.append((now() - start) / Double(frames.count) * 1000)
        }
        let median = passes.sorted()[passes.count / 2]
        print("{\"engine\": \"animgen\", \"file\": \"\(file)\", \"size\": \(size), \"ms\": \(String(format: "%.3f", median))}")
    } catch {
        fail("\(file) at \(size)x\(size): \(error)")
    } }
}

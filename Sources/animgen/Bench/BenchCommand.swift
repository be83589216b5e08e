import Foundation
import Raster
import Media

/// `animgen bench [--scene particles|strokes|stars|all] [--repeat N] [--threads N] [--out DIR] [--json]`
///
/// Renders the bench/SCENES.md scenes, prints median and minimum
/// milliseconds per frame, and writes each scene's frame as DIR/<scene>.png.
enum BenchCommand {
    struct Options {
        var scenes = BenchScene.allCases
        var repeats = 15
        var threads = 1
        var outDir = "out/bench"
        var json = false
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = "usage: animgen bench [--scene particles|strokes|stars|all] [--repeat N] [--threads N] [--out DIR] [--json]"

    static func parse(_ arguments: [String]) throws -> Options {
        var o = Options()
        var i = 0
        func value(_ flag: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw UsageError(description: "\(flag) needs a value\n\(usage)") }
            return arguments[i]
        }
        func positive(_ flag: String) throws -> Int {
            let v = try value(flag)
            guard let n = Int(v), n > 0 else { throw UsageError(description: "\(flag) needs a positive integer, got '\(v)'\n\(usage)") }
            return n
        }
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--scene":
                let v = try value(a)
                if v == "all" { o.scenes = BenchScene.allCases } else if let s = BenchScene(rawValue: v) { o.scenes = [s] } else {
                    throw UsageError(description: "unknown scene '\(v)': use particles, strokes, stars or all\n\(usage)")
                }
            case "--repeat": o.repeats = try positive(a)
            case "--threads": o.threads = try positive(a)
            case "--out": o.outDir = try value(a)
            case "--json": o.json = true
            case "-h", "--help": print(usage); exit(0)
            default: throw UsageError(description: "unknown argument '\(a)'\n\(usage)")
            }
            i += 1
        }
        return o
    }

    static func run(_ arguments: [String]) throws {
        let o = try parse(arguments)
        try FileManager.default.createDirectory(atPath: o.outDir, withIntermediateDirectories: true)
        for scene in o.scenes {
            let items = scene.items()
            let pixmap = Pixmap(width: BenchScene.width, height: BenchScene.height)
            let context = RasterContext(target: pixmap, threads: o.threads)
            try BenchScene.draw(items, into: context, background: scene.background)  // warm-up
            var times: [Double] = []
            for _ in 0..<o.repeats {
                let start = DispatchTime.now().uptimeNanoseconds
                try BenchScene.draw(items, into: context, background: scene.background)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            times.sort()
            let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
            let png = (o.outDir as NSString).appendingPathComponent("\(scene.rawValue).png")
            try writePNG(pixmap, to: URL(fileURLWithPath: png))
            if o.json {
                let escaped = png.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                print("{\"scene\": \"\(scene.rawValue)\", \"threads\": \(o.threads), \"median_ms\": \(fmt(median)), \"min_ms\": \(fmt(times[0])), \"png\": \"\(escaped)\"}")
            } else {
                print("\(scene.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) threads \(o.threads)  median \(fmt(median)) ms  min \(fmt(times[0])) ms  \(png)")
            }
        }
    }

    private static func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
}

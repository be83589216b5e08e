import Foundation
import Raster
import Media
import Scenes
import SwiftUICore

/// `animgen bench [--scene particles|strokes|stars|cards|text|images|blur|all|fireworks|views|models] [--repeat N] [--threads N] [--out DIR] [--json]`
///
/// Renders the bench/SCENES.md scenes, prints median and minimum
/// milliseconds per frame, and writes each scene's frame as DIR/<scene>.png.
enum BenchCommand {
    struct Options {
        var scenes = BenchScene.allCases
        var everyday = EverydayBenchScene.allCases
        /// Also time frame `FireworksBench.frame` of the built-in fireworks.
        var fireworks = false
        /// Time the view tree of `ViewBenchScene` instead.
        var views = false
        /// Time the same tree with its values in `@Observable` models (`ModelBenchScene`) instead.
        var models = false
        var repeats = 15
        var threads = 1
        var outDir = "out/bench"
        var json = false
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = "usage: animgen bench [--scene particles|strokes|stars|cards|text|images|blur|all|fireworks|views|models] [--repeat N] [--threads N] [--out DIR] [--json]"

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
                o.fireworks = false
                o.views = false
                o.models = false
                if v == "all" { o.scenes = BenchScene.allCases; o.everyday = EverydayBenchScene.allCases }
                else if v == "fireworks" { o.scenes = []; o.everyday = []; o.fireworks = true }
                else if v == "views" { o.scenes = []; o.everyday = []; o.views = true }
                else if v == "models" { o.scenes = []; o.everyday = []; o.models = true }
                else if let s = BenchScene(rawValue: v) { o.scenes = [s]; o.everyday = [] }
                else if let s = EverydayBenchScene(rawValue: v) { o.scenes = []; o.everyday = [s] } else {
                    throw UsageError(description: "unknown scene '\(v)': use particles, strokes, stars, cards, text, images, blur, all, fireworks, views or models\n\(usage)")
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

    /// Runs the bench like every other command: a bad argument is a usage
    /// error (exit 2), a failure to write the pictures a runtime one (exit 1),
    /// each worded as `animgen: error: what (where) — fix`.
    static func run(_ arguments: [String]) throws {
        let o: Options
        do { o = try parse(arguments) } catch let error as UsageError {
            let lines = error.description.split(separator: "\n", maxSplits: 1).map(String.init)
            throw CLIError.usage(lines[0], fix: lines.count > 1 ? lines[1] : nil)
        }
        do {
            try FileManager.default.createDirectory(atPath: o.outDir, withIntermediateDirectories: true)
        } catch {
            throw CLIError.runtime("cannot create the folder for the bench pictures: \(describe(error))", at: "--out \(o.outDir)",
                                   fix: "name a writable folder")
        }
        do {
            try runScenes(o)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.runtime("the bench failed: \(describe(error))", at: "--out \(o.outDir)",
                                   fix: "check that the folder is writable and has free space")
        }
    }

    /// A Foundation error's POSIX reason ("Permission denied") rather than its domain and code.
    private static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileWriteFileExists: return "something that is not a folder has that name"
            case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on the device"
            default: return "file error \(ns.code)"
            }
        }
        return String(describing: error)
    }

    private static func runScenes(_ o: Options) throws {
        for scene in o.scenes {
            let items = scene.items()
            let pixmap = Pixmap(width: BenchScene.width, height: BenchScene.height)
            let context = RasterContext(target: pixmap, threads: o.threads)
            try time(scene.rawValue, threads: o.threads, pixmap, o) {
                try BenchScene.draw(items, into: context, background: scene.background)
            }
        }
        for scene in o.everyday {
            let items = scene.items()
            let pixmap = Pixmap(width: EverydayBenchScene.width, height: EverydayBenchScene.height)
            try time(scene.rawValue, threads: o.threads, pixmap, o) {
                try EverydayBenchScene.draw(items, into: pixmap, threads: o.threads)
            }
        }
        if o.fireworks {
            // One busy frame of the headline scene, drawn the way `animgen
            // fireworks` draws each frame (one thread per frame: frames, not
            // bands, are what run in parallel there).
            let scene = FireworksScene()
            let renderer = try scene.makeRenderer(for: scene.defaultSettings)
            let pixmap = Pixmap(width: scene.defaultSettings.width, height: scene.defaultSettings.height)
            try time("fireworks", threads: 1, pixmap, o) { try renderer.render(frame: 150, into: pixmap) }
        }
        if o.views || o.models {
            // Drawn as a ViewScene draws each frame of a video, the next
            // frame every time.
            let renderer = try o.models ? ModelBenchScene.renderer() : ViewBenchScene.renderer()
            let pixmap = Pixmap(width: renderer.pixelWidth, height: renderer.pixelHeight)
            var k = 0
            try time(o.models ? "models" : "views", threads: 1, pixmap, o) {
                try renderer.render(frame: ViewBenchScene.frames.lowerBound + k % ViewBenchScene.frames.count, into: pixmap)
                k += 1
            }
        }
    }

    /// Draws once to warm up, then `o.repeats` timed times; prints the
    /// median and minimum and writes the last frame as DIR/<name>.png.
    private static func time(_ name: String, threads: Int, _ pixmap: Pixmap, _ o: Options,
                             _ draw: () throws -> Void) throws {
        try draw()
        var times: [Double] = []
        for _ in 0..<o.repeats {
            let start = Dispatch.DispatchTime.now().uptimeNanoseconds
            try draw()
            times.append(Double(Dispatch.DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
        let png = (o.outDir as NSString).appendingPathComponent("\(name).png")
        try writePNG(pixmap, to: URL(fileURLWithPath: png))
        if o.json {
            let escaped = png.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            print("{\"scene\": \"\(name)\", \"threads\": \(threads), \"median_ms\": \(fmt(median)), \"min_ms\": \(fmt(times[0])), \"png\": \"\(escaped)\"}")
        } else {
            print("\(name.padding(toLength: 10, withPad: " ", startingAt: 0)) threads \(threads)  median \(fmt(median)) ms  min \(fmt(times[0])) ms  \(png)")
        }
    }

    private static func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
}

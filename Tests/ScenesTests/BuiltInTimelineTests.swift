import Foundation
import Frames
import Raster
@testable import Scenes
import Testing
import TestSupport
import TimelineFile

/// The built-in scenes shipped as timeline files: the embedded text is the
/// file in timelines/ byte for byte, both render the same pixels, and every
/// built-in scene draws something.
@Suite struct BuiltInTimelineTests {
    static let names = ["progress-ring", "badge", "ticket", "chat", "charts", "gradients", "strokes"]

    @Test func listOrderIsFireworksThenTheTimelines() {
        #expect(BuiltInScenes.all.map(\.name) == ["fireworks"] + Self.names)
        #expect(BuiltInTimelineScenes.names == Self.names)
        for scene in BuiltInScenes.all { #expect(!scene.summary.isEmpty, "\(scene.name) has no summary") }
    }

    @Test(arguments: names)
    func embeddedTextIsTheFile(_ name: String) throws {
        let file = PackagePaths.timelines.appendingPathComponent("\(name).json5")
        let bytes = try Data(contentsOf: file)
        let embedded = try #require(BuiltInTimelineScenes.text(named: name))
        #expect(Array(bytes) == Array(embedded.utf8),
                "timelines/\(name).json5 differs from BuiltInTimelines.swift: paste the file's text there")
    }

    /// The file and the built-in at a small size, first, middle and last frame.
    @Test(arguments: names)
    func fileAndBuiltInRenderAlike(_ name: String) throws {
        let builtIn = try #require(BuiltInScenes.named(name))
        let file = try TimelineFileScene(contentsOfFile: PackagePaths.timelines.appendingPathComponent("\(name).json5").path)
        var settings = builtIn.defaultSettings
        #expect(settings == file.defaultSettings)
        settings.width /= 5
        settings.height /= 5
        let a = try builtIn.makeRenderer(for: settings), b = try file.makeRenderer(for: settings)
        for index in [0, settings.frameCount / 2, settings.frameCount - 1] {
            let pa = try a.render(frame: index), pb = try b.render(frame: index)
            #expect(pa == pb, "\(name) frame \(index): built-in and file differ")
        }
    }

    /// `fireworks` is written in Swift (its own command, pooled simulations),
    /// and timelines/fireworks.json5 says the same in the file format: both
    /// must give the same pixels, settings and bloom included. (At the
    /// file's own size: another size scales a timeline's canvas, while the
    /// built-in simulates at the new size.)
    @Test func fireworksFileRendersLikeTheBuiltIn() throws {
        let builtIn = FireworksScene()
        let file = try TimelineFileScene(contentsOfFile: PackagePaths.timelines.appendingPathComponent("fireworks.json5").path)
        #expect(builtIn.defaultSettings == file.defaultSettings)
        let settings = builtIn.defaultSettings
        let a = try builtIn.makeRenderer(for: settings), b = try file.makeRenderer(for: settings)
        for index in [0, 150, 299] {
            #expect(try a.render(frame: index) == b.render(frame: index), "fireworks frame \(index) differs")
        }
    }

    /// Another size scales the file's canvas: the show is painted at the
    /// new resolution over the whole frame (a quarter of 1280x720 here),
    /// its sky the built-in's sky at that size.
    @Test func aScaledFileFillsTheFrameWithTheShow() throws {
        let file = try TimelineFileScene(contentsOfFile: PackagePaths.timelines.appendingPathComponent("fireworks.json5").path)
        var settings = file.defaultSettings
        (settings.width, settings.height) = (320, 180)
        let frame = try file.makeRenderer(for: settings).render(frame: 0)
        let builtIn = try FireworksScene().makeRenderer(for: settings).render(frame: 0)
        #expect(frame.width == 320 && frame.height == 180)
        for (x, y) in [(0, 0), (319, 0), (160, 90), (0, 179), (319, 179)] {
            let a = frame.pixel(x: x, y: y), b = builtIn.pixel(x: x, y: y)
            #expect(a.a == 255)
            #expect(abs(Int(a.r) - Int(b.r)) <= 2 && abs(Int(a.g) - Int(b.g)) <= 2 && abs(Int(a.b) - Int(b.b)) <= 2,
                    "(\(x), \(y)): \(a), the built-in's sky \(b)")
        }
    }

    /// A layer's `bloom: false` is the built-in's `bloom: false`.
    @Test func aLayerWithoutBloomIsTheBuiltInWithout() throws {
        let file = TimelineFileScene(document: try TimelineDocument.parse(Array("""
            { size: [320, 180], fps: 30, duration: 2, seed: 2021, layers: [{ type: "fireworks", bloom: false }] }
            """.utf8)))
        let settings = file.defaultSettings
        let a = try FireworksScene(bloom: false).makeRenderer(for: settings), b = try file.makeRenderer(for: settings)
        for index in [30, 59] {
            #expect(try a.render(frame: index) == b.render(frame: index), "frame \(index) differs")
        }
    }

    /// Without its sky, a fireworks layer is screened over what lies below:
    /// each channel becomes 1 − (1 − below)(1 − light), the screen blend's
    /// formula, with the light the same layer shows over black.
    @Test func aLayerWithoutSkyIsScreenedOverWhatIsBelow() throws {
        func render(_ below: String) throws -> Pixmap {
            let scene = TimelineFileScene(document: try TimelineDocument.parse(Array("""
                { size: [160, 90], fps: 30, duration: 2, seed: 7, layers: [
                  { type: "rect", size: [160, 90], position: [80, 45], fill: "\(below)" },
                  { type: "fireworks", sky: false, launchesPerSecond: 6 },
                ] }
                """.utf8)))
            return try scene.makeRenderer(for: scene.defaultSettings).render(frame: 45)
        }
        let light = try render("#000000"), over = try render("#406080")
        var lit = 0
        for y in 0..<90 { for x in 0..<160 {
            let l = light.pixel(x: x, y: y), o = over.pixel(x: x, y: y)
            for (below, l, o) in [(0x40, l.r, o.r), (0x60, l.g, o.g), (0x80, l.b, o.b)] {
                let expected = 255 - (255 - Double(below)) * (255 - Double(l)) / 255
                #expect(abs(Double(o) - expected) <= 1.5, "(\(x), \(y)): \(o), screen gives \(expected)")
            }
            if l.r > 40 { lit += 1 }
        } }
        #expect(lit > 50, "the show is visible at frame 45 (\(lit) lit pixels)")
    }

    /// The bloom only adds light (it is screened over the frame): every
    /// byte of a bloomed frame is at least the plain frame's, and the sky
    /// around the bursts is brighter.
    @Test func bloomOnlyAddsLight() throws {
        let settings = SceneSettings(width: 320, height: 180, duration: 3, seed: 2021)
        let plain = try FireworksScene(bloom: false).makeRenderer(for: settings).render(frame: 120)
        let bloomed = try FireworksScene().makeRenderer(for: settings).render(frame: 120)
        var brighter = 0
        for y in 0..<180 { for x in 0..<320 {
            let a = plain.pixel(x: x, y: y), b = bloomed.pixel(x: x, y: y)
            #expect(b.r >= a.r && b.g >= a.g && b.b >= a.b && b.a == 255, "(\(x), \(y))")
            if Int(b.r) + Int(b.g) + Int(b.b) > Int(a.r) + Int(a.g) + Int(a.b) { brighter += 1 }
        } }
        #expect(brighter > 320 * 180 / 10, "\(brighter) pixels brighter")
    }

    /// Every built-in draws a picture with more than one color in its last frame.
    @Test(arguments: ["fireworks"] + names)
    func builtInRendersAFrame(_ name: String) throws {
        let scene = try #require(BuiltInScenes.named(name))
        var settings = scene.defaultSettings
        settings.width /= 8   // the scene's own aspect: no letterbox
        settings.height /= 8
        let pixmap = try scene.makeRenderer(for: settings).render(frame: settings.frameCount - 1)
        var colors = Set<UInt32>()
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y)
                colors.insert(UInt32(p.r) << 24 | UInt32(p.g) << 16 | UInt32(p.b) << 8 | UInt32(p.a))
            }
        }
        #expect(pixmap.pixel(x: pixmap.width / 2, y: 1).a == 255, "\(name) has an opaque background")
        #expect(colors.count > 20, "\(name) drew only \(colors.count) colors")
    }

    /// `strokes` at its own size: a 120-point square with a 20-point line
    /// spans 140 points stroked (10 outside each edge) and 120 with
    /// strokeBorder (all inside) — SwiftUI's rule, measured on the pixels.
    @Test func strokesSceneShowsTheMeasuredWidths() throws {
        let scene = try #require(BuiltInScenes.named("strokes"))
        let settings = scene.defaultSettings
        let pixmap = try scene.makeRenderer(for: settings).render(frame: settings.frameCount - 1)
        // Row y = 225 crosses each square's bottom band (stroke 220…240,
        // strokeBorder 210…230, fill 110…230). Colored pixels count; the
        // grey of the dashed outline marking the shape does not.
        func span(from x0: Int, to x1: Int) -> Int {
            (x0..<x1).filter { x in
                let p = pixmap.pixel(x: x, y: 225)
                return Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 60
            }.count
        }
        #expect(span(from: 380, to: 580) == 140)   // stroke, centred at x = 480
        #expect(span(from: 680, to: 880) == 120)   // strokeBorder, centred at x = 780
        #expect(span(from: 80, to: 280) == 120)    // fill, centred at x = 180
    }
}

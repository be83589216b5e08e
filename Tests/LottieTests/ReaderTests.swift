import Foundation
import Testing
import Frames
import Raster
@testable import Lottie

/// Malformed and hostile input: each error names the JSON path and a fix;
/// limits stop what would exhaust memory or time.
@Suite struct ReaderTests {
    @Test func missingShapeTypeNamesItsPath() {
        let doc = Fixture.document(layers: [Fixture.shapeLayer([Fixture.rect(x: 0, y: 0, w: 1, h: 1), ["c": 1]])])
        let error = Fixture.error(doc)
        #expect(error?.path == "layers[0].shapes[1].ty")
        #expect(error?.fix.isEmpty == false)
    }

    @Test func badKeyframeNamesItsPath() {
        let ks: [String: Any] = ["p": ["a": 1, "k": [["t": 0, "s": [0, 0]], ["t": "late", "s": [1, 1]]]]]
        let error = Fixture.error(Fixture.document(layers: [Fixture.shapeLayer([], ks: ks)]))
        #expect(error?.path == "layers[0].ks.p.k[1].t")
        #expect(error?.what.contains("number") == true)
    }

    @Test func keyframesOutOfOrderAreRefused() {
        let ks: [String: Any] = ["r": ["a": 1, "k": [["t": 10, "s": [0]], ["t": 5, "s": [90]]]]]
        #expect(Fixture.error(Fixture.document(layers: [Fixture.shapeLayer([], ks: ks)]))?.path == "layers[0].ks.r.k[1].t")
    }

    @Test func renderLimitsBoundTheFile() {
        // Timeline's RenderLimits: 1–240 fps, at most 3600 s, sides up to 8192.
        var fast = Fixture.document(layers: [])
        fast["fr"] = 480
        #expect(Fixture.error(fast)?.path == "fr")
        var long = Fixture.document(layers: [])
        long["op"] = 30 * 3600 + 1
        #expect(Fixture.error(long)?.path == "op")
        #expect(Fixture.error(Fixture.document(w: 8193, layers: []))?.path == "w")
        #expect(Fixture.error(Fixture.document(w: 8192, h: 1, layers: [])) == nil)
        var hour = Fixture.document(layers: [])
        hour["op"] = 30 * 3600
        #expect(Fixture.error(hour) == nil)
    }

    @Test func precompThatIncludesItselfIsRefused() {
        let selfRef: [String: Any] = ["ty": 0, "refId": "loop", "ip": 0, "op": 10, "st": 0, "ks": [:]]
        let asset: [String: Any] = ["id": "loop", "layers": [selfRef]]
        let error = Fixture.error(Fixture.document(layers: [selfRef], assets: [asset]))
        #expect(error?.path == "assets[0].layers[0].refId")
        #expect(error?.what.contains("includes itself") == true)
    }

    @Test func precompFanOutIsBounded() {
        // Ten layers each using the next asset, six deep: 10^6 instances a frame.
        var assets: [[String: Any]] = []
        for level in 0..<6 {
            let use: [String: Any] = ["ty": 0, "refId": "a\(level + 1)", "ip": 0, "op": 10, "st": 0, "ks": [:]]
            assets.append(["id": "a\(level)", "layers": level == 5 ? [] : Array(repeating: use, count: 10)])
        }
        let top: [String: Any] = ["ty": 0, "refId": "a0", "ip": 0, "op": 10, "st": 0, "ks": [:]]
        #expect(Fixture.error(Fixture.document(layers: [top], assets: assets))?.what.contains("expand") == true)
    }

    @Test func nestingLimit() {
        var deep: Any = 1
        for _ in 0..<300 { deep = [deep] }
        var doc = Fixture.document(layers: [])
        doc["deep"] = deep
        #expect(Fixture.error(doc)?.what.contains("nested") == true)
    }

    @Test func layerAndVertexLimits() {
        var limits = LottieLimits()
        limits.maxLayers = 3
        let doc = Fixture.document(layers: Array(repeating: Fixture.shapeLayer([]), count: 4))
        #expect(Fixture.error(doc, limits: limits)?.path == "layers[3]")
        limits = LottieLimits()
        limits.maxPathVertices = 2
        let path: [String: Any] = ["ty": "sh", "ks": Fixture.value(["v": [[0, 0], [1, 0], [1, 1]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]], "c": true])]
        #expect(Fixture.error(Fixture.document(layers: [Fixture.shapeLayer([path])]), limits: limits)?.path == "layers[0].shapes[0].ks.k")
    }

    @Test func notLottieAndNotJSON() {
        #expect(Fixture.error(Data("{\"v\": 1".utf8))?.what.contains("not valid JSON") == true)
        #expect(Fixture.error(Data("[1, 2]".utf8))?.what.contains("not a Lottie object") == true)
        #expect(Fixture.error(["fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10])?.path == "layers")
        #expect(Fixture.error(["fr": 30, "ip": 10, "op": 10, "w": 10, "h": 10, "layers": []])?.path == "op")
    }

    @Test func expressionsAreReportedNotRun() throws {
        let ks: [String: Any] = ["r": ["a": 0, "k": 45, "x": "wiggle(2, 30)"]]
        let scene = try Fixture.scene(Fixture.document(layers: [Fixture.shapeLayer([], ks: ks)]))
        #expect(scene.diagnostics.contains { $0.path == "layers[0].ks.r.x" && $0.message.contains("not run") })
    }

    @Test func loopOutCycleRepeatsTheKeyframes() throws {
        // Rotation 0 → 90 over frames 0...10, looped: frame 15 shows frame 5's 45°.
        let p = Property<Vector>(.keyframed([Keyframe(time: 0, start: [0], end: nil, hold: false),
                                             Keyframe(time: 10, start: [90], end: nil, hold: false)]),
                                 loop: Node.parseLoop("loopOut('cycle')"))
        #expect(p.value(at: 15) == [45])
        #expect(Node.parseLoop("var $bm_rt;\n$bm_rt = loopOut(\"pingpong\", 0);")?.kind == .pingpong)
        #expect(Node.parseLoop("wiggle(1, 2)") == nil)
    }

    @Test func tgsAndDotLottieContainers() throws {
        for data in [Fixture.tgs, Fixture.dotLottie] {
            let scene = try LottieScene(data: data)
            #expect(scene.defaultSettings.width == 20)
            let p = try scene.makeRenderer(for: scene.defaultSettings).render(frame: 0)
            #expect(p.rgba(10, 10) == [0, 0, 255, 255])
            #expect(p.rgba(2, 2)[3] == 0)
        }
    }

    @Test func inflationIsBounded() {
        var limits = LottieLimits()
        limits.maxInflatedBytes = 100_000
        #expect(Fixture.error(Fixture.bomb, limits: limits)?.what.contains("inflates to more than") == true)
        // A truncated .tgs is an error, not a crash.
        #expect(Fixture.error(Fixture.tgs.prefix(40)) != nil)
        // A damaged zip too.
        var zip = Fixture.dotLottie
        zip.replaceSubrange(zip.count - 10..<zip.count, with: [UInt8](repeating: 0xFF, count: 10))
        #expect(Fixture.error(zip) != nil)
    }
}

/// Frames are pure functions of their index.
@Suite struct FrameDeterminismTests {
    static var animated: [String: Any] {
        let kf: [[String: Any]] = [["t": 0, "s": [0], "o": ["x": [0.3], "y": [0]], "i": ["x": [0.7], "y": [1]]], ["t": 20, "s": [360]]]
        let star: [String: Any] = ["ty": "sr", "sy": 1, "p": Fixture.value([20, 20]), "pt": Fixture.value(5), "r": ["a": 1, "k": kf],
                                   "or": Fixture.value(15), "os": Fixture.value(0), "ir": Fixture.value(7), "is": Fixture.value(0)]
        let trimKf: [[String: Any]] = [["t": 0, "s": [0]], ["t": 20, "s": [100]]]
        let shapes: [[String: Any]] = [star, ["ty": "st", "c": Fixture.value([1, 0.5, 0, 1]), "o": Fixture.value(100), "w": Fixture.value(2)],
                                       Fixture.fill(0, 0.4, 1, opacity: 60),
                                       ["ty": "tm", "s": Fixture.value(0), "e": ["a": 1, "k": trimKf], "o": Fixture.value(0)]]
        return Fixture.document(w: 40, h: 40, op: 20, layers: [Fixture.shapeLayer(shapes)])
    }

    @Test func frameAloneEqualsFrameInSequence() throws {
        let scene = try Fixture.scene(Self.animated)
        let sequence = try scene.makeRenderer(for: scene.defaultSettings)
        var frames: [Pixmap] = []
        for i in 0..<20 { frames.append(try sequence.render(frame: i)) }
        for i in [0, 7, 13, 19] {
            let alone = try scene.makeRenderer(for: scene.defaultSettings).render(frame: i)
            #expect(alone == frames[i], "frame \(i)")
        }
        // On several threads at once, in any order.
        let renderer = try scene.makeRenderer(for: scene.defaultSettings)
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var same = [Bool](repeating: false, count: 20)
        }
        let results = Results()
        let expected = frames
        DispatchQueue.concurrentPerform(iterations: 20) { k in
            let i = (k * 7) % 20
            let ok = (try? renderer.render(frame: i)) == expected[i]
            results.lock.lock(); results.same[i] = ok; results.lock.unlock()
        }
        #expect(results.same.allSatisfy { $0 })
    }

    @Test func defaultsComeFromTheFile() throws {
        let scene = try Fixture.scene(Self.animated)
        #expect(scene.defaultSettings.frameRate.framesPerSecond == 30)
        #expect(scene.defaultSettings.frameCount == 20)
        #expect(scene.defaultSettings.width == 40)
        #expect(LottieFile.frameRate(29.9700012207031).numerator == 30000)
    }

    @Test func anotherSizeFitsCentred() throws {
        // 20×20 blue square document into 40×20: scaled ×1 (contain), centred: x offset 10.
        let scene = try LottieScene(data: Fixture.tgs)
        var settings = scene.defaultSettings
        settings.width = 40
        let p = try scene.makeRenderer(for: settings).render(frame: 0)
        #expect(p.rgba(15, 10) == [0, 0, 255, 255])
        #expect(p.rgba(14, 10)[3] == 0)
        #expect(p.rgba(25, 10)[3] == 0)
    }
}

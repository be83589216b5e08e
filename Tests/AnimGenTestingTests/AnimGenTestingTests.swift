import AnimGenTesting
import Testing

/// A small scene of the tests' own: a dot sliding right, optionally with
/// one wrong pixel at chosen frames.
struct SlidingDot: AnimationScene {
    var name = "sliding-dot"
    var summary = "a dot sliding right"
    var defaultSettings = SceneSettings(width: 40, height: 24, frameRate: .fps30, duration: 1, seed: 0)
    var brokenFrames: Set<Int> = []

    func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer { Renderer(scene: self, settings: settings) }

    final class Renderer: SceneRenderer {
        let scene: SlidingDot
        let settings: SceneSettings
        init(scene: SlidingDot, settings: SceneSettings) { self.scene = scene; self.settings = settings }
        func render(frame index: Int) throws -> Pixmap {
            let frame = settings.context(forFrame: index)
            let pixmap = try GraphicsContext.render(width: settings.width, height: settings.height) { context, size in
                drawDot(&context, size, frame)
            }
            if scene.brokenFrames.contains(index) { pixmap.setPixel(x: 1, y: 1, RGBA8(r: 255, g: 255, b: 255, a: 255)) }
            return pixmap
        }
    }
}

/// The drawing both the scene and the closure assertions use.
func drawDot(_ context: inout GraphicsContext, _ size: CGSize, _ frame: FrameContext) {
    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red: 0.05, green: 0.05, blue: 0.2))
    let x = 3.25 + frame.time * (size.width - 12)
    context.fill(Path(ellipseIn: CGRect(x: x, y: size.height / 2 - 3.5, width: 7, height: 7)), with: .color(.orange))
}

func temporaryFolder(_ name: String = #function) -> String {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("animgen-testing-\(name.filter(\.isLetter))-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
}

@Suite struct AssertFramesTests {
    /// Goldens checked in beside this file (recorded once with ANIMGEN_RECORD=1):
    /// passing proves frames are the same bytes across runs and builds. They
    /// sit in a hidden folder, which SwiftPM does not treat as target files
    /// (the default `__Goldens__` needs `exclude: ["__Goldens__"]` in the
    /// test target to keep SwiftPM from warning about unhandled files).
    @Test func checkedInGoldensStillMatch() throws {
        try assertFrames(of: SlidingDot(), frames: [0, 12, 29], goldenDirectory: ".goldens/sliding-dot")
        try assertFrames(settings: SlidingDot().defaultSettings, frames: .times([0.5]),
                         goldenDirectory: ".goldens/sliding-dot-canvas") { context, size, frame in
            drawDot(&context, size, frame)
        }
    }

    @Test func recordThenVerifyPasses() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try assertFrames(of: SlidingDot(), frames: [0, 15], goldenDirectory: folder, record: true)
        #expect(FileManager.default.fileExists(atPath: folder + "/frame-00015.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/manifest.json"))
        try assertFrames(of: SlidingDot(), frames: [0, 15], goldenDirectory: folder, record: false)
    }

    @Test func aChangedFrameIsReportedWithItsFigures() throws {
        let folder = temporaryFolder(), pictures = temporaryFolder("pictures")
        defer { try? FileManager.default.removeItem(atPath: folder); try? FileManager.default.removeItem(atPath: pictures) }
        try assertFrames(of: SlidingDot(), frames: [0, 15], goldenDirectory: folder, record: true)
        try withKnownIssue {
            try assertFrames(of: SlidingDot(brokenFrames: [15]), frames: [0, 15], goldenDirectory: folder, record: false,
                             artifactsDirectory: pictures)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            // The background is (0.05, 0.05, 0.2) → bytes near (13, 13, 51); white differs by 242 or so in red.
            return text.contains("1 of 2 frames differs") && text.contains("frame 15 (t = 1/2 s)")
                && text.contains("1 differing pixel (0.104 %)") && text.contains("frame-00015.sheet.png")
        }
        #expect(FileManager.default.fileExists(atPath: pictures + "/frame-00015.diff.png"))
        #expect(!FileManager.default.fileExists(atPath: pictures + "/frame-00000.diff.png"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/frame-00015.diff.png"), "not beside the goldens")
        // A tolerance that allows one pixel in 960 (0.2 %) accepts it.
        try assertFrames(of: SlidingDot(brokenFrames: [15]), frames: [15], goldenDirectory: folder,
                         tolerance: .maxDifferingFraction(0.002), record: false)
    }

    @Test func missingGoldensTellHowToRecord() throws {
        let folder = temporaryFolder()
        try withKnownIssue {
            try assertFrames(of: SlidingDot(), frames: [0], goldenDirectory: folder, record: false)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("ANIMGEN_RECORD=missing")
        }
    }

    /// Issue 36: a changed size is compared, named and shown, not refused.
    @Test func changedSettingsAreComparedAndNamed() throws {
        let folder = temporaryFolder(), pictures = temporaryFolder("pictures")
        defer { try? FileManager.default.removeItem(atPath: folder); try? FileManager.default.removeItem(atPath: pictures) }
        try assertFrames(of: SlidingDot(), frames: [0], goldenDirectory: folder, record: true)
        var bigger = SlidingDot().defaultSettings
        bigger.width = 41
        try withKnownIssue {
            try assertFrames(of: SlidingDot(), settings: bigger, frames: [0], goldenDirectory: folder, record: false,
                             artifactsDirectory: pictures)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("size 40x24 → 41x24") && text.contains("frame 0 (t = 0 s): size 41x24, golden 40x24")
                && text.contains("ANIMGEN_RECORD=failed")
        }
        // Taking the change: the frame is recorded again at the new size, and then passes.
        try assertFrames(of: SlidingDot(), settings: bigger, frames: [0], goldenDirectory: folder, record: .failed,
                         artifactsDirectory: pictures)
        try assertFrames(of: SlidingDot(), settings: bigger, frames: [0], goldenDirectory: folder, record: .never,
                         artifactsDirectory: pictures)
    }

    @Test func pixmapClosureOverload() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let settings = SceneSettings(width: 4, height: 4, frameRate: .fps30, duration: 1, seed: 0)
        let grey: (FrameContext) throws -> Pixmap = { frame in
            let p = Pixmap(width: 4, height: 4)
            let v = UInt8(frame.frame * 8)
            p.clear(to: RGBA8(r: v, g: v, b: v, a: 255))
            return p
        }
        try assertFrames(settings: settings, frames: [3, 4], goldenDirectory: folder, record: true, render: grey)
        try assertFrames(settings: settings, frames: [3, 4], goldenDirectory: folder, record: false, render: grey)
        // Off by 8 in R, G and B of every pixel (A equal): MSE over the four samples is
        // 64·3/4 = 48, PSNR = 10·log10(65025/48) = 31.318 dB.
        let shifted: (FrameContext) throws -> Pixmap = { try grey(settings.context(forFrame: $0.frame + 1)) }
        try assertFrames(settings: settings, frames: [3], goldenDirectory: folder, tolerance: .psnr(31.3),
                         record: false, render: shifted)
        try withKnownIssue {
            try assertFrames(settings: settings, frames: [3], goldenDirectory: folder, tolerance: .psnr(31.4),
                             record: false, render: shifted)
        } matching: { $0.comments.map(\.rawValue).joined().contains("PSNR 31.32 dB") }
    }

    @Test func defaultGoldenFolderSitsBesideTheTestFile() {
        let url = GoldenRecording.folder(directory: nil, name: nil, filePath: "/src/Tests/AppTests/SpinnerTests.swift",
                                         function: "spinsSmoothly()")
        #expect(url.path == "/src/Tests/AppTests/__Goldens__/SpinnerTests/spinsSmoothly")
        let named = GoldenRecording.folder(directory: nil, name: "dark mode", filePath: "/src/T/X.swift", function: "f()")
        #expect(named.path == "/src/T/__Goldens__/X/f-dark_mode")
        let relative = GoldenRecording.folder(directory: "../Goldens/a", name: nil, filePath: "/src/T/X.swift", function: "f()")
        #expect(relative.path == "/src/Goldens/a")
    }

    /// Issue 36: failure pictures go under the package's .build (ignored by
    /// every SwiftPM project), not beside the committed goldens.
    @Test func defaultArtifactsFolderIsInThePackagesBuildFolder() throws {
        guard ProcessInfo.processInfo.environment[GoldenRecording.artifactsVariable] == nil else { return }
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        let url = GoldenRecording.artifactsFolder(directory: nil, name: "dark mode", filePath: #filePath, function: "spins()")
        #expect(url.path == root.appendingPathComponent(".build/animgen-artifacts/AnimGenTestingTests/spins-dark_mode").path)
        // No package above the file: the temporary folder.
        let loose = GoldenRecording.artifactsFolder(directory: nil, name: nil, filePath: "/nonexistent-animgen/T/X.swift", function: "f()")
        #expect(loose.path.hasSuffix("animgen-artifacts/X/f"))
        #expect(loose.path.hasPrefix(FileManager.default.temporaryDirectory.standardizedFileURL.path))
    }
}

@Suite struct AssertDeterministicTests {
    @Test func theTestSceneIsDeterministic() throws {
        let hashes = try assertDeterministic(SlidingDot(), frames: .everyFrames(5))
        #expect(hashes.count == 6)
        #expect(Set(hashes.values).count == 6, "every sampled frame looks different")
    }

    /// A renderer that remembers what it drew before gives itself away.
    @Test func aStatefulRendererIsCaught() throws {
        struct Drifting: AnimationScene {
            var name = "drifting"
            var summary = ""
            var defaultSettings = SceneSettings(width: 4, height: 4, frameRate: .fps30, duration: 0.2, seed: 0)
            func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer { R(settings: settings) }
            final class R: SceneRenderer, @unchecked Sendable {
                let settings: SceneSettings
                var drawn = 0
                init(settings: SceneSettings) { self.settings = settings }
                func render(frame index: Int) throws -> Pixmap {
                    drawn += 1
                    let p = Pixmap(width: 4, height: 4)
                    p.clear(to: RGBA8(r: UInt8(drawn), g: 0, b: 0, a: 255))
                    return p
                }
            }
        }
        try withKnownIssue {
            try assertDeterministic(Drifting())
        } matching: { $0.comments.map(\.rawValue).joined().contains("frames 1,2,3,4,5 differ from the in-order render when rendered alone") }
    }
}

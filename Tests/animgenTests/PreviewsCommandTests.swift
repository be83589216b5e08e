// `animgen previews` end to end on Examples/PreviewGallery — a SwiftUI
// package written as for Apple platforms: it compiles the example's files
// against this package's built library (libSwiftUIPreviews.so beside the
// animgen under test, so no test compiles animgen again), writes PNG, GIF
// and MP4 files of the sizes the traits ask for, records and verifies
// goldens, and reports compile errors at the user's own lines.
import AnimGenTesting
import Foundation
import ImageFiles
import Testing
import TestSupport

@Suite(.serialized)
struct PreviewsCommandTests {
    static let gallery = PackagePaths.root.appendingPathComponent("Examples/PreviewGallery").path
    static let goldens = gallery + "/Goldens"
    /// The cached build every test here shares (kept between runs).
    static let buildFolder = PackagePaths.root.appendingPathComponent(".build/animgen-previews-tests").path

    func previews(_ arguments: [String]) throws -> ToolRun {
        try Tool.run(["previews"] + arguments + ["--build-folder", Self.buildFolder, "--animgen", PackagePaths.root.path])
    }

    @Test func rendersEveryPreviewAtItsTraitsSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let run = try previews([Self.gallery, "-o", folder.path + "/out", "--scale", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        let expected: [String: (Int, Int)?] = [
            "Badge/One-digit.png": nil, "Badge/Many.png": nil,          // sizeThatFits: the badge and its padding
            "Spinner/Preview.png": (100, 100),                          // .fixedLayout(width: 100, height: 100)
            "LikeButton/Liked.png": nil,                                // @Previewable @State
            "ProfileCard/Engineer.png": (320, 100), "ProfileCard/Admiral.png": (320, 100),   // PreviewProvider, previewLayout(.fixed)
            "Dashboard/Landscape.png": (844, 390),                      // device canvas, .landscapeLeft
            "BrandSwatch/Brand.png": (64, 64),                          // a colour from the package's asset catalog
        ]
        let written = (FileManager.default.enumerator(atPath: folder.path + "/out")?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }
        #expect(Set(written) == Set(expected.keys), "every preview of the example, and nothing else")
        for (path, size) in expected {
            let file = folder.path + "/out/" + path
            let dimensions = imageDimensions(atPath: file)
            #expect(dimensions != nil, "missing \(path)")
            if let size, let dimensions { #expect(dimensions.width == size.0 && dimensions.height == size.1, "\(path): \(dimensions)") }
        }
        if let badge = imageDimensions(atPath: folder.path + "/out/Badge/Many.png") {
            #expect(badge.width > 40 && badge.width < 120 && badge.height > 30 && badge.height < 80, "sizeThatFits gave \(badge)")
        }
        let index = try String(contentsOfFile: folder.path + "/out/index.html", encoding: .utf8)
        for path in expected.keys { #expect(index.contains("src=\"\(path)\"")) }
        #expect(index.contains("Sources/Showcase/ProfileCard.swift"))
        #expect(run.stderr.contains("Sources/Showcase/Badge.swift:18 One digit → Badge/One-digit.png"))
    }

    /// Spinner: `Circle().trim(from: 0.1, to: 0.8)` stroked 8 wide in a 64-point frame, centred in
    /// 100×100, turned by `rotationEffect` from 0° to 360° with `.linear(duration: 1).repeatForever`
    /// started in `onAppear`. The arc runs clockwise from 3 o'clock, 36°…288° (positive angles turn
    /// clockwise on screen), so its gap is centred at −18°. Two pixels on the ring (radius 31.6):
    /// A = (80, 40) at −18.4°, in the gap at 0 s; B = (60, 80) at 71.6°, on the arc. At 0.25 s the
    /// arc has turned 90°: A sees the arc's 251.6° (stroked) and B its −18.4° (the gap).
    static func spinnerPixels(_ rgb: [UInt8], frame: Int) -> (a: [UInt8], b: [UInt8]) {
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (frame * 100 * 100 + y * 100 + x) * 3
            return Array(rgb[i..<(i + 3)])
        }
        return (pixel(80, 40), pixel(60, 80))
    }

    static func isWhite(_ p: [UInt8]) -> Bool { p.allSatisfy { $0 > 225 } }
    static func isBlue(_ p: [UInt8]) -> Bool { p[2] > 200 && p[0] < 90 }

    @Test func animatedPreviewsPlayOnTheRenderClock() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let gif = try previews([Self.gallery, "-o", folder.path + "/gif", "--only", "Spinner", "--seconds", "1", "--fps", "4", "--scale", "1"])
        #expect(gif.status == 0, "\(gif.stderr)")
        let file = folder.path + "/gif/Spinner/Preview.gif"
        let probe = try MediaProbe.probe(file)
        #expect(probe.stream["codec_name"] as? String == "gif")
        #expect(probe.stream["width"] as? Int == 100 && probe.stream["height"] as? Int == 100)
        let hashes = try MediaProbe.frameHashes(file)
        #expect(hashes.count == 4)
        #expect(Set(hashes).count == 4, "0°, 90°, 180° and 270° are four different pictures")
        let rgb = [UInt8](try MediaProbe.decodeAll(URL(fileURLWithPath: file)))
        #expect(rgb.count == 4 * 100 * 100 * 3)
        if rgb.count == 4 * 100 * 100 * 3 {
            let start = Self.spinnerPixels(rgb, frame: 0), quarter = Self.spinnerPixels(rgb, frame: 1)
            #expect(Self.isWhite(start.a) && Self.isBlue(start.b), "0 s: A in the gap, B on the arc: \(start)")
            #expect(Self.isBlue(quarter.a) && Self.isWhite(quarter.b), "0.25 s: turned 90° clockwise: \(quarter)")
        }
        // A still at the same moment shows the same turn.
        let still = try previews([Self.gallery, "-o", folder.path + "/still", "--only", "Spinner", "--time", "0.25", "--scale", "1"])
        #expect(still.status == 0, "\(still.stderr)")
        let pixels = [UInt8](try MediaProbe.decodeAll(URL(fileURLWithPath: folder.path + "/still/Spinner/Preview.png")))
        if pixels.count == 100 * 100 * 3 {
            let quarter = Self.spinnerPixels(pixels, frame: 0)
            #expect(Self.isBlue(quarter.a) && Self.isWhite(quarter.b), "--time 0.25: \(quarter)")
        } else {
            Issue.record("the still is not 100×100: \(pixels.count) bytes")
        }
        let mp4 = try previews([Self.gallery, "-o", folder.path + "/mp4", "--only", "Spinner", "--seconds", "0.5", "--format", "mp4",
                                "--color-scheme", "both"])
        #expect(mp4.status == 0, "\(mp4.stderr)")
        for scheme in ["light", "dark"] {
            let video = try MediaProbe.probe(folder.path + "/mp4/Spinner/Preview-\(scheme).mp4")
            #expect(video.stream["width"] as? Int == 200, "--scale 2 by default")
        }
    }

    /// Assets.xcassets/Brand.colorset: sRGB (0.2, 0.4, 0.6) = (51, 102, 153), and (255, 128, 0) for the
    /// dark appearance; the swatch fills the middle 48 of 64 points.
    @Test func assetCatalogColoursComeFromTheUsersBundle() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let run = try previews([Self.gallery, "-o", folder.path, "--only", "BrandSwatch", "--color-scheme", "both", "--scale", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        for (scheme, colour) in [("light", [51, 102, 153]), ("dark", [255, 128, 0])] {
            let pixels = [UInt8](try MediaProbe.decodeAll(URL(fileURLWithPath: "\(folder.path)/BrandSwatch/Brand-\(scheme).png")))
            guard pixels.count == 64 * 64 * 3 else { Issue.record("\(scheme): \(pixels.count) bytes, not 64×64"); continue }
            let centre = (32 * 64 + 32) * 3
            #expect(pixels[centre..<(centre + 3)].map(Int.init) == colour, "\(scheme)")
        }
    }

    /// A package as an app has it: an `@main` App file beside the views (left out of the previews
    /// build, with a note), and a `PreviewProvider` listing its previews with `ForEach`.
    @Test func appFilesAndForEachProviders() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let sources = folder.path + "/Shop/Sources/Shop"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.executableTarget(name: \"Shop\")])\n"
            .write(toFile: folder.path + "/Shop/Package.swift", atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            @main
            struct ShopApp: App {
                var body: some Scene {
                    WindowGroup { Swatch(isRed: true) }
                }
            }
            """.write(toFile: sources + "/ShopApp.swift", atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            struct Swatch: View {
                var isRed: Bool
                var body: some View { (isRed ? Color.red : Color.green).frame(width: 20, height: 10) }
            }

            struct Swatch_Previews: PreviewProvider {
                static var previews: some View {
                    ForEach(["Red", "Green"], id: \\.self) { name in
                        Swatch(isRed: name == "Red")
                            .previewLayout(.sizeThatFits)
                            .previewDisplayName(name)
                    }
                }
            }
            """.write(toFile: sources + "/Swatch.swift", atomically: true, encoding: .utf8)
        let run = try Tool.run(["previews", folder.path + "/Shop", "-o", folder.path + "/out", "--scale", "1",
                                "--build-folder", folder.path + "/build", "--animgen", PackagePaths.root.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Sources/Shop/ShopApp.swift:3: note: ShopApp (@main) is left out"), "\(run.stderr)")
        for (name, isRed) in [("Red", true), ("Green", false)] {
            let pixels = [UInt8](try MediaProbe.decodeAll(URL(fileURLWithPath: "\(folder.path)/out/Swatch/\(name).png")))
            guard pixels.count == 20 * 10 * 3 else { Issue.record("\(name): \(pixels.count) bytes, not 20×10"); continue }
            let (r, g) = (Int(pixels[(5 * 20 + 10) * 3]), Int(pixels[(5 * 20 + 10) * 3 + 1]))
            #expect(isRed ? (r > 200 && g < 100) : (g > 150 && r < 100), "\(name): r \(r) g \(g)")
        }
    }

    @Test func committedGoldensPass() throws {
        let run = try previews([Self.gallery, "--verify", Self.goldens, "--scale", "1"])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("ok") }.count == 8, "\(run.stdout)")
        // The same check from a test function.
        assertPreviews(Self.gallery, goldens: Self.goldens, scale: 1, buildFolder: Self.buildFolder, animgen: Tool.executable.path)
    }

    @Test func recordThenVerifyAndAChangedViewFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let goldens = folder.path + "/goldens"
        let record = try previews([Self.gallery, "--record", goldens, "--scale", "1"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(imageDimensions(atPath: goldens + "/Badge/Many.png") != nil)
        // Files and the check from one run: --verify with -o.
        let verify = try previews([Self.gallery, "--verify", goldens, "--scale", "1", "-o", folder.path + "/out"])
        #expect(verify.status == 0, "\(verify.stdout)\n\(verify.stderr)")
        #expect(imageDimensions(atPath: folder.path + "/out/Badge/Many.png") != nil)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/index.html"))
        // The user changes a view: a copy of the package whose badge counts 8, not 3
        // (in Inter Bold, 1861 and 1857 units of 2816 wide: the same pixel size,
        // so the golden and the render are compared and a diff picture drawn).
        let package = folder.path + "/PreviewGallery"
        try FileManager.default.createDirectory(atPath: package, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(atPath: Self.gallery + "/" + item, toPath: package + "/" + item)
        }
        let badge = package + "/Sources/Showcase/Badge.swift"
        let text = try String(contentsOfFile: badge, encoding: .utf8)
        try text.replacingOccurrences(of: "Badge(count: 3)", with: "Badge(count: 8)").write(toFile: badge, atomically: true, encoding: .utf8)
        let artifacts = folder.path + "/artifacts"
        let changed = try Tool.run(["previews", package, "--verify", goldens, "--scale", "1", "--artifacts", artifacts,
                                    "--build-folder", folder.path + "/build", "--animgen", PackagePaths.root.path])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("FAIL  Badge/One-digit.png"), "\(changed.stdout)")
        #expect(changed.stdout.contains("ok    Badge/Many.png"), "only the changed preview fails")
        #expect(changed.stderr.contains("Sources/Showcase/Badge.swift:18: One digit"), "\(changed.stderr)")
        #expect(changed.stderr.contains(artifacts + "/Badge/One-digit.diff.png"), "\(changed.stderr)")
        #expect(imageDimensions(atPath: artifacts + "/Badge/One-digit.diff.png") != nil, "a diff picture in the artifacts folder")
        #expect(imageDimensions(atPath: artifacts + "/Badge/One-digit.actual.png") != nil)
        #expect(!FileManager.default.fileExists(atPath: goldens + "/Badge/One-digit.diff.png"), "nothing beside the committed goldens")
        #expect(!FileManager.default.fileExists(atPath: goldens + "/Badge/One-digit.actual.png"))
    }

    @Test func compileErrorsPointAtTheUsersLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let sources = folder.path + "/Broken/Sources/Broken"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Broken\", targets: [.target(name: \"Broken\")])\n"
            .write(toFile: folder.path + "/Broken/Package.swift", atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            struct Title: View {
                var body: some View {
                    Text("Hi").fancyUnknownModifier()
                }
            }

            #Preview {
                Title(size: 3)
            }
            """.write(toFile: sources + "/Title.swift", atomically: true, encoding: .utf8)
        let run = try previews([folder.path + "/Broken"])
        #expect(run.status == 1)
        let file = sources + "/Title.swift"
        #expect(run.stderr.contains("\(file):5:20: error: value of type 'Text' has no member 'fancyUnknownModifier'"), "\(run.stderr)")
        #expect(run.stderr.contains("note: if `fancyUnknownModifier` (on Text) is SwiftUI API, animgen does not have it yet: docs/swiftui-coverage.md"),
                "the missing declaration named, with the pointer")
        #expect(run.stderr.contains("\(file):10:"), "the #Preview body's error at its own line")
        #expect(!run.stderr.contains("animgen-previews-tests/Modules"), "no generated path is shown")
    }

    @Test func rendersOneViewExpression() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/badge.png"
        let run = try Tool.run(["render", Self.gallery + "/Sources/Showcase/Badge.swift", "--view", "Badge(count: 7).padding()", "--scale", "1",
                                "-o", output, "--build-folder", Self.buildFolder, "--animgen", PackagePaths.root.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(imageDimensions(atPath: output) != nil)
        let bad = try Tool.run(["render", Self.gallery + "/Sources/Showcase/Badge.swift", "--view", "Badge(cont: 7)",
                                "-o", output, "--build-folder", Self.buildFolder, "--animgen", PackagePaths.root.path])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("--view:1:"), "\(bad.stderr)")
    }

    @Test func badInputIsAClearError() throws {
        let missing = try Tool.run(["previews", "/nonexistent/Package"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file or folder"))
        let scheme = try Tool.run(["previews", Self.gallery, "--color-scheme", "sepia"])
        #expect(scheme.status == 2)
        #expect(scheme.stderr.contains("use light, dark or both"))
    }
}

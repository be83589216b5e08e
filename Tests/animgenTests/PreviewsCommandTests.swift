// `animgen previews` end to end on Examples/PreviewGallery — a SwiftUI
// package written as for Apple platforms: it builds the previews against
// this package (one cached build folder in .build, shared by every test
// here, so only the first pays for compiling animgen), writes PNG, GIF and
// MP4 files of the sizes the traits ask for, checks them against the
// committed goldens, and reports compile errors at the user's own lines.
import AnimGenTesting
import Foundation
import ImageFiles
import Testing
import TestSupport

// Opt-in (ANIMGEN_CI_PREVIEWS=1, as .ci/run does it): the first test builds
// animgen's library again inside the user package's build folder, minutes
// on two cores.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ANIMGEN_CI_PREVIEWS"] == "1",
                             "end-to-end previews build: set ANIMGEN_CI_PREVIEWS=1"))
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
        ]
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

    @Test func animatedPreviewsPlayOnTheRenderClock() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let gif = try previews([Self.gallery, "-o", folder.path + "/gif", "--only", "Spinner", "--seconds", "1", "--fps", "10", "--scale", "1"])
        #expect(gif.status == 0, "\(gif.stderr)")
        let file = folder.path + "/gif/Spinner/Preview.gif"
        let probe = try MediaProbe.probe(file)
        #expect(probe.stream["codec_name"] as? String == "gif")
        #expect(probe.stream["width"] as? Int == 100 && probe.stream["height"] as? Int == 100)
        let hashes = try MediaProbe.frameHashes(file)
        #expect(hashes.count == 10)
        #expect(Set(hashes).count > 5, "the onAppear repeatForever rotation should move every frame")
        let mp4 = try previews([Self.gallery, "-o", folder.path + "/mp4", "--only", "Spinner", "--seconds", "0.5", "--format", "mp4",
                                "--color-scheme", "both"])
        #expect(mp4.status == 0, "\(mp4.stderr)")
        for scheme in ["light", "dark"] {
            let video = try MediaProbe.probe(folder.path + "/mp4/Spinner/Preview-\(scheme).mp4")
            #expect(video.stream["width"] as? Int == 200, "--scale 2 by default")
        }
    }

    @Test func goldensPassAndADifferenceFails() throws {
        let run = try previews([Self.gallery, "--verify", Self.goldens, "--scale", "1"])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        // A golden that no longer matches: exit 1, a diff picture, the preview's own file and line.
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let copy = folder.path + "/goldens"
        try FileManager.default.copyItem(atPath: Self.goldens, toPath: copy)
        try FileManager.default.removeItem(atPath: copy + "/Badge/Many.png")
        try FileManager.default.copyItem(atPath: Self.goldens + "/Badge/One-digit.png", toPath: copy + "/Badge/Many.png")
        let broken = try previews([Self.gallery, "--verify", copy, "--scale", "1"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("Sources/Showcase/Badge.swift:23: Many"))
        #expect(broken.stdout.contains("FAIL  Badge/Many.png"))
        #expect(FileManager.default.fileExists(atPath: copy + "/Badge/Many.actual.png"))
        // The same check from a test function.
        assertPreviews(Self.gallery, goldens: Self.goldens, scale: 1, buildFolder: Self.buildFolder, animgen: Tool.executable.path)
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
        #expect(run.stderr.contains("docs/swiftui-coverage.md"))
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

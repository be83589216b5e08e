// swift-tools-version:6.0
// animgen — drawing code and timeline files to frame-exact video.
// Targets follow the layer table in DESIGN.md; imports only point down it.
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "animgen",
    products: [
        .library(name: "AnimGen", targets: ["AnimGen"]),
        .library(name: "AnimGenTesting", targets: ["AnimGenTesting"]),
        .library(name: "Preview", targets: ["Preview"]),
        // `import SwiftUI` on Linux: AnimGen under SwiftUI's name, with `#Preview`.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // What `animgen previews` links a user's previews against to render them: a shared
        // library, so a previews build links animgen's built code instead of compiling it again.
        .library(name: "SwiftUIPreviews", type: .dynamic, targets: ["SwiftUIPreviews"]),
        .executable(name: "animgen", targets: ["animgen"]),
        // `swift package --allow-writing-to-package-directory render-previews` in a package depending on animgen.
        .plugin(name: "RenderPreviews", targets: ["RenderPreviews"]),
    ],
    targets: [
        // C libraries, found through pkg-config, installed from Debian.
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat libavcodec libavutil libswscale",
            providers: [.apt(["pkg-config", "libavformat-dev", "libavcodec-dev", "libavutil-dev",
                              "libswscale-dev"])]
        ),
        .systemLibrary(
            name: "CText",
            pkgConfig: "freetype2 harfbuzz",
            providers: [.apt(["pkg-config", "libfreetype-dev", "libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["pkg-config", "libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["pkg-config", "zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["pkg-config", "libmicrohttpd-dev"])]
        ),

        // Layers, bottom to top; each lists exactly the modules its files
        // import (scripts/check-imports keeps that true).
        // "Did you mean …?": the one spelling rule every layer's errors use.
        .target(name: "Spelling"),
        .target(name: "Geometry"),
        .target(name: "Raster", dependencies: ["Geometry"]),
        // The built-in symbols as data (name → parts of path data) and the one interpreter
        // that turns a design into paths; no SwiftUI names.
        .target(name: "Symbols", dependencies: ["Geometry"]),
        // The time engine: exact frame times, render bounds, Bézier easing.
        .target(name: "Timeline"),
        .target(name: "ImageFiles", dependencies: ["Raster", "CFFmpeg"]),
        .target(name: "Media", dependencies: ["ImageFiles", "Raster", "Timeline", "CFFmpeg"]),
        // MSL subset compiled and run on the CPU for SwiftUI's shader effects.
        .target(name: "Shading", dependencies: ["Geometry", "Raster", "Spelling"]),
        .target(name: "Frames", dependencies: ["Raster", "Timeline"]),
        // The text engine: styled runs of characters shaped (FreeType, HarfBuzz), set in
        // installed fonts (fontconfig), broken into lines and laid out; no SwiftUI names.
        .target(name: "Typesetting", dependencies: ["Geometry", "Raster", "ImageFiles", "Spelling", "CText", "CFontconfig"]),
        // Lottie (Bodymovin JSON, .lottie zips, .tgs stickers) read, modelled and drawn
        // with the engines below the SwiftUI surface (text without glyphs set by Typesetting).
        .target(name: "Lottie", dependencies: ["Geometry", "Raster", "Timeline", "Frames", "ImageFiles", "Typesetting", "CZlib"]),
        // Everything that is, takes or makes a View, as Apple's SwiftUICore.
        .target(name: "SwiftUICore", dependencies: [
            "Geometry", "Raster", "ImageFiles", "Timeline", "Shading", "Frames", "Typesetting", "Lottie", "Symbols",
        ]),
        .target(name: "Particles", dependencies: ["Geometry", "Raster", "Timeline"]),
        .target(name: "TimelineFile", dependencies: [
            "Frames", "SwiftUICore", "Typesetting", "Geometry", "ImageFiles", "Particles", "Raster", "Spelling", "Timeline",
        ]),
        .target(name: "Verification", dependencies: ["Frames", "SwiftUICore", "Geometry", "Raster", "Timeline", "ImageFiles"]),
        .target(name: "Scenes", dependencies: ["Frames", "TimelineFile", "SwiftUICore", "Geometry", "Particles", "Raster", "Timeline"]),
        .target(name: "AnimGen", dependencies: [
            "Geometry", "Raster", "Timeline", "ImageFiles", "Media", "Typesetting", "SwiftUICore", "Frames", "Particles",
            "TimelineFile", "Verification", "Scenes", "Lottie",
        ]),
        // Its code needs Verification and the frame model (plus the drawing
        // and time types its overloads take); AnimGen only for the re-export
        // that lets a user's test import AnimGenTesting alone.
        .target(name: "AnimGenTesting", dependencies: ["AnimGen", "Verification", "Frames", "SwiftUICore", "Raster", "Timeline"]),
        .executableTarget(name: "animgen", dependencies: [
            "AnimGen", "SwiftUICore", "Frames", "Geometry", "ImageFiles", "Media", "Particles", "Preview", "Raster", "Scenes",
            "Spelling", "Timeline", "TimelineFile", "Verification", "Lottie", "SwiftUIPreviews",
        ]),
        // SwiftUI's name for AnimGen, plus the preview macros (their plugin
        // speaks the compiler's protocol itself: no swift-syntax to fetch).
        .macro(name: "PreviewMacros"),
        .target(name: "SwiftUI", dependencies: ["AnimGen", "PreviewMacros"]),
        .plugin(name: "RenderPreviews",
                capability: .command(intent: .custom(verb: "render-previews", description: "Render every #Preview and PreviewProvider to PNG/GIF/MP4 (animgen previews)"),
                                     permissions: [.writeToPackageDirectory(reason: "animgen writes the pictures into previews/ (or the -o/--record folder)")])),
        // Renders registered previews to PNG/GIF/MP4 (the program `animgen previews` builds).
        .target(name: "SwiftUIPreviews", dependencies: ["SwiftUI", "SwiftUICore", "Frames", "ImageFiles", "Raster", "Timeline", "Geometry"]),
        // `animgen preview` and `Preview(scene:).serve()`: a local page over libmicrohttpd.
        .target(name: "Preview", dependencies: ["Frames", "Scenes", "TimelineFile", "Verification", "ImageFiles", "Media", "Raster", "Timeline", "CMicroHTTPD"]),
        // A user's own program previewing a Swift scene: `swift run preview-example`.
        .executableTarget(name: "preview-example", dependencies: ["AnimGen", "Preview"], path: "Examples/PreviewExample"),

        // Benchmarks: run by hand, never by `swift test` (they assert nothing).
        .executableTarget(name: "media-bench", dependencies: ["Media", "Raster", "Timeline", "TestSupport"],
                          path: "Benchmarks/MediaBench"),

        .executableTarget(name: "shading-bench", dependencies: ["Shading"], path: "Benchmarks/ShadingBench"),
        .executableTarget(name: "lottie-bench", dependencies: ["Lottie", "Frames", "Raster"], path: "Benchmarks/LottieBench"),

        // Tests; TestSupport is what several test targets share (ffprobe, paths).
        .target(name: "TestSupport", dependencies: ["Raster"], path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry"]),
        .testTarget(name: "SymbolsTests", dependencies: ["Symbols", "Geometry"]),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline"]),
        .testTarget(name: "ImageFilesTests", dependencies: ["ImageFiles", "Raster", "CFFmpeg", "TestSupport"]),
        .testTarget(name: "MediaTests", dependencies: ["ImageFiles", "Media", "Raster", "Timeline", "CFFmpeg", "TestSupport"]),
        .testTarget(name: "ShadingTests", dependencies: ["Shading", "Geometry", "Raster"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting"]),
        .testTarget(name: "SwiftUICoreTests", dependencies: [
            "SwiftUICore", "Typesetting", "Frames", "Geometry", "ImageFiles", "Raster", "Media", "Timeline", "TestSupport",
        ]),
        .testTarget(name: "LottieTests", dependencies: ["Lottie", "Frames", "Raster"]),
        .testTarget(name: "ParticlesTests", dependencies: ["Particles", "Timeline"]),
        .testTarget(name: "TimelineFileTests", dependencies: [
            "TimelineFile", "Frames", "SwiftUICore", "Geometry", "ImageFiles", "Media", "Raster", "Spelling", "Timeline", "TestSupport",
            "Typesetting",
        ]),
        .testTarget(name: "VerificationTests", dependencies: [
            "Verification", "Frames", "Scenes", "SwiftUICore", "Geometry", "ImageFiles", "Media", "Raster", "Timeline",
        ]),
        .testTarget(name: "ScenesTests", dependencies: [
            "Scenes", "Frames", "TimelineFile", "Particles", "SwiftUICore", "Raster", "Timeline", "TestSupport",
        ]),
        .testTarget(name: "AnimGenTestingTests", dependencies: ["AnimGenTesting"], exclude: ["__Goldens__"]),
        .testTarget(name: "animgenTests", dependencies: [
            "animgen", "AnimGen", "AnimGenTesting", "Frames", "ImageFiles", "Media", "Raster", "Scenes", "Spelling", "SwiftUIPreviews", "Timeline", "TimelineFile",
            "TestSupport",
        ]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "Frames", "Raster", "Timeline", "Lottie", "TimelineFile"]),
        // SwiftUI-style code (SwiftUICode/: `import AnimGen` only) and the
        // pixel checks that it compiles and draws what SwiftUI draws.
        // Shaders: .metal sources for ShaderLibrary; Resources/Assets.xcassets:
        // an asset catalog as Xcode writes it, for Color(_:bundle:) and
        // Image(_:bundle:) with `bundle: .module`.
        .testTarget(name: "SwiftUICompatibilityTests", dependencies: ["AnimGen", "TestSupport"],
                    resources: [.copy("Shaders"), .process("Resources/Assets.xcassets")]),
    ]
)

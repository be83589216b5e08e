// swift-tools-version:6.0
// animgen — drawing code and timeline files to frame-exact video.
// Targets follow the layer table in DESIGN.md; imports only point down it.
import PackageDescription

let package = Package(
    name: "animgen",
    products: [
        .library(name: "AnimGen", targets: ["AnimGen"]),
        .library(name: "AnimGenTesting", targets: ["AnimGenTesting"]),
        .library(name: "Preview", targets: ["Preview"]),
        .executable(name: "animgen", targets: ["animgen"]),
    ],
    targets: [
        // C libraries, found through pkg-config, installed from Debian.
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat libavcodec libavutil libswscale libavfilter",
            providers: [.apt(["pkg-config", "libavformat-dev", "libavcodec-dev", "libavutil-dev",
                              "libswscale-dev", "libavfilter-dev"])]
        ),
        .systemLibrary(
            name: "CText",
            pkgConfig: "freetype2 harfbuzz",
            providers: [.apt(["pkg-config", "libfreetype-dev", "libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["pkg-config", "libmicrohttpd-dev"])]
        ),

        // Layers, bottom to top.
        .target(name: "Geometry"),
        .target(name: "Raster", dependencies: ["Geometry"]),
        .target(name: "Timeline", dependencies: ["Geometry"]),
        .target(name: "Media", dependencies: ["Raster", "CFFmpeg"]),
        .target(name: "Drawing", dependencies: ["Geometry", "Raster", "Media", "Timeline", "CText"]),
        .target(name: "Views", dependencies: ["Drawing", "Timeline"]),
        .target(name: "Particles", dependencies: ["Geometry", "Timeline"]),
        .target(name: "Scenes", dependencies: ["Drawing", "Views", "Particles", "Timeline", "Media"]),
        .target(name: "AnimGen", dependencies: [
            "Geometry", "Raster", "Timeline", "Media", "Drawing", "Views", "Particles", "Scenes",
        ]),
        .target(name: "AnimGenTesting", dependencies: ["AnimGen", "Media"]),
        // `animgen preview` and `Preview(scene:).serve()`: a local page over libmicrohttpd.
        .target(name: "Preview", dependencies: ["Scenes", "Media", "Raster", "Timeline", "CMicroHTTPD"]),
        .executableTarget(name: "animgen", dependencies: ["AnimGen", "Preview"]),
        // A user's own program previewing a Swift scene: `swift run preview-example`.
        .executableTarget(name: "preview-example", dependencies: ["AnimGen", "Preview"], path: "Examples/PreviewExample"),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry"]),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline"]),
        .testTarget(name: "MediaTests", dependencies: ["Media", "Raster", "Particles"]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views"]),
        .testTarget(name: "ParticlesTests", dependencies: ["Particles"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes"]),
        .testTarget(name: "AnimGenTestingTests", dependencies: ["AnimGenTesting"]),
        .testTarget(name: "animgenTests", dependencies: ["animgen", "Media"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "Scenes", "Raster", "Timeline"]),
        // SwiftUI-style code (SwiftUICode/: `import AnimGen` only) and the
        // pixel checks that it compiles and draws what SwiftUI draws.
        .testTarget(name: "SwiftUICompatibilityTests", dependencies: ["AnimGen"]),
    ]
)

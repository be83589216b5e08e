// swift-tools-version:6.0
// libFuzzer targets for animgen's parsers and renderer. Built and run by
// scripts/fuzz (which passes -sanitize=fuzzer,address); not part of the
// main package, so a plain `swift build` never sees them.
import PackageDescription

let fuzzFlags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "animgen-fuzz",
    dependencies: [.package(name: "animgen", path: "..")],
    targets: [.target(name: "FuzzSupport")] + ["FuzzJSON5", "FuzzTimeline", "FuzzSVGPath", "FuzzRender", "FuzzLottie"].map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "AnimGen", package: "animgen")],
                          swiftSettings: fuzzFlags)
    }
)

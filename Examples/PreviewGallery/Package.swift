// swift-tools-version:6.0
// A SwiftUI package as it is written for Apple platforms — views with
// previews, `import SwiftUI` — that also builds on Linux, where animgen's
// `SwiftUI` module stands in for Apple's. `animgen previews .` renders
// every preview (docs/previews.md); Tests/animgenTests/PreviewsCommandTests
// renders them end to end and checks them against Goldens/.
import PackageDescription

let package = Package(
    name: "PreviewGallery",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "Showcase", targets: ["Showcase"])],
    // In your own package: .package(url: "<animgen's git URL>", branch: "main")
    dependencies: [.package(name: "animgen", path: "../..")],
    targets: [
        .target(name: "Showcase", dependencies: [
            .product(name: "SwiftUI", package: "animgen", condition: .when(platforms: [.linux])),
        ], resources: [.process("Assets.xcassets")]),
    ]
)

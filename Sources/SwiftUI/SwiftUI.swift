// `import SwiftUI` on Linux: this module is animgen under SwiftUI's name,
// so a SwiftUI file compiles with its own import line. A cross-platform
// package depends on it only on Linux:
//
//     .product(name: "SwiftUI", package: "animgen", condition: .when(platforms: [.linux]))
//
// It adds the two preview macros, which SwiftUI declares in
// DeveloperToolsSupport; everything else is AnimGen's.
@_exported import AnimGen

/// Declares a preview of a view: `animgen previews` renders it to a PNG,
/// GIF or MP4; `swift build` type-checks it and otherwise ignores it.
///
///     #Preview("Badge") {
///         Badge(count: 3)
///     }
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Declares a preview with traits: `.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft` and the other orientations.
///
///     #Preview("Small", traits: .sizeThatFitsLayout) { Badge(count: 3) }
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>,
                     _ additionalTraits: PreviewTrait<PreviewViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Marks a `@State` (or other) variable declared at the top of a `#Preview`
/// body: the preview keeps it as the state of a view wrapping the body.
///
///     #Preview {
///         @Previewable @State var isOn = true
///         Toggle("Wi-Fi", isOn: $isOn)
///     }
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")

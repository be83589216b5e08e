// SwiftUI's named colors, in light and dark appearances.
//
// Source of the values: Apple's Human Interface Guidelines, "Color" →
// "Specifications" → "System colors"
// (https://developer.apple.com/design/human-interface-guidelines/color),
// iOS/iPadOS "Default (light)" and "Default (dark)" columns, as published for
// iOS 15 through iOS 18 (SwiftUI's `Color.red` etc. resolve to UIKit's
// `systemRed` etc., "a red color that automatically adapts to the current
// trait environment"). The same 8-bit triples appear in Flutter's
// CupertinoColors (api.flutter.dev, `systemBlue`: 0, 122, 255 / dark 10, 132,
// 255; `systemBrown`: 162, 132, 94) and in many design kits. macOS 14 uses
// slightly different values for a few (e.g. green 40, 205, 65); we follow
// iOS. The June 2025 (iOS 26) palette changed several values again; we do
// not follow it. Gray, black, white and clear are the same in both
// appearances, so they stay constant colors.
//
// `.primary` and `.secondary` are UIKit's `label` and `secondaryLabel`:
// black and #3C3C43 at 60 % opacity in light mode, white and #EBEBF5 at 60 %
// in dark mode (the label colors `HierarchicalShapeStyle` uses too).
import Foundation

extension Color {
    @inlinable
    static func rgb8(_ r: Int, _ g: Int, _ b: Int, _ opacity: Double = 1) -> Color {
        Color(sRGB: Double(r) / 255, Double(g) / 255, Double(b) / 255, opacity: opacity)
    }

    /// Red: sRGB (255, 59, 48), iOS's `systemRed`; (255, 69, 58) in a dark appearance.
    public static let red = rgb8(255, 59, 48).dynamic(dark: rgb8(255, 69, 58))
    /// Orange: sRGB (255, 149, 0); (255, 159, 10) in a dark appearance.
    public static let orange = rgb8(255, 149, 0).dynamic(dark: rgb8(255, 159, 10))
    /// Yellow: sRGB (255, 204, 0); (255, 214, 10) in a dark appearance.
    public static let yellow = rgb8(255, 204, 0).dynamic(dark: rgb8(255, 214, 10))
    /// Green: sRGB (52, 199, 89); (48, 209, 88) in a dark appearance (macOS's differ, we follow iOS).
    public static let green = rgb8(52, 199, 89).dynamic(dark: rgb8(48, 209, 88))
    /// Mint: sRGB (0, 199, 190); (99, 230, 226) in a dark appearance.
    public static let mint = rgb8(0, 199, 190).dynamic(dark: rgb8(99, 230, 226))
    /// Teal: sRGB (48, 176, 199); (64, 200, 224) in a dark appearance.
    public static let teal = rgb8(48, 176, 199).dynamic(dark: rgb8(64, 200, 224))
    /// Cyan: sRGB (50, 173, 230); (100, 210, 255) in a dark appearance.
    public static let cyan = rgb8(50, 173, 230).dynamic(dark: rgb8(100, 210, 255))
    /// Blue: sRGB (0, 122, 255); (10, 132, 255) in a dark appearance.
    public static let blue = rgb8(0, 122, 255).dynamic(dark: rgb8(10, 132, 255))
    /// Indigo: sRGB (88, 86, 214); (94, 92, 230) in a dark appearance.
    public static let indigo = rgb8(88, 86, 214).dynamic(dark: rgb8(94, 92, 230))
    /// Purple: sRGB (175, 82, 222); (191, 90, 242) in a dark appearance.
    public static let purple = rgb8(175, 82, 222).dynamic(dark: rgb8(191, 90, 242))
    /// Pink: sRGB (255, 45, 85); (255, 55, 95) in a dark appearance.
    public static let pink = rgb8(255, 45, 85).dynamic(dark: rgb8(255, 55, 95))
    /// Brown: sRGB (162, 132, 94); (172, 142, 104) in a dark appearance.
    public static let brown = rgb8(162, 132, 94).dynamic(dark: rgb8(172, 142, 104))
    /// Gray: sRGB (142, 142, 147) in both appearances.
    public static let gray = rgb8(142, 142, 147)
    /// Opaque black: sRGB (0, 0, 0).
    public static let black = rgb8(0, 0, 0)
    /// Opaque white: sRGB (255, 255, 255).
    public static let white = rgb8(255, 255, 255)
    /// Transparent black, as SwiftUI's `Color.clear`.
    public static let clear = rgb8(0, 0, 0, 0)

    /// The color for primary content: black in a light appearance, white in a dark one.
    public static let primary = rgb8(0, 0, 0).dynamic(dark: rgb8(255, 255, 255))
    /// The color for secondary content: #3C3C43 at 60 % opacity, #EBEBF5 at 60 % in a dark appearance.
    public static let secondary = secondaryLabelBase.opacity(0.6)
    /// UIKit's secondary label colour at full opacity: every label level
    /// below the first is this at the level's opacity.
    static let secondaryLabelBase = rgb8(60, 60, 67).dynamic(dark: rgb8(235, 235, 245))
}

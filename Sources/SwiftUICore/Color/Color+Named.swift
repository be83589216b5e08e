// SwiftUI's named colors for a light appearance.
//
// Source of the values: Apple's Human Interface Guidelines, "Color" →
// "Specifications" → "System colors", iOS/iPadOS "Default (light)" column, as
// published for iOS 15 through iOS 18 (SwiftUI's `Color.red` etc. resolve to
// UIKit's `systemRed` etc. on iOS 17). The same 8-bit triples appear in
// Flutter's CupertinoColors (`systemBrown`: 162, 132, 94) and in many design
// kits. macOS 14 uses slightly different values for a few (e.g. green
// 40, 205, 65); we follow iOS. The June 2025 (iOS 26) palette changed several
// values again; we do not follow it.
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

    /// Red: sRGB (255, 59, 48), iOS's light-appearance `systemRed`.
    public static let red = rgb8(255, 59, 48)
    /// Orange: sRGB (255, 149, 0).
    public static let orange = rgb8(255, 149, 0)
    /// Yellow: sRGB (255, 204, 0).
    public static let yellow = rgb8(255, 204, 0)
    /// Green: sRGB (52, 199, 89); macOS's differs, we follow iOS.
    public static let green = rgb8(52, 199, 89)
    /// Mint: sRGB (0, 199, 190).
    public static let mint = rgb8(0, 199, 190)
    /// Teal: sRGB (48, 176, 199).
    public static let teal = rgb8(48, 176, 199)
    /// Cyan: sRGB (50, 173, 230).
    public static let cyan = rgb8(50, 173, 230)
    /// Blue: sRGB (0, 122, 255).
    public static let blue = rgb8(0, 122, 255)
    /// Indigo: sRGB (88, 86, 214).
    public static let indigo = rgb8(88, 86, 214)
    /// Purple: sRGB (175, 82, 222).
    public static let purple = rgb8(175, 82, 222)
    /// Pink: sRGB (255, 45, 85).
    public static let pink = rgb8(255, 45, 85)
    /// Brown: sRGB (162, 132, 94).
    public static let brown = rgb8(162, 132, 94)
    /// Gray: sRGB (142, 142, 147).
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

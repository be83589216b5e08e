// UIColor's and NSColor's named colours (see UIColor.swift for where each
// value comes from).
import Foundation

extension UIColor {
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> UIColor { UIColor(red: r, green: g, blue: b, alpha: 1) }
    // The fixed colours, with the components Apple's pages give.
    /// Black (gray 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Gray 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Gray 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White (gray 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// RGB (1, 0, 0).
    public static let red = rgb(1, 0, 0)
    /// RGB (0, 1, 0).
    public static let green = rgb(0, 1, 0)
    /// RGB (0, 0, 1).
    public static let blue = rgb(0, 0, 1)
    /// RGB (0, 1, 1).
    public static let cyan = rgb(0, 1, 1)
    /// RGB (1, 1, 0).
    public static let yellow = rgb(1, 1, 0)
    /// RGB (1, 0, 1).
    public static let magenta = rgb(1, 0, 1)
    /// RGB (1, 0.5, 0).
    public static let orange = rgb(1, 0.5, 0)
    /// RGB (0.5, 0, 0.5).
    public static let purple = rgb(0.5, 0, 0.5)
    /// RGB (0.6, 0.4, 0.2).
    public static let brown = rgb(0.6, 0.4, 0.2)
    /// Gray 0 at alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)

    // The system colours: SwiftUI's named colours.
    /// `Color.red`.
    public static let systemRed = UIColor(Color.red)
    /// `Color.orange`.
    public static let systemOrange = UIColor(Color.orange)
    /// `Color.yellow`.
    public static let systemYellow = UIColor(Color.yellow)
    /// `Color.green`.
    public static let systemGreen = UIColor(Color.green)
    /// `Color.mint`.
    public static let systemMint = UIColor(Color.mint)
    /// `Color.teal`.
    public static let systemTeal = UIColor(Color.teal)
    /// `Color.cyan`.
    public static let systemCyan = UIColor(Color.cyan)
    /// `Color.blue`.
    public static let systemBlue = UIColor(Color.blue)
    /// `Color.indigo`.
    public static let systemIndigo = UIColor(Color.indigo)
    /// `Color.purple`.
    public static let systemPurple = UIColor(Color.purple)
    /// `Color.pink`.
    public static let systemPink = UIColor(Color.pink)
    /// `Color.brown`.
    public static let systemBrown = UIColor(Color.brown)
    /// `Color.gray`.
    public static let systemGray = UIColor(Color.gray)
    /// #AEAEB2, #636366 in a dark appearance.
    public static let systemGray2 = UIColor(Color.rgb8(174, 174, 178).dynamic(dark: Color.rgb8(99, 99, 102)))
    /// #C7C7CC, #48484A in a dark appearance.
    public static let systemGray3 = UIColor(Color.rgb8(199, 199, 204).dynamic(dark: Color.rgb8(72, 72, 74)))
    /// #D1D1D6, #3A3A3C in a dark appearance.
    public static let systemGray4 = UIColor(Color.rgb8(209, 209, 214).dynamic(dark: Color.rgb8(58, 58, 60)))
    /// #E5E5EA, #2C2C2E in a dark appearance.
    public static let systemGray5 = UIColor(Color.rgb8(229, 229, 234).dynamic(dark: Color.rgb8(44, 44, 46)))
    /// #F2F2F7, #1C1C1E in a dark appearance.
    public static let systemGray6 = UIColor(Color.rgb8(242, 242, 247).dynamic(dark: Color.rgb8(28, 28, 30)))
    /// The accent colour's default, `Color.accentColor`.
    public static let tintColor = UIColor(Color.accentColor)

    // Label, background, fill and separator colours (dynamic).
    /// `Color.primary`: black, white in a dark appearance.
    public static let label = UIColor(Color.primary)
    /// `Color.secondary`: #3C3C43 at 60 %, #EBEBF5 at 60 %.
    public static let secondaryLabel = UIColor(Color.secondary)
    /// #3C3C43 at 30 %, #EBEBF5 at 30 %.
    public static let tertiaryLabel = UIColor(Color.secondaryLabelBase.opacity(0.3))
    /// #3C3C43 at 18 %, #EBEBF5 at 18 %.
    public static let quaternaryLabel = UIColor(Color.secondaryLabelBase.opacity(0.18))
    /// `.link`'s colour.
    public static let link = UIColor(Color.linkColor)
    /// `.placeholder`'s colour.
    public static let placeholderText = UIColor(Color.placeholderText)
    /// `.separator`'s colour.
    public static let separator = UIColor(Color.separatorColor)
    /// #C6C6C8, #38383A in a dark appearance.
    public static let opaqueSeparator = UIColor(Color.rgb8(198, 198, 200).dynamic(dark: Color.rgb8(56, 56, 58)))
    /// `.background`'s colour: white, black in a dark appearance.
    public static let systemBackground = UIColor(Color.systemBackground)
    /// #F2F2F7, #1C1C1E in a dark appearance.
    public static let secondarySystemBackground = UIColor(Color.rgb8(242, 242, 247).dynamic(dark: Color.rgb8(28, 28, 30)))
    /// White, #2C2C2E in a dark appearance.
    public static let tertiarySystemBackground = UIColor(Color.rgb8(255, 255, 255).dynamic(dark: Color.rgb8(44, 44, 46)))
    /// #F2F2F7, black in a dark appearance.
    public static let systemGroupedBackground = UIColor(Color.rgb8(242, 242, 247).dynamic(dark: Color.rgb8(0, 0, 0)))
    /// White, #1C1C1E in a dark appearance.
    public static let secondarySystemGroupedBackground = UIColor(Color.rgb8(255, 255, 255).dynamic(dark: Color.rgb8(28, 28, 30)))
    /// #F2F2F7, #2C2C2E in a dark appearance.
    public static let tertiarySystemGroupedBackground = UIColor(Color.rgb8(242, 242, 247).dynamic(dark: Color.rgb8(44, 44, 46)))
    /// `.fill`'s colour: #787880 at 20 %, at 36 % in a dark appearance.
    public static let systemFill = UIColor(Color.systemFill)
    /// #787880 at 16 %, at 32 % in a dark appearance.
    public static let secondarySystemFill = UIColor(Color.rgb8(120, 120, 128, 0.16).dynamic(dark: Color.rgb8(120, 120, 128, 0.32)))
    /// #767680 at 12 %, at 24 % in a dark appearance.
    public static let tertiarySystemFill = UIColor(Color.rgb8(118, 118, 128, 0.12).dynamic(dark: Color.rgb8(118, 118, 128, 0.24)))
    /// #747480 at 8 %, #767680 at 18 % in a dark appearance.
    public static let quaternarySystemFill = UIColor(Color.rgb8(116, 116, 128, 0.08).dynamic(dark: Color.rgb8(118, 118, 128, 0.18)))

    // AppKit's spellings of the same colours.
    /// AppKit's `labelColor`: `label`.
    public static var labelColor: NSColor { label }
    /// AppKit's `secondaryLabelColor`.
    public static var secondaryLabelColor: NSColor { secondaryLabel }
    /// AppKit's `tertiaryLabelColor`.
    public static var tertiaryLabelColor: NSColor { tertiaryLabel }
    /// AppKit's `quaternaryLabelColor`.
    public static var quaternaryLabelColor: NSColor { quaternaryLabel }
    /// AppKit's `textColor`: `label`.
    public static var textColor: NSColor { label }
    /// AppKit's `linkColor`.
    public static var linkColor: NSColor { link }
    /// AppKit's `placeholderTextColor`.
    public static var placeholderTextColor: NSColor { placeholderText }
    /// AppKit's `separatorColor`.
    public static var separatorColor: NSColor { separator }
    /// AppKit's `windowBackgroundColor`: the system background.
    public static var windowBackgroundColor: NSColor { systemBackground }
    /// AppKit's `controlAccentColor`: the default accent colour.
    public static var controlAccentColor: NSColor { tintColor }

    /// AppKit's sRGB initializer.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// AppKit's calibrated (generic) RGB, taken as sRGB.
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// AppKit's device RGB, taken as sRGB.
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The system colour an asset catalog's "reference" names ("systemBlueColor").
    static func named(_ reference: String) -> UIColor? {
        let table: [String: UIColor] = [
            "systemRed": systemRed, "systemOrange": systemOrange, "systemYellow": systemYellow, "systemGreen": systemGreen,
            "systemMint": systemMint, "systemTeal": systemTeal, "systemCyan": systemCyan, "systemBlue": systemBlue,
            "systemIndigo": systemIndigo, "systemPurple": systemPurple, "systemPink": systemPink, "systemBrown": systemBrown,
            "systemGray": systemGray, "systemGray2": systemGray2, "systemGray3": systemGray3, "systemGray4": systemGray4,
            "systemGray5": systemGray5, "systemGray6": systemGray6, "label": label, "secondaryLabel": secondaryLabel,
            "tertiaryLabel": tertiaryLabel, "quaternaryLabel": quaternaryLabel, "link": link, "placeholderText": placeholderText,
            "separator": separator, "opaqueSeparator": opaqueSeparator, "systemBackground": systemBackground,
            "secondarySystemBackground": secondarySystemBackground, "tertiarySystemBackground": tertiarySystemBackground,
            "systemGroupedBackground": systemGroupedBackground,
            "secondarySystemGroupedBackground": secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackground": tertiarySystemGroupedBackground, "systemFill": systemFill,
            "secondarySystemFill": secondarySystemFill, "tertiarySystemFill": tertiarySystemFill,
            "quaternarySystemFill": quaternarySystemFill, "text": label, "windowBackground": systemBackground,
            "controlAccent": tintColor, "black": black, "white": white, "clear": clear,
        ]
        let key = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        return table[key]
    }
}

// UIKit's and AppKit's colour classes, as far as drawing code uses them.
// On Apple platforms `import SwiftUI` makes UIColor (iOS) or NSColor
// (macOS) visible, so SwiftUI code mixes `UIColor.systemBlue`,
// `UIColor(red:green:blue:alpha:)`, `.withAlphaComponent(_:)` and `.cgColor`
// with `Color(uiColor:)`. Here both names are one class holding a `Color`
// (a program is written for one platform, so it sees one of the spellings).
//
// Values: the fixed colours (`.red`, `.brown`…) are the components Apple's
// UIColor pages give; the system colours are the same values `Color` uses
// (Color+Named.swift, SemanticStyles.swift: one owner for each), so
// `UIColor.systemRed` is `Color.red` and `.label` is `Color.primary`, both
// dynamic; the system
// grays and the backgrounds and fills `Color` has no style for are
// UIKit's light/dark values from Apple's colour specifications (HIG).
import Foundation

/// A colour as UIKit's `UIColor` (and, under its other name, AppKit's
/// `NSColor`), for drawing code: a `Color` with UIKit's initializers.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour, dynamic where UIKit's is.
    public let color: Color

    /// The colour `color`, as SwiftUI's `UIColor(_: Color)`.
    public init(_ color: Color) { self.color = color }

    /// Extended-sRGB components 0…1 (beyond for wide colours) and alpha.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// Display P3 components and alpha.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A gray of brightness `white` (0 black, 1 white) and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(.sRGB, white: Double(white), opacity: Double(alpha)))
    }

    /// Hue, saturation and brightness 0…1 (HSB in sRGB) and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) { self.init(Color(cgColor: cgColor)) }

    /// The colour set `name` of the main bundle's asset catalogs; nil when there is none.
    public convenience init?(named name: String) {
        guard case .success(let color) = ColorSets.shared.color(named: name, in: nil) else { return nil }
        self.init(color)
    }

    /// This colour with alpha `alpha` (in every appearance).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = color
        c.a = Color.clampUnit(Double(alpha))
        c.dark?.a = c.a
        return UIColor(c)
    }

    /// The colour in a light appearance, as sRGB components and alpha.
    public var cgColor: CGColor {
        let c = color.sRGBComponents
        return CGColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
    }

    /// The light appearance's sRGB components and alpha into the pointers
    /// given; true, as every colour here has them.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.sRGBComponents
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.opacity)
        return true
    }

    /// Colours are equal when their colours are.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    /// Hashes the colour.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    /// The colour's description.
    public var description: String { "UIColor(\(color))" }
}

/// AppKit's name for the same colour class.
public typealias NSColor = UIColor

extension Color {
    /// The colour of a `UIColor`, dynamic where it is, as SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The colour of an `NSColor`, as SwiftUI's `Color(nsColor:)`.
    public init(nsColor: NSColor) { self = nsColor.color }

    /// The colour of a `UIColor` (or `NSColor`), dynamic where it is, as
    /// SwiftUI's `Color(_:)` for platform colours: `Color(.systemGray5)`,
    /// `Color(UIColor.systemBackground)`, `Color(someUIColor)`.
    public init(_ color: UIColor) { self = color.color }
}

// UIKit's `UIScreen`, as far as layout code reads it: `UIScreen.main.bounds`
// (Apple's page: "the bounding rectangle of the screen, measured in
// points", in the current orientation) and `scale`. A render has no device,
// so the screen is a fixed one, that of the iPhones SwiftUI code is mostly
// written on now (iPhone 15 and 16: 393 × 852 points at 3 pixels a point,
// portrait), not the render's canvas: a view's `@State` initial values read
// it before any render exists, and reading the same screen everywhere
// keeps frames pure functions of their index. Code that places views by
// the screen's size looks right when rendered at 393 × 852.
import Foundation

/// The device screen as UIKit's `UIScreen`: one fixed portrait iPhone screen.
public final class UIScreen: Sendable {
    /// The screen: 393 × 852 points at scale 3.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

    /// The screen's rectangle in points, origin at zero.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The screen's rectangle in pixels (portrait), as UIKit's `nativeBounds`.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}

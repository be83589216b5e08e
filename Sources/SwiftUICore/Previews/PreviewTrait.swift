// What Xcode's canvas reads from a preview: its layout, orientation and
// name. animgen's previews command reads the same values to choose the
// canvas of each picture (see docs/previews.md).
import Foundation
import Geometry

/// How a preview's canvas is sized, as `previewLayout(_:)` sets it.
public enum PreviewLayout: Sendable, Hashable {
    /// The whole device screen (animgen: 390 × 844 points, or `--size`).
    case device
    /// Just big enough for the view at its ideal size.
    case sizeThatFits
    /// A canvas of exactly this many points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device orientation, as `previewInterfaceOrientation(_:)` and the
/// orientation traits set it.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The orientation's name, e.g. `landscapeLeft`.
    public let id: String
    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Turned so the top of the device is on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Turned so the top of the device is on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    /// Whether the screen is wider than tall in this orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var description: String { id }
}

/// What kind of value a ``PreviewTrait`` applies to (SwiftUI spells it
/// `Preview.ViewTraits`; animgen has no `Preview` type because its own
/// `Preview` module — the local web page — would collide with it).
public enum PreviewViewTraits: Sendable {}

/// One setting of a `#Preview`: its layout or orientation.
///
///     #Preview("Badge", traits: .sizeThatFitsLayout) { Badge(count: 3) }
///     #Preview(traits: .fixedLayout(width: 200, height: 120), .landscapeLeft) { Card() }
public struct PreviewTrait<T>: Sendable, Hashable {
    enum Setting: Sendable, Hashable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }
    let setting: Setting
    init(_ setting: Setting) { self.setting = setting }
}

extension PreviewTrait where T == PreviewViewTraits {
    /// The device's whole screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(.layout(.device)) }
    /// Just big enough for the view.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.layout(.sizeThatFits)) }
    /// A canvas of exactly `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// Upright device.
    public static var portrait: PreviewTrait { PreviewTrait(.orientation(.portrait)) }
    /// Upside-down device.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// Device turned with its top on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(.orientation(.landscapeLeft)) }
    /// Device turned with its top on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(.orientation(.landscapeRight)) }
}

/// Everything the canvas needs to know about one preview: its name, layout
/// and orientation, gathered from `#Preview`'s arguments or from the
/// `preview…` modifiers of a `PreviewProvider`'s views.
public struct PreviewSettings: Sendable, Hashable {
    /// The name given (`#Preview("Name")`, `previewDisplayName`), if any.
    public var name: String?
    /// How the canvas is sized.
    public var layout: PreviewLayout = .device
    /// The device's orientation (only changes `.device` layouts).
    public var orientation: InterfaceOrientation = .portrait

    /// Settings with the given name and traits applied in order.
    public init(name: String? = nil, traits: [PreviewTrait<PreviewViewTraits>] = []) {
        self.name = name
        for trait in traits {
            switch trait.setting {
            case .layout(let layout): self.layout = layout
            case .orientation(let orientation): self.orientation = orientation
            }
        }
    }

    /// The canvas in points: `device` (portrait) turned for a landscape orientation,
    /// for `.sizeThatFits` the size `fitting` gives for the view offered that device
    /// (as Apple documents it: "fit the container to the size of the preview when
    /// offered the size of the device"), or the fixed size.
    public func canvas(device: CGSize, fitting: (_ offered: CGSize) -> CGSize) -> CGSize {
        let turned = orientation.isLandscape ? CGSize(width: device.height, height: device.width) : device
        switch layout {
        case .device:
            return turned
        case .sizeThatFits:
            return fitting(turned)
        case .fixed(let width, let height):
            return CGSize(width: width, height: height)
        }
    }
}

extension PreviewSettings {
    /// The settings of `#Preview(name)`.
    public static func preview(_ name: String? = nil) -> PreviewSettings { PreviewSettings(name: name) }

    /// The settings of `#Preview(name, traits: …)`.
    public static func preview(_ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>,
                               _ additionalTraits: PreviewTrait<PreviewViewTraits>...) -> PreviewSettings {
        PreviewSettings(name: name, traits: [traits] + additionalTraits)
    }
}

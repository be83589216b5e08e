// CoreGraphics' colour spaces, which Linux lacks. Every picture here is
// 8-bit sRGB, so a space is what it takes to bring its components into
// sRGB: a transfer curve (sRGB's, linear, or a 2.2 power for the generic
// gray) and primaries (sRGB's or Display P3's). The device spaces are taken
// as sRGB, as on iOS; Apple's legacy Generic RGB profile is taken as sRGB
// too. Extended spaces keep components outside 0…1 until pixels clamp them.
import Foundation

#if !canImport(CoreGraphics)
/// A string naming a colour space, as CoreFoundation's `CFString` (here a Swift `String`).
public typealias CFString = String

/// What kind of components a colour space has, as CoreGraphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    /// Not known.
    case unknown = -1
    /// One gray component.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
    /// Cyan, magenta, yellow and black (not drawable here).
    case cmyk = 2
    /// CIE L*a*b* (not drawable here).
    case lab = 3
    /// DeviceN (not drawable here).
    case deviceN = 4
    /// Indices into a colour table (not drawable here).
    case indexed = 5
    /// A pattern (`CGColorSpace(patternBaseSpace:)`).
    case pattern = 6
    /// XYZ (not drawable here).
    case XYZ = 7
}

/// How colours are mapped between spaces, as CoreGraphics' `CGColorRenderingIntent`
/// (accepted; every conversion here is colorimetric).
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent
    /// Absolute colorimetric.
    case absoluteColorimetric
    /// Relative colorimetric.
    case relativeColorimetric
    /// Perceptual.
    case perceptual
    /// Saturation.
    case saturation
}

/// How colour components are interpreted, as CoreGraphics' `CGColorSpace`.
public final class CGColorSpace: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// How a component maps to linear light.
    enum Transfer: Equatable { case sRGB, linear, gamma22 }

    /// The space's name (`CGColorSpace.sRGB`, …); nil for the device spaces.
    public let name: CFString?
    /// What kind of components the space has.
    public let model: CGColorSpaceModel
    let transfer: Transfer
    let displayP3: Bool
    /// Whether components outside 0…1 are kept (the extended spaces).
    public let isExtended: Bool

    init(name: CFString?, model: CGColorSpaceModel, transfer: Transfer = .sRGB, displayP3: Bool = false,
         extended: Bool = false) {
        self.name = name
        self.model = model
        self.transfer = transfer
        self.displayP3 = displayP3
        isExtended = extended
    }

    /// The named space, or nil for a name this library does not know (CMYK, Lab and wide-gamut spaces
    /// other than Display P3 are not drawable here).
    public convenience init?(name: CFString) {
        let known: [CFString: (CGColorSpaceModel, Transfer, Bool, Bool)] = [
            Self.sRGB: (.rgb, .sRGB, false, false),
            Self.genericRGB: (.rgb, .sRGB, false, false),
            Self.extendedSRGB: (.rgb, .sRGB, false, true),
            Self.linearSRGB: (.rgb, .linear, false, false),
            Self.genericRGBLinear: (.rgb, .linear, false, false),
            Self.extendedLinearSRGB: (.rgb, .linear, false, true),
            Self.displayP3: (.rgb, .sRGB, true, false),
            Self.extendedDisplayP3: (.rgb, .sRGB, true, true),
            Self.genericGrayGamma2_2: (.monochrome, .gamma22, false, false),
            Self.extendedGray: (.monochrome, .gamma22, false, true),
            Self.linearGray: (.monochrome, .linear, false, false),
            Self.extendedLinearGray: (.monochrome, .linear, false, true),
        ]
        guard let k = known[name] else { return nil }
        self.init(name: name, model: k.0, transfer: k.1, displayP3: k.2, extended: k.3)
    }

    /// A pattern space (`setFillPattern`); `baseSpace` is the colour of an uncoloured pattern.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        self.init(name: nil, model: .pattern)
        baseColorSpace = baseSpace
    }

    /// The colour space of an uncoloured pattern, for a pattern space.
    public private(set) var baseColorSpace: CGColorSpace?

    /// How many colour components (alpha not counted) a colour in this space has.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .rgb, .lab, .XYZ: return 3
        case .cmyk: return 4
        case .pattern: return baseColorSpace?.numberOfComponents ?? 0
        default: return 0
        }
    }

    /// Whether the space can be drawn into (RGB or gray, as this library's pictures).
    public var supportsOutput: Bool { model == .rgb || model == .monochrome }

    /// The sRGB components (extended, not clamped) of colour `components`
    /// (gray: one, RGB: three; alpha not included).
    func sRGB(_ components: [CGFloat]) -> (red: Double, green: Double, blue: Double) {
        // Linear light from a linear or 2.2-power component (mirrored below 0).
        func linear(_ v: Double) -> Double { transfer == .gamma22 ? (v < 0 ? -pow(-v, 2.2) : pow(v, 2.2)) : v }
        if model == .monochrome {
            let g = Double(components.first ?? 0)
            switch transfer {
            case .sRGB: return (g, g, g)
            case .linear, .gamma22:
                let v = signedEncode(linear(g))
                return (v, v, v)
            }
        }
        let c = (0..<3).map { Double($0 < components.count ? components[$0] : 0) }
        switch transfer {
        case .sRGB:
            guard displayP3 else { return (c[0], c[1], c[2]) }
            let s = ColorSpaceConversion.toSRGB(.displayP3, c[0], c[1], c[2])
            return (s.0, s.1, s.2)
        case .linear, .gamma22:
            return (signedEncode(linear(c[0])), signedEncode(linear(c[1])), signedEncode(linear(c[2])))
        }
    }

    /// sRGB's encoding, mirrored for negative (extended) values.
    private func signedEncode(_ v: Double) -> Double {
        v < 0 ? -ColorSpaceConversion.encode(-v) : ColorSpaceConversion.encode(v)
    }

    /// Spaces with the same name and behaviour are equal.
    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool {
        a.name == b.name && a.model == b.model && a.transfer == b.transfer && a.displayP3 == b.displayP3
            && a.isExtended == b.isExtended
    }

    /// The space's name, or its kind for a device space.
    public var description: String { "CGColorSpace(\(name ?? "device \(model)"))" }

    /// The standard sRGB space.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB, components outside 0…1 kept.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer function.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB, components outside 0…1 kept.
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    /// Apple's Generic RGB (taken as sRGB here).
    public static let genericRGB: CFString = "kCGColorSpaceGenericRGB"
    /// Generic RGB with a linear transfer function (linear sRGB here).
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// Display P3 primaries with the sRGB transfer function.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Display P3, components outside 0…1 kept.
    public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
    /// Gray with a 2.2 power transfer function.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray 2.2, components outside 0…1 kept.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    /// Gray with a linear transfer function.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Linear gray, components outside 0…1 kept.
    public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"

    /// The device RGB space (sRGB here, as on iOS).
    static let device = CGColorSpace(name: nil, model: .rgb)
    /// The device gray space (gray on the sRGB curve here).
    static let deviceGrayShared = CGColorSpace(name: nil, model: .monochrome)
    /// The named sRGB space, shared.
    static let sRGBShared = CGColorSpace(name: sRGB, model: .rgb)
    /// The named generic gray 2.2 space, shared.
    static let grayGamma22Shared = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome, transfer: .gamma22)
}

/// The device RGB colour space (sRGB here, as on iOS).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.device }
/// The device gray colour space (gray on the sRGB curve here).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGrayShared }
#endif

import Raster

extension GraphicsContext {
    /// The ways a drawing operation combines with the pixels beneath it, as
    /// SwiftUI's `GraphicsContext.BlendMode` (raw values are CoreGraphics'
    /// `CGBlendMode` numbers). Each maps to the rasterizer's W3C
    /// Compositing and Blending formula of the same name.
    public struct BlendMode: RawRepresentable, Hashable, Sendable {
        /// The mode's `CGBlendMode` number, 0…27.
        public let rawValue: Int32
        /// Wraps a `CGBlendMode` number; numbers outside 0…27 draw as `.normal`.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Source over destination, the default.
        public static let normal = BlendMode(rawValue: 0)
        /// Multiplies the colors: the result is never lighter than either.
        public static let multiply = BlendMode(rawValue: 1)
        /// Multiplies the complements: the result is never darker than either.
        public static let screen = BlendMode(rawValue: 2)
        /// Multiplies or screens depending on the backdrop, keeping its highlights
        /// and shadows.
        public static let overlay = BlendMode(rawValue: 3)
        /// The darker of source and backdrop, per component.
        public static let darken = BlendMode(rawValue: 4)
        /// The lighter of source and backdrop, per component.
        public static let lighten = BlendMode(rawValue: 5)
        /// Brightens the backdrop towards the source color.
        public static let colorDodge = BlendMode(rawValue: 6)
        /// Darkens the backdrop towards the source color.
        public static let colorBurn = BlendMode(rawValue: 7)
        /// Darkens or lightens depending on the source, a softer `.hardLight`.
        public static let softLight = BlendMode(rawValue: 8)
        /// Multiplies or screens depending on the source.
        public static let hardLight = BlendMode(rawValue: 9)
        /// The absolute difference of source and backdrop, per component.
        public static let difference = BlendMode(rawValue: 10)
        /// As `.difference` with lower contrast.
        public static let exclusion = BlendMode(rawValue: 11)
        /// The source's hue with the backdrop's saturation and luminosity.
        public static let hue = BlendMode(rawValue: 12)
        /// The source's saturation with the backdrop's hue and luminosity.
        public static let saturation = BlendMode(rawValue: 13)
        /// The source's hue and saturation with the backdrop's luminosity.
        public static let color = BlendMode(rawValue: 14)
        /// The source's luminosity with the backdrop's hue and saturation.
        public static let luminosity = BlendMode(rawValue: 15)
        /// Erases where drawn: R = 0.
        public static let clear = BlendMode(rawValue: 16)
        /// Replaces the backdrop with the source: R = S.
        public static let copy = BlendMode(rawValue: 17)
        /// The source where the backdrop is opaque: R = S·Da.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// The source where the backdrop is transparent: R = S·(1 − Da).
        public static let sourceOut = BlendMode(rawValue: 19)
        /// The source over the backdrop, only where the backdrop is:
        /// R = S·Da + D·(1 − Sa).
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// The backdrop over the source: R = S·(1 − Da) + D.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// Keeps the backdrop where the source is opaque: R = D·Sa.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// Keeps the backdrop where the source is transparent: R = D·(1 − Sa).
        public static let destinationOut = BlendMode(rawValue: 23)
        /// The backdrop over the source, only where the source is:
        /// R = S·(1 − Da) + D·Sa.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Each where the other is not: R = S·(1 − Da) + D·(1 − Sa).
        public static let xor = BlendMode(rawValue: 25)
        /// R = max(0, 1 − ((1 − D) + (1 − S))), on premultiplied components.
        public static let plusDarker = BlendMode(rawValue: 26)
        /// Adds the colors: R = min(1, S + D).
        public static let plusLighter = BlendMode(rawValue: 27)

        /// The rasterizer's mode; raw values outside CGBlendMode's range
        /// draw normally.
        var rasterMode: BlendOperation { BlendOperation(rawValue: Int(rawValue)) ?? .normal }
    }
}

import Foundation

extension Color {
    /// This color mixed with `rhs` by `fraction` (0: this color, 0.5: equal
    /// parts, 1: `rhs`), in `colorSpace`: `.perceptual` (the default) mixes
    /// in Oklab, `.device` the sRGB components as stored. Opacity mixes
    /// linearly either way.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let f = fraction
        let a = self.a + (rhs.a - self.a) * f
        switch colorSpace.kind {
        case .device:
            return Color(sRGB: r + (rhs.r - r) * f, g + (rhs.g - g) * f, b + (rhs.b - b) * f, opacity: a)
        case .perceptual:
            func lab(_ c: Color) -> (Double, Double, Double) {
                ColorSpaceConversion.linearSRGBToOklab(ColorSpaceConversion.decode(c.r),
                                                       ColorSpaceConversion.decode(c.g),
                                                       ColorSpaceConversion.decode(c.b))
            }
            let p = lab(self), q = lab(rhs)
            let (lr, lg, lb) = ColorSpaceConversion.oklabToLinearSRGB(p.0 + (q.0 - p.0) * f, p.1 + (q.1 - p.1) * f,
                                                                      p.2 + (q.2 - p.2) * f)
            return Color(sRGB: ColorSpaceConversion.encode(lr), ColorSpaceConversion.encode(lg),
                         ColorSpaceConversion.encode(lb), opacity: a)
        }
    }
}

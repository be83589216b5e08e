import Foundation

extension Color {
    /// This color mixed with `rhs` by `fraction` (0: this color, 0.5: equal
    /// parts, 1: `rhs`), in `colorSpace`: `.perceptual` (the default) mixes
    /// in Oklab, `.device` the sRGB components as stored. Opacity mixes
    /// linearly either way.
    /// Dynamic colors (`.blue`, `.primary`) mix each appearance with the
    /// same appearance of the other, so the mix is dynamic too.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        guard isDynamic || rhs.isDynamic else { return mixConstant(with: rhs, by: fraction, in: colorSpace) }
        let light = appearing(in: .light).mixConstant(with: rhs.appearing(in: .light), by: fraction, in: colorSpace)
        let dark = appearing(in: .dark).mixConstant(with: rhs.appearing(in: .dark), by: fraction, in: colorSpace)
        return light.dynamic(dark: dark)
    }

    /// The mix of two colors' stored (light) components.
    private func mixConstant(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace) -> Color {
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

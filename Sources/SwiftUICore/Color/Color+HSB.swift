import Foundation

extension Color {
    /// Creates a color from hue, saturation and brightness (HSV), each 0…1,
    /// in the sRGB space — the same conversion SwiftUI and UIKit use.
    ///
    /// `hue` wraps around (1.25 is the same as 0.25); saturation and
    /// brightness are clamped to 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let s = Color.clampUnit(saturation), v = Color.clampUnit(brightness)
        var h = hue.isFinite ? hue - hue.rounded(.down) : 0   // 0 ≤ h < 1
        if h >= 1 { h = 0 }
        // Six sectors of 60°: in each, one component is v, one is the minimum
        // v(1 − s), and one ramps between them.
        let sector = h * 6
        let i = Int(sector)
        let f = sector - Double(i)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch i {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(sRGB: rgb.0, rgb.1, rgb.2, opacity: opacity)
    }
}

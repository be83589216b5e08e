import Geometry

/// Sets text in installed fonts, for text layers whose document carries no
/// glyphs (`chars`) for their font. Lottie has no font engine of its own:
/// the SwiftUI layer's text engine is one (`LottieScene`'s callers pass it).
public protocol LottieTextShaper: Sendable {
    /// One line of `text` in the font `family` and `style` ("Regular",
    /// "Bold Italic", …) at `size`, with `tracking` extra units after each
    /// character: its outline with the start of its baseline at the origin
    /// (y down) and its advance width; nil when no font can set it.
    func line(_ text: String, family: String, style: String, size: Double, tracking: Double) -> (outline: Path, width: Double)?
}

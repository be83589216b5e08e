// Stars, hearts, sparkles and the plain figures: circle, square, triangle,
// check, plus, cross.
import Foundation

extension SymbolCatalog {
    /// Four points joined by sides curving in towards the centre.
    static let sparkle: [SymbolCommand] = [
        .move((0.5, 0)),
        .quad(to: (1, 0.5), control: (0.5 + 0.09, 0.5 - 0.09)), .quad(to: (0.5, 1), control: (0.5 + 0.09, 0.5 + 0.09)),
        .quad(to: (0, 0.5), control: (0.5 - 0.09, 0.5 + 0.09)), .quad(to: (0.5, 0), control: (0.5 - 0.09, 0.5 - 0.09)),
        .close,
    ]
    /// Five points, the inner radius 0.382 of the outer, the top point up.
    static let star: [SymbolCommand] = [.ring(center: (0.5, 0.53), count: 10, step: 5, phase: PiFraction(-1, 2),
                                              radii: [0.5, 0.191])]
    static let heart: [SymbolCommand] = [
        .move((0.5, 0.95)),
        .curve(to: (0.02, 0.32), (0.3, 0.78), (0.02, 0.58)), .curve(to: (0.5, 0.2), (0.02, 0.02), (0.42, 0.02)),
        .curve(to: (0.98, 0.32), (0.58, 0.02), (0.98, 0.02)), .curve(to: (0.5, 0.95), (0.98, 0.58), (0.7, 0.78)),
        .close,
    ]
    static let bolt: [SymbolCommand] = [.polygon([(0.42, 0), (0.05, 0.58), (0.33, 0.58), (0.26, 1), (0.65, 0.4), (0.37, 0.4)])]

    static let basics: [String: SymbolDesign] = [
        "sparkle": SymbolDesign(.body(sparkle)),
        "sparkles": SymbolDesign(.body([.copy(sparkle, scale: 0.62, offset: (0, 0.38)),
                                        .copy(sparkle, scale: 0.4, offset: (0.58, 0)),
                                        .copy(sparkle, scale: 0.28, offset: (0.7, 0.62))])),
        "star.fill": SymbolDesign(.body(star)),
        "star": SymbolDesign(.body(star, .outline())),
        "heart.fill": SymbolDesign(.body(heart)),
        "heart": SymbolDesign(.body(heart, .outline())),
        "circle.fill": SymbolDesign(.body([.ellipse((0.02, 0.02), width: 0.96, height: 0.96)])),
        "circle": SymbolDesign(.body([.ellipse((0.045, 0.045), width: 0.91, height: 0.91)], .stroke())),
        "square.fill": SymbolDesign(.body([.roundedRect((0.05, 0.05), width: 0.9, height: 0.9, radius: 0.16)])),
        "square": SymbolDesign(.body([.roundedRect((0.07, 0.07), width: 0.86, height: 0.86, radius: 0.15)], .stroke())),
        "triangle.fill": SymbolDesign(.body([.polygon([(0.5, 0.06), (0.97, 0.9), (0.03, 0.9)])])),
        "triangle": SymbolDesign(.body([.polygon([(0.5, 0.06), (0.97, 0.9), (0.03, 0.9)])], .outline())),
        // Two peaks, the left one taller, on a common ground line.
        "mountain.2.fill": SymbolDesign(aspect: 1.4, .body([.polygon([(0.02, 0.92), (0.5, 0.12), (0.78, 0.58), (0.95, 0.32),
                                                                      (1.38, 0.92)])])),
        "bolt.fill": SymbolDesign(aspect: 0.7, .body(bolt)),
        "bolt": SymbolDesign(aspect: 0.7, .body(bolt, .outline())),
        "checkmark": SymbolDesign(.body([.polyline([(0.1, 0.55), (0.38, 0.85), (0.92, 0.15)])], .stroke(0.13))),
        "plus": SymbolDesign(.body([.move((0.5, 0.1)), .line((0.5, 0.9)), .move((0.1, 0.5)), .line((0.9, 0.5))], .stroke(0.12))),
        "xmark": SymbolDesign(.body([.move((0.15, 0.15)), .line((0.85, 0.85)), .move((0.85, 0.15)), .line((0.15, 0.85))],
                                    .stroke(0.12))),
        "minus": SymbolDesign(.body([.move((0.1, 0.5)), .line((0.9, 0.5))], .stroke(0.12))),
    ]
}

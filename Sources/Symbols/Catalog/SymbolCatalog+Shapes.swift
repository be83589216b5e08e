// Plain geometric symbols and the media controls: each filled shape's
// outline is the same path data outlined.
import Foundation

extension SymbolCatalog {
    static let diamond: [SymbolCommand] = [.polygon([(0.5, 0.03), (0.97, 0.5), (0.5, 0.97), (0.03, 0.5)])]
    /// Six corners on a circle, one at the top.
    static let hexagon: [SymbolCommand] = [.ring(center: (0.5, 0.5), count: 6, step: 3, phase: PiFraction(-1, 2), radii: [0.48])]
    static let rectangle: [SymbolCommand] = [.roundedRect((0.04, 0.14), width: 1.27, height: 0.72, radius: 0.1)]
    static let capsule: [SymbolCommand] = [.roundedRect((0.03, 0.2), width: 1.54, height: 0.6, radius: 0.3)]
    static let bookmark: [SymbolCommand] = [.polygon([(0.2, 0.04), (0.8, 0.04), (0.8, 0.96), (0.5, 0.72), (0.2, 0.96)])]
    static let play: [SymbolCommand] = [.polygon([(0.16, 0.05), (0.92, 0.5), (0.16, 0.95)])]
    static let stop: [SymbolCommand] = [.roundedRect((0.08, 0.08), width: 0.84, height: 0.84, radius: 0.12)]
    static let leftBar: [SymbolCommand] = [.roundedRect((0.16, 0.06), width: 0.24, height: 0.88, radius: 0.06)]
    static let rightBar: [SymbolCommand] = [.roundedRect((0.6, 0.06), width: 0.24, height: 0.88, radius: 0.06)]
    /// Two triangles nose to tail, pointing right.
    static let forward: [SymbolCommand] = [.polygon([(0.04, 0.14), (0.7, 0.5), (0.04, 0.86)]),
                                           .polygon([(0.7, 0.14), (1.36, 0.5), (0.7, 0.86)])]

    static let shapes: [String: SymbolDesign] = [
        "diamond.fill": SymbolDesign(.body(diamond)),
        "diamond": SymbolDesign(.body(diamond, .outline())),
        "hexagon.fill": SymbolDesign(.body(hexagon)),
        "hexagon": SymbolDesign(.body(hexagon, .outline())),
        "rectangle.fill": SymbolDesign(aspect: 1.35, .body(rectangle)),
        "rectangle": SymbolDesign(aspect: 1.35, .body(rectangle, .outline())),
        "capsule.fill": SymbolDesign(aspect: 1.6, .body(capsule)),
        "capsule": SymbolDesign(aspect: 1.6, .body(capsule, .outline())),
        "bookmark.fill": SymbolDesign(.body(bookmark)),
        "bookmark": SymbolDesign(.body(bookmark, .outline())),
        "play.fill": SymbolDesign(.body(play)),
        "play": SymbolDesign(.body(play, .outline())),
        "stop.fill": SymbolDesign(.body(stop)),
        "stop": SymbolDesign(.body(stop, .outline())),
        "pause.fill": SymbolDesign(.body(leftBar + rightBar)),
        "pause": SymbolDesign(.body(leftBar, .outline()), .body(rightBar, .outline())),
        "forward.fill": SymbolDesign(aspect: 1.4, .body(forward)),
        "backward.fill": SymbolDesign(aspect: 1.4, .body(forward, .mirror(width: 1.4))),
        "ellipsis": SymbolDesign(.body([.circle((0.16, 0.5), radius: 0.085), .circle((0.5, 0.5), radius: 0.085),
                                        .circle((0.84, 0.5), radius: 0.085)])),
        "line.3.horizontal": SymbolDesign(.body([.move((0.08, 0.2)), .line((0.92, 0.2)), .move((0.08, 0.5)), .line((0.92, 0.5)),
                                                 .move((0.08, 0.8)), .line((0.92, 0.8))], .stroke(0.1))),
    ]
}

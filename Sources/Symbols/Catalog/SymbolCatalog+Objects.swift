// Everyday objects: gear, bell, envelope, person, house, magnifying glass,
// trash can, eye, note, location arrow, speech bubble, share arrow.
import Foundation

extension SymbolCatalog {
    /// Eight teeth: 32 corners a sixteenth of a half turn apart, two out and two in.
    static let gear: [SymbolCommand] = [.ring(center: (0.5, 0.5), count: 32, step: 16, phase: PiFraction(-1, 32),
                                              radii: [0.37, 0.49, 0.49, 0.37])]
    static let gearHole: [SymbolCommand] = [.circle((0.5, 0.5), radius: 0.15)]
    static let bell: [SymbolCommand] = [
        .move((0.5, 0.1)), .curve(to: (0.2, 0.46), (0.3, 0.1), (0.2, 0.28)),
        .line((0.2, 0.66)), .line((0.08, 0.8)), .line((0.92, 0.8)), .line((0.8, 0.66)), .line((0.8, 0.46)),
        .curve(to: (0.5, 0.1), (0.8, 0.28), (0.7, 0.1)), .close,
    ]
    static let clapper: [SymbolCommand] = [.arc(center: (0.5, 0.84), radius: 0.11, from: 0, to: 180, clockwise: false), .close]
    static let letter: [SymbolCommand] = [.roundedRect((0.04, 0.14), width: 1.27, height: 0.72, radius: 0.08)]
    static let flap: [SymbolCommand] = [.polyline([(0.1, 0.2), (0.675, 0.58), (1.25, 0.2)])]
    static let personHead: [SymbolCommand] = [.circle((0.5, 0.27), radius: 0.21)]
    static let shoulders: [SymbolCommand] = [.move((0.08, 0.96)), .curve(to: (0.92, 0.96), (0.08, 0.5), (0.92, 0.5)), .close]
    static let house: [SymbolCommand] = [.polygon([(0.5, 0.05), (0.97, 0.48), (0.84, 0.48), (0.84, 0.95), (0.16, 0.95),
                                                   (0.16, 0.48), (0.03, 0.48)])]
    static let can: [SymbolCommand] = [.polygon([(0.2, 0.3), (0.8, 0.3), (0.74, 0.95), (0.26, 0.95)])]
    static let lid = SymbolPart.body([.polyline([(0.1, 0.2), (0.9, 0.2)])], .stroke(0.09))
    static let handle = SymbolPart.body([.polyline([(0.37, 0.19), (0.37, 0.07), (0.63, 0.07), (0.63, 0.19)])], .stroke(0.08))
    static let almond: [SymbolCommand] = [.move((0.03, 0.5)), .curve(to: (0.97, 0.5), (0.3, 0.1), (0.7, 0.1)),
                                          .curve(to: (0.03, 0.5), (0.7, 0.9), (0.3, 0.9)), .close]
    static let arrowhead: [SymbolCommand] = [.polygon([(0.92, 0.08), (0.52, 0.94), (0.45, 0.55), (0.06, 0.48)])]
    static let bubble: [SymbolCommand] = [.roundedRect((0.04, 0.08), width: 0.92, height: 0.66, radius: 0.22)]

    static let objects: [String: SymbolDesign] = [
        "gearshape.fill": SymbolDesign(.body(gear), .cutout(gearHole)),
        "gearshape": SymbolDesign(.body(gear, .outline()), .body(gearHole, .stroke())),
        "gear": SymbolDesign(.body(gear, .outline()), .body(gearHole, .stroke())),
        "bell.fill": SymbolDesign(.body(bell), .body(clapper), .body([.circle((0.5, 0.08), radius: 0.06)])),
        "bell": SymbolDesign(.body(bell, .outline()), .body(clapper, .stroke()), .body([.circle((0.5, 0.06), radius: 0.05)])),
        "envelope.fill": SymbolDesign(aspect: 1.35, .body(letter), .cutout(flap, .stroke(0.07))),
        "envelope": SymbolDesign(aspect: 1.35, .body(letter, .outline()), .body(flap, .stroke())),
        "person.fill": SymbolDesign(.body(personHead), .body(shoulders)),
        "person": SymbolDesign(.body(personHead, .outline()), .body(shoulders, .outline())),
        "person.circle": SymbolDesign(ring, .glyph(personHead, .scale(0.62, about: (0.5, 0.38))),
                                      .glyph(shoulders, .scale(0.62, about: (0.5, 0.38)))),
        "person.circle.fill": SymbolDesign(disc, .knockout(personHead, .scale(0.62, about: (0.5, 0.38))),
                                           .knockout(shoulders, .scale(0.62, about: (0.5, 0.38)))),
        "house.fill": SymbolDesign(.body(house), .cutout([.rect((0.4, 0.62), width: 0.2, height: 0.33)])),
        "house": SymbolDesign(.body(house, .outline()),
                              .body([.polyline([(0.42, 0.92), (0.42, 0.64), (0.58, 0.64), (0.58, 0.92)])], .stroke())),
        "magnifyingglass": SymbolDesign(.body([.circle((0.41, 0.41), radius: 0.3)], .stroke(0.1)),
                                        .body([.polyline([(0.63, 0.63), (0.92, 0.92)])], .stroke(0.14))),
        "trash.fill": SymbolDesign(.body(can), lid, handle),
        "trash": SymbolDesign(.body(can, .outline()), lid, handle,
                              .body([.move((0.42, 0.44)), .line((0.43, 0.82)), .move((0.58, 0.44)), .line((0.57, 0.82))],
                                    .stroke(0.07))),
        "eye.fill": SymbolDesign(.body(almond), .cutout([.circle((0.5, 0.5), radius: 0.17)], .stroke(0.07))),
        "eye": SymbolDesign(.body(almond, .outline()), .body([.circle((0.5, 0.5), radius: 0.15)])),
        "music.note": SymbolDesign(.body([.ellipse((0.14, 0.68), width: 0.36, height: 0.26)]),
                                   .body([.polyline([(0.46, 0.8), (0.46, 0.08)])], .stroke(0.08)),
                                   .body([.move((0.46, 0.08)), .quad(to: (0.84, 0.4), control: (0.82, 0.16))], .stroke(0.08))),
        "location.fill": SymbolDesign(.body(arrowhead)),
        "location": SymbolDesign(.body(arrowhead, .outline())),
        "bubble.left.fill": SymbolDesign(.body(bubble), .body([.polygon([(0.2, 0.64), (0.14, 0.94), (0.44, 0.72)])])),
        "bubble.left": SymbolDesign(.body(bubble, .outline()),
                                    .body([.polyline([(0.22, 0.74), (0.16, 0.92), (0.42, 0.74)])], .stroke())),
        "square.and.arrow.up": SymbolDesign(
            .body([.polyline([(0.5, 0.62), (0.5, 0.07)])], .stroke(0.08)),
            .body([.polyline([(0.31, 0.25), (0.5, 0.07), (0.69, 0.25)])], .stroke(0.08)),
            .body([.polyline([(0.35, 0.4), (0.16, 0.4), (0.16, 0.94), (0.84, 0.94), (0.84, 0.4), (0.65, 0.4)])], .stroke(0.08))),
    ]
}

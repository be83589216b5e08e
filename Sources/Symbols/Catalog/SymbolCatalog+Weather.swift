// Weather and fire: flame, drop, cloud, sun, moon.
import Foundation

extension SymbolCatalog {
    static let flame: [SymbolCommand] = [
        .move((0.52, 0.03)),
        .curve(to: (0.86, 0.62), (0.62, 0.26), (0.86, 0.36)), .curve(to: (0.5, 0.97), (0.86, 0.84), (0.7, 0.97)),
        .curve(to: (0.14, 0.62), (0.3, 0.97), (0.14, 0.84)), .curve(to: (0.34, 0.3), (0.14, 0.48), (0.26, 0.38)),
        .curve(to: (0.52, 0.03), (0.44, 0.2), (0.52, 0.12)), .close,
    ]
    /// A point at the top, a half circle at the bottom.
    static let drop: [SymbolCommand] = [
        .move((0.5, 0.03)), .curve(to: (0.84, 0.63), (0.6, 0.22), (0.84, 0.4)),
        .arc(center: (0.5, 0.63), radius: 0.34, from: 0, to: 180, clockwise: false),
        .curve(to: (0.5, 0.03), (0.16, 0.4), (0.4, 0.22)), .close,
    ]
    /// Three circles on a flat base, the middle one bigger and higher.
    static let cloud: [SymbolCommand] = [.lobes([((0.36, 0.62), 0.24), ((0.7, 0.44), 0.31), ((1.04, 0.62), 0.24)])]
    static let rays = SymbolPart.body([.spokes(center: (0.5, 0.5), count: 8, step: 4, inner: 0.34, outer: 0.46)], .stroke(0.08))
    /// A disc less a smaller one up and to the right.
    static let moon: [SymbolCommand] = [.crescent(disc: ((0.5, 0.5), 0.45), bite: ((0.72, 0.34), 0.36))]

    static let weather: [String: SymbolDesign] = [
        "flame.fill": SymbolDesign(.body(flame)),
        "flame": SymbolDesign(.body(flame, .outline())),
        "drop.fill": SymbolDesign(.body(drop)),
        "drop": SymbolDesign(.body(drop, .outline())),
        "cloud.fill": SymbolDesign(aspect: 1.4, .body(cloud)),
        "cloud": SymbolDesign(aspect: 1.4, .body(cloud, .outline())),
        "sun.max.fill": SymbolDesign(.body([.circle((0.5, 0.5), radius: 0.22)]), rays),
        "sun.max": SymbolDesign(.body([.circle((0.5, 0.5), radius: 0.19)], .stroke(0.08)), rays),
        "moon.fill": SymbolDesign(.body(moon)),
        "moon": SymbolDesign(.body(moon, .outline())),
    ]
}

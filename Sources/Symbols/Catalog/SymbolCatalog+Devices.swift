// Status and device symbols: wifi, battery levels, locks, clock.
import Foundation

extension SymbolCatalog {
    /// One of wifi's waves: an arc a quarter turn wide over the dot.
    static func wave(_ radius: CGFloat) -> SymbolPart {
        .body([.arc(center: (0.55, 0.86), radius: radius, from: -135, to: -45, clockwise: false)], .stroke(0.1))
    }
    static let batteryShell = SymbolPart.body([.roundedRect((0.05, 0.24), width: 1.5, height: 0.52, radius: 0.13)],
                                              .stroke(0.07))
    static let batteryNub = SymbolPart.body([.roundedRect((1.62, 0.39), width: 0.1, height: 0.22, radius: 0.04)])
    /// The charge: 1.3 units wide when full.
    static func charge(_ width: CGFloat) -> SymbolPart {
        .body([.roundedRect((0.15, 0.34), width: width, height: 0.32, radius: 0.05)])
    }
    static let lockBody: [SymbolCommand] = [.roundedRect((0.14, 0.44), width: 0.72, height: 0.52, radius: 0.1)]
    static let shackle = SymbolPart.body([.move((0.29, 0.46)), .line((0.29, 0.3)),
                                          .arc(center: (0.5, 0.3), radius: 0.21, from: 180, to: 0, clockwise: false),
                                          .line((0.71, 0.46))], .stroke(0.1))
    /// Swung up and open on the right leg.
    static let openShackle = SymbolPart.body([.move((0.71, 0.46)), .line((0.71, 0.26)),
                                              .arc(center: (0.5, 0.26), radius: 0.21, from: 0, to: 180, clockwise: true),
                                              .line((0.29, 0.32))], .stroke(0.1))
    static let hands: [SymbolCommand] = [.polyline([(0.5, 0.22), (0.5, 0.5), (0.7, 0.62)])]

    static let devices: [String: SymbolDesign] = [
        "wifi": SymbolDesign(aspect: 1.1, .body([.circle((0.55, 0.86), radius: 0.075)]), wave(0.26), wave(0.47), wave(0.68)),
        "battery.0": SymbolDesign(aspect: 1.8, batteryShell, batteryNub),
        "battery.25": SymbolDesign(aspect: 1.8, batteryShell, batteryNub, charge(0.325)),
        "battery.50": SymbolDesign(aspect: 1.8, batteryShell, batteryNub, charge(0.65)),
        "battery.75": SymbolDesign(aspect: 1.8, batteryShell, batteryNub, charge(0.975)),
        "battery.100": SymbolDesign(aspect: 1.8, batteryShell, batteryNub, charge(1.3)),
        "lock.fill": SymbolDesign(.body(lockBody), shackle),
        "lock": SymbolDesign(.body(lockBody, .outline()), shackle),
        "lock.open.fill": SymbolDesign(.body(lockBody), openShackle),
        "lock.open": SymbolDesign(.body(lockBody, .outline()), openShackle),
        "clock.fill": SymbolDesign(disc, .knockout(hands, .stroke(0.09))),
        "clock": SymbolDesign(ring, .glyph(hands, .stroke(0.09))),
    ]
}

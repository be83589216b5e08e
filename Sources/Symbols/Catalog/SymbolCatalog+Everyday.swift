// Symbols apps reach for beside the basics: the globe of Xcode's new-project
// view, travel, shopping, media, messages, documents, nature and weather
// with a sun or rain. Stand-ins of our own design, as the rest.
import Foundation

extension SymbolCatalog {
    static let globeLines: [SymbolCommand] = [
        .ellipse((0.3, 0.045), width: 0.4, height: 0.91),
        .polyline([(0.5, 0.045), (0.5, 0.955)]), .polyline([(0.045, 0.5), (0.955, 0.5)]),
        .polyline([(0.12, 0.28), (0.88, 0.28)]), .polyline([(0.12, 0.72), (0.88, 0.72)]),
    ]
    /// Pointing right: a fuselage, two wings swept back, a tailplane.
    static let airplane: [SymbolPart] = [
        .body([.roundedRect((0.04, 0.44), width: 0.92, height: 0.12, radius: 0.06)]),
        .body([.polygon([(0.4, 0.46), (0.28, 0.06), (0.4, 0.06), (0.64, 0.46)])]),
        .body([.polygon([(0.4, 0.54), (0.28, 0.94), (0.4, 0.94), (0.64, 0.54)])]),
        .body([.polygon([(0.08, 0.46), (0.03, 0.26), (0.11, 0.26), (0.2, 0.46)])]),
        .body([.polygon([(0.08, 0.54), (0.03, 0.74), (0.11, 0.74), (0.2, 0.54)])]),
    ]
    static let paperplane: [SymbolCommand] = [.polygon([(0.95, 0.05), (0.05, 0.45), (0.4, 0.6), (0.55, 0.95)])]
    static let paperplaneFold: [SymbolCommand] = [.polyline([(0.95, 0.05), (0.4, 0.6)])]
    static let bulb: [SymbolCommand] = [
        .move((0.34, 0.66)), .curve(to: (0.5, 0.05), (0.1, 0.46), (0.2, 0.05)),
        .curve(to: (0.66, 0.66), (0.8, 0.05), (0.9, 0.46)), .close,
    ]
    static let bulbBase: [SymbolPart] = [
        .body([.roundedRect((0.34, 0.72), width: 0.32, height: 0.08, radius: 0.04)]),
        .body([.roundedRect((0.37, 0.83), width: 0.26, height: 0.08, radius: 0.04)]),
    ]
    static let basket: [SymbolCommand] = [.polygon([(0.24, 0.26), (0.96, 0.26), (0.86, 0.62), (0.32, 0.62)])]
    static let cartFrame = SymbolPart.body([.polyline([(0.05, 0.1), (0.17, 0.1), (0.31, 0.64), (0.31, 0.72), (0.88, 0.72)])],
                                           .stroke(0.08))
    static let wheels = SymbolPart.body([.circle((0.37, 0.87), radius: 0.08), .circle((0.81, 0.87), radius: 0.08)])
    static let bagBody: [SymbolCommand] = [.roundedRect((0.1, 0.3), width: 0.8, height: 0.65, radius: 0.08)]
    static let bagHandle = SymbolPart.body([.move((0.32, 0.38)), .line((0.32, 0.26)), .curve(to: (0.68, 0.26), (0.32, 0.02), (0.68, 0.02)),
                                            .line((0.68, 0.38))], .stroke(0.08))
    static let cameraBody: [SymbolCommand] = [.roundedRect((0.04, 0.24), width: 1.22, height: 0.68, radius: 0.12),
                                              .polygon([(0.4, 0.25), (0.48, 0.1), (0.82, 0.1), (0.9, 0.25)])]
    static let lens: [SymbolCommand] = [.circle((0.65, 0.57), radius: 0.19)]
    static let pictureFrame: [SymbolCommand] = [.roundedRect((0.04, 0.1), width: 1.22, height: 0.8, radius: 0.1)]
    static let hills: [SymbolCommand] = [.polygon([(0.14, 0.8), (0.46, 0.42), (0.72, 0.7), (0.86, 0.56), (1.16, 0.8)])]
    static let sunDot: [SymbolCommand] = [.circle((0.94, 0.32), radius: 0.08)]
    static let micHead: [SymbolCommand] = [.roundedRect((0.34, 0.04), width: 0.32, height: 0.56, radius: 0.16)]
    static let micStand = SymbolPart.body([.move((0.2, 0.46)), .curve(to: (0.8, 0.46), (0.2, 0.86), (0.8, 0.86)),
                                           .polyline([(0.5, 0.76), (0.5, 0.92)]), .polyline([(0.34, 0.93), (0.66, 0.93)])],
                                          .stroke(0.08))
    static let roundBubble: [SymbolCommand] = [.ellipse((0.04, 0.06), width: 0.92, height: 0.74)]
    /// Filled in both styles, a part of its own so that its winding cannot cancel the bubble's.
    static let bubbleTail = SymbolPart.body([.polygon([(0.17, 0.66), (0.07, 0.95), (0.38, 0.79)])])
    static let sheet: [SymbolCommand] = [.roundedRect((0.05, 0.12), width: 1.0, height: 0.84, radius: 0.1)]
    static let sheetHeader: [SymbolPart] = [.body([.roundedRect((0.05, 0.12), width: 1.0, height: 0.22, radius: 0.1)]),
                                            .body([.rect((0.05, 0.22), width: 1.0, height: 0.12)])]
    static let rings = SymbolPart.body([.polyline([(0.3, 0.04), (0.3, 0.18)]), .polyline([(0.8, 0.04), (0.8, 0.18)])], .stroke(0.08))
    /// Twelve days, three rows of four.
    static let days: [SymbolCommand] = [0.44, 0.6, 0.76].flatMap { y in
        [0.2, 0.42, 0.64, 0.86].map { x in SymbolCommand.rect((x - 0.05, y), width: 0.1, height: 0.08) }
    }
    static let giftBox: [SymbolCommand] = [.rect((0.12, 0.46), width: 0.76, height: 0.5), .rect((0.06, 0.28), width: 0.88, height: 0.16)]
    static let bow = SymbolPart.body([.ellipse((0.23, 0.08), width: 0.27, height: 0.2), .ellipse((0.5, 0.08), width: 0.27, height: 0.2)],
                                     .stroke(0.07))
    static let ribbon: [SymbolCommand] = [.rect((0.45, 0.28), width: 0.1, height: 0.68)]
    static let tag: [SymbolCommand] = [.polygon([(0.05, 0.08), (0.5, 0.08), (0.94, 0.52), (0.52, 0.94), (0.05, 0.48)])]
    static let tagHole: [SymbolCommand] = [.circle((0.26, 0.28), radius: 0.07)]
    static let flagCloth: [SymbolCommand] = [.move((0.14, 0.08)), .curve(to: (0.9, 0.1), (0.4, -0.02), (0.6, 0.2)),
                                             .line((0.9, 0.56)), .curve(to: (0.14, 0.54), (0.6, 0.66), (0.4, 0.44)), .close]
    static let flagPole = SymbolPart.body([.polyline([(0.14, 0.05), (0.14, 0.96)])], .stroke(0.08))
    static let folder: [SymbolCommand] = [.polygon([(0.04, 0.14), (0.42, 0.14), (0.52, 0.25), (1.21, 0.25), (1.21, 0.88), (0.04, 0.88)])]
    static let page: [SymbolCommand] = [.polygon([(0.16, 0.05), (0.6, 0.05), (0.84, 0.29), (0.84, 0.96), (0.16, 0.96)])]
    static let pageFold: [SymbolCommand] = [.polyline([(0.6, 0.05), (0.6, 0.29), (0.84, 0.29)])]
    static let pencil: [SymbolCommand] = [.polygon([(0.76, 0.06), (0.94, 0.24), (0.32, 0.86), (0.14, 0.68)])]
    static let pencilTip: [SymbolCommand] = [.polygon([(0.12, 0.72), (0.28, 0.88), (0.05, 0.95)])]
    static let leaf: [SymbolCommand] = [.move((0.08, 0.92)), .curve(to: (0.92, 0.08), (0.08, 0.3), (0.5, 0.08)),
                                        .curve(to: (0.08, 0.92), (0.92, 0.6), (0.6, 0.92)), .close]
    static let vein: [SymbolCommand] = [.polyline([(0.08, 0.92), (0.62, 0.38)])]
    /// Three strokes through the centre, a chevron near each end.
    static let snowflake: [SymbolCommand] = [.spokes(center: (0.5, 0.5), count: 6, step: 3, inner: 0, outer: 0.46)]
        + (0..<6).map { i in
            let a = CGFloat(i) * .pi / 3, r: CGFloat = 0.3, w: CGFloat = 0.12
            let (c, s) = (cos(a), sin(a))
            return .polyline([(0.5 + (r + w) * c - w * s, 0.5 + (r + w) * s + w * c), (0.5 + r * c, 0.5 + r * s),
                              (0.5 + (r + w) * c + w * s, 0.5 + (r + w) * s - w * c)])
        }
    /// The cloud at three quarters, centred in a box 1.2 wide, with rain below.
    static let smallCloud: [SymbolCommand] = [.copy(cloud, scale: 0.75, offset: (0.075, 0))]
    static let rain = SymbolPart.body([.polyline([(0.38, 0.76), (0.32, 0.93)]), .polyline([(0.62, 0.76), (0.56, 0.93)]),
                                       .polyline([(0.86, 0.76), (0.8, 0.93)])], .stroke(0.08))
    /// A small sun at the top left, clear of the cloud at the bottom right.
    static let sunBeside: [SymbolPart] = [
        .body([.circle((0.3, 0.32), radius: 0.13)]),
        .body([.spokes(center: (0.3, 0.32), count: 8, step: 4, inner: 0.19, outer: 0.26)], .stroke(0.06)),
    ]
    static let cloudBeside: [SymbolCommand] = [.copy(cloud, scale: 0.62, offset: (0.45, 0.38))]

    static let everyday: [String: SymbolDesign] = [
        "globe": SymbolDesign(.body([.circle((0.5, 0.5), radius: 0.455)], .stroke()), .body(globeLines, .stroke(0.07))),
        "airplane": SymbolDesign(parts: airplane),
        "paperplane.fill": SymbolDesign(.body(paperplane), .cutout(paperplaneFold, .stroke(0.06))),
        "paperplane": SymbolDesign(.body(paperplane, .outline()), .body(paperplaneFold, .stroke())),
        "lightbulb.fill": SymbolDesign(parts: [.body(bulb)] + bulbBase),
        "lightbulb": SymbolDesign(parts: [.body(bulb, .outline())] + bulbBase),
        "lightbulb.max.fill": SymbolDesign(aspect: 1.3, parts: [.body([.copy(bulb, scale: 1, offset: (0.15, 0))])]
            + bulbBase.map { SymbolPart($0.role, [.copy($0.commands, scale: 1, offset: (0.15, 0))], $0.steps) }
            + [.body([.polyline([(0.04, 0.32), (0.14, 0.35)]), .polyline([(1.26, 0.32), (1.16, 0.35)]),
                      .polyline([(0.12, 0.06), (0.2, 0.14)]), .polyline([(1.18, 0.06), (1.1, 0.14)])], .stroke(0.07))]),
        "cart.fill": SymbolDesign(.body(basket), cartFrame, wheels),
        "cart": SymbolDesign(.body(basket, .outline()), cartFrame, wheels),
        "bag.fill": SymbolDesign(.body(bagBody), bagHandle),
        "bag": SymbolDesign(.body(bagBody, .outline()), bagHandle),
        "camera.fill": SymbolDesign(aspect: 1.3, .body(cameraBody), .cutout(lens, .stroke(0.07))),
        "camera": SymbolDesign(aspect: 1.3, .body(cameraBody, .outline()), .body(lens, .stroke())),
        "photo.fill": SymbolDesign(aspect: 1.3, .body(pictureFrame), .cutout(hills), .cutout(sunDot)),
        "photo": SymbolDesign(aspect: 1.3, .body(pictureFrame, .outline()), .body(hills), .body(sunDot)),
        "mic.fill": SymbolDesign(.body(micHead), micStand),
        "mic": SymbolDesign(.body(micHead, .outline()), micStand),
        "message.fill": SymbolDesign(.body(roundBubble), bubbleTail),
        "message": SymbolDesign(.body(roundBubble, .outline()), bubbleTail),
        "calendar": SymbolDesign(aspect: 1.1, parts: [.body(sheet, .outline())] + sheetHeader + [rings, .body(days)]),
        "gift.fill": SymbolDesign(.body(giftBox), .cutout(ribbon), bow),
        "gift": SymbolDesign(.body(giftBox, .outline()), .body(ribbon), bow),
        "tag.fill": SymbolDesign(.body(tag), .cutout(tagHole)),
        "tag": SymbolDesign(.body(tag, .outline()), .body(tagHole, .stroke(0.06))),
        "flag.fill": SymbolDesign(.body(flagCloth), flagPole),
        "flag": SymbolDesign(.body(flagCloth, .outline()), flagPole),
        "folder.fill": SymbolDesign(aspect: 1.25, .body(folder)),
        "folder": SymbolDesign(aspect: 1.25, .body(folder, .outline())),
        "doc.fill": SymbolDesign(.body(page), .cutout(pageFold, .stroke(0.06))),
        "doc": SymbolDesign(.body(page, .outline()), .body(pageFold, .stroke())),
        "pencil": SymbolDesign(.body(pencil, .outline()), .body(pencilTip)),
        "leaf.fill": SymbolDesign(.body(leaf), .cutout(vein, .stroke(0.06))),
        "leaf": SymbolDesign(.body(leaf, .outline()), .body(vein, .stroke())),
        "snowflake": SymbolDesign(.body(snowflake, .stroke(0.07))),
        "cloud.rain.fill": SymbolDesign(aspect: 1.2, .body(smallCloud), rain),
        "cloud.rain": SymbolDesign(aspect: 1.2, .body(smallCloud, .outline()), rain),
        "cloud.sun.fill": SymbolDesign(aspect: 1.3, parts: sunBeside + [.body(cloudBeside)]),
        "cloud.sun": SymbolDesign(aspect: 1.3, parts: sunBeside + [.body(cloudBeside, .outline())]),
    ]
}

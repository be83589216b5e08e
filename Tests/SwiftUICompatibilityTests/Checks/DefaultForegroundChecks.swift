// Views drawn in the default foreground style (`.primary`: UIKit's `label`,
// black / white), its levels (`.secondary`: `secondaryLabel`, #3C3C43 /
// #EBEBF5 at 60 %), the separator (#3C3C43 at 29 % / #545458 at 60 %) and
// the system fill (#787880 at 20 % / 36 %) take the appearance they are
// shown in, on the system background (white / black). The values are
// UIKit's, as listed in Sources/SwiftUICore/Color/UIColor+System.swift and
// Styles/SemanticStyles.swift; blends are computed by hand in sRGB.
import AnimGen
import Testing

@Suite struct DefaultForegroundChecks {
    /// The swatches in `scheme`, through `ImageRenderer` and through
    /// `ViewAnimation`'s `colorScheme` option (frame 0 of a still video).
    func renders(_ scheme: ColorScheme) throws -> [Picture] {
        let still = try render(DefaultForegroundSwatches().environment(\.colorScheme, scheme), scale: 1)
        var animation = ViewAnimation(DefaultForegroundSwatches(), width: 100, height: 93)
        animation.colorScheme = scheme
        let video = try animation.makeRenderer(frameRate: try FrameRate(10), duration: 0.1)
        return [still, Picture(pixmap: try video.render(frame: 0), scale: 1)]
    }

    @Test func lightAppearance() throws {
        for p in try renders(.light) {
            #expect(p.pixmap.width == 100 && p.pixmap.height == 93)
            #expect(matches(p.at(10, 10), 0, 0, 0))          // unfilled Circle: .primary
            #expect(matches(p.at(30, 10), 138, 138, 142))    // .secondary over white: 0.6·60 + 0.4·255 = 138, 0.6·67 + 102 = 142.2
            #expect(matches(p.at(50, 10), 0, 0, 0))          // Color.primary
            #expect(matches(p.at(70, 10), 0, 0, 0))          // Canvas .color(.primary)
            #expect(matches(p.at(82, 10), 0, 0, 0))          // stroke(.foreground), inside the 4-point inner band
            #expect(matches(p.at(90, 10), 255, 255, 255))    // the stroke's hollow centre: the background
            #expect(matches(p.at(50, 24), 198, 198, 200))    // Divider: 0.29·60 + 0.71·255 = 198.5, 0.29·67 + 181.1 = 200.5
            #expect(matches(p.at(50, 20), 255, 255, 255))    // its padding
            #expect(matches(p.at(25, 31), 0, 122, 255))      // ProgressView: the filled half in the accent color (#007AFF)
            #expect(matches(p.at(75, 31), 228, 228, 230))    // the track: 0.2·120 + 0.8·255 = 228, 0.2·128 + 204 = 229.6
            #expect(matches(p.at(50, 63), 0, 0, 0))          // the Label's symbol, at the centre of its frame
        }
    }

    @Test func darkAppearance() throws {
        for p in try renders(.dark) {
            #expect(matches(p.at(10, 10), 255, 255, 255))    // unfilled Circle: white
            #expect(matches(p.at(30, 10), 141, 141, 147))    // .secondary over black: 0.6·235 = 141, 0.6·245 = 147
            #expect(matches(p.at(50, 10), 255, 255, 255))    // Color.primary
            #expect(matches(p.at(70, 10), 255, 255, 255))    // Canvas .color(.primary)
            #expect(matches(p.at(82, 10), 255, 255, 255))    // stroke(.foreground)
            #expect(matches(p.at(90, 10), 0, 0, 0))          // the background: black
            #expect(matches(p.at(50, 24), 50, 50, 53))       // Divider: 0.6·84 = 50.4, 0.6·88 = 52.8
            #expect(matches(p.at(50, 20), 0, 0, 0))
            #expect(matches(p.at(25, 31), 10, 132, 255))     // the accent color's dark appearance (#0A84FF)
            #expect(matches(p.at(75, 31), 43, 43, 46))       // the track: 0.36·120 = 43.2, 0.36·128 = 46.1
            #expect(matches(p.at(50, 63), 255, 255, 255))    // the Label's symbol
        }
    }

    /// `preferredColorScheme(.dark)` on the content darkens a still render too.
    @Test func preferredColorSchemeDarkensTheRender() throws {
        let p = try render(DefaultForegroundSwatches().preferredColorScheme(.dark), scale: 1)
        #expect(matches(p.at(10, 10), 255, 255, 255))
        #expect(matches(p.at(70, 10), 255, 255, 255))
        #expect(matches(p.at(50, 24), 50, 50, 53))
        #expect(matches(p.at(90, 10), 0, 0, 0))
    }

    /// A `.primary` shadow is black in light and white in dark, cast by a
    /// view (`shadow(color:radius:x:y:)`) or a Canvas filter; the red
    /// square is systemRed in its appearance (#FF3B30, #FF453A in dark).
    @Test func primaryShadowFollowsTheAppearance() throws {
        for (scheme, ink, red) in [(ColorScheme.light, 0, (255, 59, 48)), (.dark, 255, (255, 69, 58))] {
            let p = try render(PrimaryShadowSwatches().environment(\.colorScheme, scheme), scale: 1)
            for y: CGFloat in [10, 30] {
                #expect(matches(p.at(10, y), red.0, red.1, red.2))
                #expect(matches(p.at(30, y), ink, ink, ink))
            }
            var animation = ViewAnimation(PrimaryShadowSwatches(), width: 40, height: 40)
            animation.colorScheme = scheme
            let frame = try animation.makeRenderer(frameRate: try FrameRate(10), duration: 0.1).render(frame: 0)
            #expect(matches(frame.pixel(x: 30, y: 10), ink, ink, ink))
            #expect(matches(frame.pixel(x: 30, y: 30), ink, ink, ink))
            #expect(matches(frame.pixel(x: 10, y: 30), red.0, red.1, red.2))
        }
    }
}

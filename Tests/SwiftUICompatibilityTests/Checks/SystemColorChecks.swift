// The system colours in light and dark appearances, and gradients built
// from adaptive colours. Expected values: Apple's Human Interface
// Guidelines, "Color" → "Specifications" → "System colors", iOS "Default
// (light)" and "Default (dark)" columns (iOS 15–18; the same triples as
// Flutter's CupertinoColors). Gradient values are mixed by hand in
// gamma-encoded sRGB (the default `.device` interpolation) at the pixel
// centre's parameter.
import AnimGen
import Testing

@Suite struct SystemColorChecks {
    /// red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, accent, tint,
    /// white multiplied by red, red and blue mixed half and half in sRGB components
    /// (light (127.5, 90.5, 151.5), dark (132.5, 100.5, 156.5)).
    static let light: [(Int, Int, Int)] = [(255, 59, 48), (255, 149, 0), (255, 204, 0), (52, 199, 89), (0, 199, 190),
                                           (48, 176, 199), (50, 173, 230), (0, 122, 255), (88, 86, 214),
                                           (175, 82, 222), (255, 45, 85), (162, 132, 94), (142, 142, 147),
                                           (0, 122, 255), (0, 122, 255), (255, 59, 48),
                                           (128, 91, 152)]
    static let dark: [(Int, Int, Int)] = [(255, 69, 58), (255, 159, 10), (255, 214, 10), (48, 209, 88), (99, 230, 226),
                                          (64, 200, 224), (100, 210, 255), (10, 132, 255), (94, 92, 230),
                                          (191, 90, 242), (255, 55, 95), (172, 142, 104), (142, 142, 147),
                                          (10, 132, 255), (10, 132, 255), (255, 69, 58),
                                          (133, 101, 157)]

    /// `view` in `scheme`, through `ImageRenderer` and through
    /// `ViewAnimation`'s `colorScheme` option (frame 0).
    func renders<V: View>(_ view: V, width: Int, height: Int, _ scheme: ColorScheme) throws -> [Picture] {
        let still = try render(view.environment(\.colorScheme, scheme), scale: 1)
        var animation = ViewAnimation(view, width: width, height: height)
        animation.colorScheme = scheme
        let video = try animation.makeRenderer(frameRate: try FrameRate(10), duration: 0.1)
        return [still, Picture(pixmap: try video.render(frame: 0), scale: 1)]
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func systemColorsTakeTheAppearance(_ scheme: ColorScheme) throws {
        let expected = scheme == .dark ? Self.dark : Self.light
        for p in try renders(SystemColorSwatches(), width: 340, height: 20, scheme) {
            for (i, (r, g, b)) in expected.enumerated() {
                #expect(matches(p.at(CGFloat(i * 20 + 10), 10), r, g, b, within: 1), "swatch \(i) in \(scheme)")
            }
        }
    }

    @Test func preferredColorSchemeDarkensSystemColors() throws {
        let p = try render(SystemColorSwatches().preferredColorScheme(.dark), scale: 1)
        #expect(matches(p.at(150, 10), 10, 132, 255, within: 0))   // Color.blue
        #expect(matches(p.at(10, 10), 255, 69, 58, within: 0))     // Color.red
    }

    @Test func gradientsInTheLightAppearance() throws {
        for p in try renders(AdaptiveGradients(), width: 100, height: 100, .light) {
            // .primary → .blue at t = 49.5 / 100: black → (0, 122, 255).
            #expect(matches(p.at(49, 10), 0, 60, 126))
            // Canvas .primary → .red: black → (255, 59, 48).
            #expect(matches(p.at(49, 30), 126, 29, 24))
            // Color.blue.gradient at t = 9.5 / 20: top (38.25, 141.95, 255), bottom (0, 109.8, 229.5).
            #expect(matches(p.at(50, 49), 20, 127, 243))
            #expect(matches(p.at(50, 70), 52, 199, 89))                // a green mesh
            // Radial .orange → .purple at 25.505 / 50 from the centre.
            #expect(matches(p.at(75, 90), 214, 115, 113))
        }
    }

    @Test func gradientsInTheDarkAppearance() throws {
        for p in try renders(AdaptiveGradients(), width: 100, height: 100, .dark) {
            // .primary → .blue: white → (10, 132, 255).
            #expect(matches(p.at(49, 10), 134, 194, 255))
            // Canvas .primary → .red: white → (255, 69, 58).
            #expect(matches(p.at(49, 30), 255, 163, 157))
            // Color.blue.gradient from dark blue: top (46.75, 150.45, 255), bottom (9, 118.8, 229.5).
            #expect(matches(p.at(50, 49), 29, 135, 243))
            #expect(matches(p.at(50, 70), 48, 209, 88))                // the mesh's dark green
            #expect(matches(p.at(75, 90), 222, 124, 128))
        }
    }

    /// `.primary` → `.blue` under a linear 1-second animation mixes linear light
    /// in the appearance shown: half way, light mixes black and (0, 122, 255) to
    /// (0, 87.9, 187.5); dark mixes white and (10, 132, 255) to (187.8, 205.7, 255),
    /// not the light mix; at the end the dark blue itself.
    @Test(arguments: [ColorScheme.light, .dark])
    func anAnimatedSystemColourMovesInItsAppearance(_ scheme: ColorScheme) throws {
        var movie = ViewAnimation(PrimaryToBlueSwatch(), width: 10, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.blue = true }
        movie.colorScheme = scheme
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1.5)
        let half = Picture(pixmap: try frames.render(frame: 5), scale: 1).at(5, 5)
        let end = Picture(pixmap: try frames.render(frame: 12), scale: 1).at(5, 5)
        if scheme == .dark {
            #expect(matches(half, 188, 206, 255), "\(half)")
            #expect(matches(end, 10, 132, 255, within: 0), "\(end)")
        } else {
            #expect(matches(half, 0, 88, 188), "\(half)")
            #expect(matches(end, 0, 122, 255, within: 0), "\(end)")
        }
    }
}

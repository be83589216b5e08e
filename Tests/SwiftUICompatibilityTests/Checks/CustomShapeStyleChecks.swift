// Five 20 × 20 swatches; each is filled with what its custom style's
// `resolve(in:)` returns in that swatch's environment (Apple's colors, iOS
// sRGB values: blue #007AFF, white, green #34C759, orange #FF9500).
import AnimGen
import Testing

@Suite struct CustomShapeStyleChecks {
    @Test func resolveInEnvironmentChoosesTheStyle() throws {
        let picture = try render(StyledSwatches(), scale: 1)
        #expect(matches(picture.at(10, 10), 0, 122, 255))     // light: blue
        #expect(matches(picture.at(30, 10), 255, 255, 255))   // dark: white
        #expect(matches(picture.at(50, 10), 52, 199, 89))     // level 0: the foreground, green
        #expect(matches(picture.at(70, 10), 255, 149, 0))     // level 3: orange
        #expect(matches(picture.at(90, 10), 255, 255, 255))   // in a Canvas of a dark view: white
    }

    @Test func builtInStylesResolveAsDocumented() {
        let environment = EnvironmentValues()
        #expect(Color.white.resolve(in: environment) == Color.Resolved(red: 1, green: 1, blue: 1))
        var dark = environment
        dark.colorScheme = .dark
        let paint = SchemeStyle().resolvePaint(in: PaintContext(bounds: CGRect(x: 0, y: 0, width: 1, height: 1), environment: dark))
        #expect(paint == Color.white.resolvePaint(in: CGRect(x: 0, y: 0, width: 1, height: 1)))
    }
}

// Color.primary and Color.secondary are dynamic: UIKit's label colors
// (label: black / white; secondaryLabel: #3C3C43 / #EBEBF5 at 60 %) in the
// environment's color scheme, when drawn and in resolve(in:).
import AnimGen
import Testing

@Suite struct LabelColorChecks {
    @Test func labelColorsFollowTheColorScheme() throws {
        let light = try render(SchemeLabelSwatches(ground: .white), scale: 1)
        #expect(matches(light.at(5, 5), 0, 0, 0))
        // 60 % of (60, 60, 67) over white: 0.6·60 + 0.4·255 = 138, 0.6·67 + 102 = 142.
        #expect(matches(light.at(15, 5), 138, 138, 142))
        let dark = try render(SchemeLabelSwatches(ground: .black).environment(\.colorScheme, .dark), scale: 1)
        #expect(matches(dark.at(5, 5), 255, 255, 255))
        // 60 % of (235, 235, 245) over black: 141, 141, 147.
        #expect(matches(dark.at(15, 5), 141, 141, 147))
    }

    @Test func resolveInHonoursTheColorScheme() throws {
        var environment = EnvironmentValues()
        #expect(Color.primary.resolve(in: environment) == Color.Resolved(red: 0, green: 0, blue: 0))
        environment.colorScheme = .dark
        #expect(Color.primary.resolve(in: environment) == Color.Resolved(red: 1, green: 1, blue: 1))
        #expect(abs(Color.secondary.opacity(0.5).resolve(in: environment).opacity - 0.3) < 1e-6)
        // A system colour resolves to the HIG's dark value (systemRed #FF453A); a constant one is the same in both.
        func close(_ a: Color.Resolved, _ b: Color.Resolved) -> Bool {
            abs(a.red - b.red) < 1e-6 && abs(a.green - b.green) < 1e-6 && abs(a.blue - b.blue) < 1e-6 && a.opacity == b.opacity
        }
        #expect(close(Color.red.resolve(in: environment), Color.Resolved(red: 1, green: 69 / 255, blue: 58 / 255)))
        #expect(close(Color.red.resolve(in: EnvironmentValues()), Color.Resolved(red: 1, green: 59 / 255, blue: 48 / 255)))
        #expect(Color.gray.resolve(in: environment) == Color.gray.resolve(in: EnvironmentValues()))
        let inView = try render(ResolvedPrimary().environment(\.colorScheme, .dark), scale: 1)
        #expect(matches(inView.at(5, 5), 255, 0, 255))
        #expect(matches(try render(ResolvedPrimary(), scale: 1).at(5, 5), 0, 0, 255))
    }

    @Test func semanticStylesAreTheSystemColoursOfTheScheme() throws {
        // iOS's systemBackground, separator (#3C3C43 at 29 %), placeholderText
        // (#3C3C43 at 30 %), link (#007AFF) and systemFill (#787880 at 20 %)
        // over mid-gray (128) in a light appearance: 0.29·60 + 0.71·128 =
        // 108.3, 0.29·67 + 90.9 = 110.3; 0.3·60 + 89.6 = 107.6, 0.3·67 +
        // 89.6 = 109.7; 0.2·120 + 102.4 = 126.4, 0.2·128 + 102.4 = 128.
        let light = try render(SemanticStyleSwatches(ground: Color(white: 128.0 / 255)), scale: 1)
        #expect(matches(light.at(5, 5), 255, 255, 255))
        #expect(matches(light.at(15, 5), 108, 108, 110))
        #expect(matches(light.at(25, 5), 108, 108, 110))
        #expect(matches(light.at(35, 5), 0, 122, 255))
        #expect(matches(light.at(45, 5), 126, 126, 128))
        // Dark: black; #545458 at 60 % (0.6·84 + 51.2 = 101.6, 0.6·88 + 51.2
        // = 104); #EBEBF5 at 30 % (70.5 + 89.6 = 160.1, 73.5 + 89.6 = 163.1);
        // #0984FF; #787880 at 36 % (43.2 + 81.9 = 125.1, 46.1 + 81.9 = 128).
        let dark = try render(SemanticStyleSwatches(ground: Color(white: 128.0 / 255)).environment(\.colorScheme, .dark), scale: 1)
        #expect(matches(dark.at(5, 5), 0, 0, 0))
        #expect(matches(dark.at(15, 5), 102, 102, 104))
        #expect(matches(dark.at(25, 5), 160, 160, 163))
        #expect(matches(dark.at(35, 5), 9, 132, 255))
        #expect(matches(dark.at(45, 5), 125, 125, 128))
    }
}

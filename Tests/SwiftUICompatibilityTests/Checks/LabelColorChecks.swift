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
        #expect(Color.red.resolve(in: environment) == Color.red.resolve(in: EnvironmentValues()))
        let inView = try render(ResolvedPrimary().environment(\.colorScheme, .dark), scale: 1)
        #expect(matches(inView.at(5, 5), 255, 0, 255))
        #expect(matches(try render(ResolvedPrimary(), scale: 1).at(5, 5), 0, 0, 255))
    }
}

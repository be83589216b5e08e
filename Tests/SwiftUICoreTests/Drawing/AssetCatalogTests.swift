// Asset catalogs written to a temporary bundle folder, as Xcode lays them
// out: the app's AccentColor, groups with and without a namespace, and
// Xcode's three component forms.
import Foundation
import Testing
@testable import SwiftUICore

@Suite struct AssetCatalogTests {
    /// A bundle folder holding Assets.xcassets with `sets` (path → Contents.json text).
    private func bundle(_ sets: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, json) in sets {
            let file = root.appendingPathComponent("Assets.xcassets").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json.write(to: file, atomically: true, encoding: .utf8)
        }
        return try #require(Bundle(path: root.path))
    }

    private func colorSet(red: String, green: String, blue: String) -> String {
        """
        {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
          "components": {"red": "\(red)", "green": "\(green)", "blue": "\(blue)", "alpha": "1.000"}}}],
         "info": {"author": "xcode", "version": 1}}
        """
    }

    @Test func theAppsAccentColorIsItsCatalogsAccentColorSet() throws {
        let app = try bundle(["AccentColor.colorset/Contents.json": colorSet(red: "0xFF", green: "0x80", blue: "0x00")])
        let accent = Color.appAccentColor(in: app).sRGBComponents
        #expect(accent.red == 1 && accent.green == 128.0 / 255 && accent.blue == 0)
        // Without one, iOS's default: system blue.
        #expect(Color.appAccentColor(in: try bundle([:])) == .blue)
    }

    @Test func groupsNameTheirSetsOnlyWhenTheyProvideANamespace() throws {
        let app = try bundle([
            "Brand/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "Brand/Ink.colorset/Contents.json": colorSet(red: "1.0", green: "0", blue: "0"),
            "Plain/Paper.colorset/Contents.json": colorSet(red: "255", green: "255", blue: "255"),
        ])
        #expect(Color("Brand/Ink", bundle: app) == Color(red: 1, green: 0, blue: 0))
        #expect(Color("Ink", bundle: app) == .clear)
        #expect(Color("Paper", bundle: app) == Color(red: 1, green: 1, blue: 1))
    }

    @Test func componentsInXcodesThreeForms() {
        #expect(ColorSetFile.component("0.500", isAlpha: false) == 0.5)
        #expect(ColorSetFile.component("128", isAlpha: false) == 128.0 / 255)
        #expect(ColorSetFile.component("0x80", isAlpha: false) == 128.0 / 255)
        #expect(ColorSetFile.component("1", isAlpha: true) == 1)     // alpha is always a float
        #expect(ColorSetFile.component("half", isAlpha: false) == nil)
    }
}

import Foundation
@testable import SwiftUICore
@testable import Typesetting
import Testing

/// Named fonts come from fontconfig, as `fc-list` (run here as the
/// independent reader) shows them; the system font does not.
@Suite struct InstalledFontTests {
    /// The files `fc-list PATTERN file` prints.
    func fcList(_ pattern: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-list", pattern, "file"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ":")) }
    }

    @Test func aFamilyFcListShowsIsFound() throws {
        let files = try fcList("Droid Sans Fallback")
        try #require(!files.isEmpty, "fonts-droid-fallback is not installed (scripts/install-deps)")
        let layout = try Text("你").font(.custom("Droid Sans Fallback", size: 20)).layout()
        #expect(files.contains(layout.glyphs[0].face.path))
    }

    @Test func weightAndStyleChooseTheFile() throws {
        let bold = try fcList("DejaVu Sans:style=Bold")
        let a = try Text("a").font(.custom("DejaVu Sans", size: 20).weight(.bold)).layout()
        #expect(bold.contains(a.glyphs[0].face.path), "\(a.glyphs[0].face.path) not in \(bold)")
        let pattern = try Text("a").font(.custom("DejaVu Sans:style=Bold", size: 20)).layout()
        #expect(pattern.glyphs[0].face.path == a.glyphs[0].face.path)
        // An italic request takes the installed oblique file, not a synthetic slant.
        let oblique = try fcList("DejaVu Sans:style=Oblique")
        let choice = try FontResolver.resolve(TypeRun(Text("a").font(.custom("DejaVu Sans", size: 20).italic()).segments[0]).style)
        #expect(oblique.contains(choice.face.path) && !choice.syntheticOblique)
    }

    @Test func aMissingFamilyNamesTheNearestInstalled() throws {
        do {
            _ = try Text("x").font(.custom("Droid Sanz", size: 12)).layout()
            Issue.record("expected an error")
        } catch let error as FontError {
            guard case .notInstalled(let name, let nearest) = error else { Issue.record("\(error)"); return }
            #expect(name == "Droid Sanz")
            #expect(nearest.first == "Droid Sans Fallback", "\(nearest)")
            #expect(error.description.contains("\"Droid Sans Fallback\"") && !error.description.contains("/usr/share"))
        }
    }

    /// Without a named font the system face comes from its fixed folder
    /// (Inter's when fonts-inter is installed there, else DejaVu's),
    /// whatever fontconfig would prefer on this machine.
    @Test func theSystemFontComesFromItsFixedFolder() throws {
        let layout = try Text("a").font(.system(size: 20)).layout()
        let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let expected = FileManager.default.fileExists(atPath: inter) ? inter : "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        #expect(layout.glyphs[0].face.path == expected)
    }
}

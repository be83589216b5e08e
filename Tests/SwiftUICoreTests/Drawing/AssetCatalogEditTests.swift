// A running program (a preview reloading after a save) sees asset catalogs
// as they are now: an edited colour set, an image set whose file was
// replaced, a set added after the catalog was first read.
import Foundation
import Testing
import Raster
import ImageFiles
@testable import SwiftUICore

@Suite struct AssetCatalogEditTests {
    private let fm = FileManager.default

    /// A bundle folder with an empty Assets.xcassets.
    private func bundleFolder() throws -> URL {
        let root = fm.temporaryDirectory.appendingPathComponent("catalog-edit-\(UUID().uuidString)")
        try fm.createDirectory(at: root.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        return root
    }

    /// Contents.json of an sRGB colour set; the same length for every colour.
    private func colorSet(_ red: Int, _ green: Int, _ blue: Int) -> String {
        func c(_ v: Int) -> String { String(format: "0x%02X", v) }
        return #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": "#
            + #"{"red": "\#(c(red))", "green": "\#(c(green))", "blue": "\#(c(blue))", "alpha": "1.000"}}}], "#
            + #""info": {"author": "xcode", "version": 1}}"#
    }

    /// Writes `text` over the file in place (same inode, same length), as an editor saving without a rename.
    private func overwrite(_ file: URL, with text: String) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.truncate(atOffset: UInt64(text.utf8.count))
        try handle.close()
    }

    /// The centre pixel of `view` rendered alone.
    private func centre<V: View>(_ view: V) throws -> RGBA8 {
        let pixels = try ImageRenderer(content: view.frame(width: 4, height: 4)).render()
        return pixels.pixel(x: 2, y: 2)
    }

    @Test func anEditedColourSetIsReadAgain() throws {
        let root = try bundleFolder()
        defer { try? fm.removeItem(at: root) }
        let set = root.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try fm.createDirectory(at: set, withIntermediateDirectories: true)
        let file = set.appendingPathComponent("Contents.json")
        try colorSet(255, 0, 0).write(to: file, atomically: false, encoding: .utf8)
        let bundle = try #require(Bundle(path: root.path))
        #expect(try centre(Rectangle().fill(Color("Brand", bundle: bundle))) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        try overwrite(file, with: colorSet(0, 0, 255))
        #expect(try centre(Rectangle().fill(Color("Brand", bundle: bundle))) == RGBA8(r: 0, g: 0, b: 255, a: 255),
                "the set's new colour, not the one read before")
    }

    @Test func aSetAddedAfterTheCatalogWasReadIsFound() throws {
        let root = try bundleFolder()
        defer { try? fm.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Assets.xcassets")
        try fm.createDirectory(at: catalog.appendingPathComponent("Ink.colorset"), withIntermediateDirectories: true)
        try colorSet(0, 128, 0).write(to: catalog.appendingPathComponent("Ink.colorset/Contents.json"), atomically: false, encoding: .utf8)
        // Folders last changed a minute ago: the index read now is kept while they stay so.
        let past = Date(timeIntervalSinceNow: -60)
        for folder in [root, catalog] { try fm.setAttributes([.modificationDate: past], ofItemAtPath: folder.path) }
        let bundle = try #require(Bundle(path: root.path))
        #expect(try centre(Rectangle().fill(Color("Ink", bundle: bundle))) == RGBA8(r: 0, g: 128, b: 0, a: 255))
        #expect(Color("Paper", bundle: bundle) == .clear, "no such set yet")
        try fm.createDirectory(at: catalog.appendingPathComponent("Paper.colorset"), withIntermediateDirectories: true)
        try colorSet(250, 240, 230).write(to: catalog.appendingPathComponent("Paper.colorset/Contents.json"),
                                          atomically: false, encoding: .utf8)
        #expect(try centre(Rectangle().fill(Color("Paper", bundle: bundle))) == RGBA8(r: 250, g: 240, b: 230, a: 255))
    }

    @Test func anImageSetWhoseFileWasReplacedShowsTheNewFile() throws {
        let root = try bundleFolder()
        defer { try? fm.removeItem(at: root) }
        let set = root.appendingPathComponent("Assets.xcassets/Logo.imageset")
        try fm.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"images": [{"idiom": "universal", "filename": "logo.png", "scale": "1x"}], "info": {"author": "xcode", "version": 1}}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        func writeLogo(_ color: RGBA8) throws {
            let pixels = Pixmap(width: 4, height: 4)
            pixels.clear(to: color)
            try Data(pngData(pixels)).write(to: set.appendingPathComponent("logo.png"))
        }
        let bundle = try #require(Bundle(path: root.path))
        try writeLogo(RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try centre(Image("Logo", bundle: bundle)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        try writeLogo(RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(try centre(Image("Logo", bundle: bundle)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}

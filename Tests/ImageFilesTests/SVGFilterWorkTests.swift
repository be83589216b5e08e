// Issue 35, fault 10: librsvg cannot be interrupted, and an SVG's filters
// cost (primitives × pixels) per drawing, whatever the file's size. The
// counts below are worked out by hand from each document.
import Foundation
@testable import ImageFiles
import Raster
import TestSupport
import Testing

@Suite struct SVGFilterWorkTests {
    static func document(width: Int, height: Int, _ body: String) -> [UInt8] {
        Array(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\#(width)" height="\#(height)">\#(body)</svg>"#.utf8)
    }

    /// Forty rectangles, each blurred once, over 4000×4000: 5 KB that kept
    /// librsvg busy for minutes.
    static let fortyBlurs = document(width: 4000, height: 4000,
        "<defs><filter id=\"f\"><feGaussianBlur stdDeviation=\"200\"/></filter></defs>"
        + (0..<40).map { "<rect x=\"\($0 * 10)\" width=\"3000\" height=\"3000\" fill=\"red\" filter=\"url(#f)\"/>" }.joined())

    @Test func countsEachFilteredDrawingTimesItsPrimitivesTimesThePicture() throws {
        let work = try #require(svgFilterWork(Self.fortyBlurs, maximumPixels: 1 << 30))
        #expect(work.picturePixels == 16_000_000)
        #expect(work.filterRuns == 40)
        #expect(work.pixels == 640_000_000)
    }

    @Test(.timeLimit(.minutes(1))) func aCostlySVGIsRefusedBeforeLibrsvgRuns() throws {
        let url = scratchFolder().appendingPathComponent("blurs.svg")
        try Data(Self.fortyBlurs).write(to: url)
        do {
            _ = try decodeImage(at: url)
            Issue.record("the SVG was decoded")
        } catch let error as MediaError {
            #expect(error.kind == .invalidSize)
            #expect(error.description.contains("runs filters 40 times over a picture of 16000000 pixels"), "\(error)")
            #expect(error.description.contains("Rasterize it to PNG first"))
        }
    }

    /// A drop shadow as icons draw it: blur, offset, and a merge of two
    /// nodes — five `fe` elements, one drawing, 200×200 pixels.
    @Test func anIconWithADropShadowDecodes() throws {
        let icon = Self.document(width: 200, height: 200, """
            <filter id="shadow"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dx="2" dy="2" result="o"/>\
            <feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge></filter>\
            <rect x="40" y="40" width="120" height="120" fill="#0000ff" filter="url(#shadow)"/>
            """)
        let work = try #require(svgFilterWork(icon, maximumPixels: 1 << 30))
        #expect(work.filterRuns == 5 && work.pixels == 200_000)
        let url = scratchFolder().appendingPathComponent("icon.svg")
        try Data(icon).write(to: url)
        let pixmap = try decodeImage(at: url)
        #expect(pixmap.width == 200 && pixmap.height == 200)
        #expect(pixmap.pixel(x: 100, y: 100) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    /// `<use>` nested three deep, ten at each level, over one blurred
    /// rectangle kept in `<defs>`: drawn 10 × 10 × 10 times, never directly.
    @Test func nestedUsesMultiplyTheirTargetsDrawings() throws {
        func level(_ id: String, _ of: String) -> String {
            "<g id=\"\(id)\">" + String(repeating: "<use xlink:href=\"#\(of)\"/>", count: 10) + "</g>"
        }
        let body = "<defs><filter id=\"f\"><feGaussianBlur stdDeviation=\"3\"/></filter>"
            + "<g id=\"g0\"><rect width=\"5\" height=\"5\" style=\"fill:red; filter: url(#f)\"/></g>"
            + level("g1", "g0") + level("g2", "g1") + level("g3", "g2") + "</defs><use href=\"#g3\"/>"
        let small = try #require(svgFilterWork(Self.document(width: 100, height: 100, body), maximumPixels: 1 << 30))
        #expect(small.filterRuns == 1000 && small.pixels == 10_000_000)
        let large = try #require(svgFilterWork(Self.document(width: 1000, height: 1000, body), maximumPixels: 1 << 30))
        #expect(large.pixels == 1_000_000_000 && large.pixels > SVGFilterWork.budget)
    }

    /// A style sheet can filter every element with one rule: each element
    /// that draws counts, and 30 rectangles at 2000×2000 are over budget.
    @Test func aStyleSheetFilterCountsEveryElement() throws {
        let body = "<style><![CDATA[ rect { filter: url(#f) } ]]></style><filter id=\"f\"><feGaussianBlur stdDeviation=\"9\"/></filter>"
            + String(repeating: "<rect width=\"10\" height=\"10\"/>", count: 30)
        let work = try #require(svgFilterWork(Self.document(width: 2000, height: 2000, body), maximumPixels: 1 << 30))
        #expect(work.filterRuns >= 30)
        #expect(work.pixels > SVGFilterWork.budget)
    }

    /// Filters drawn through a reference loop have no bound (where librsvg
    /// breaks the loop depends on the path it took), and the count ends
    /// instead of looping; a relative size falls back to the caller's cap.
    @Test func cyclesEndAndRelativeSizesUseTheCap() throws {
        let cycle = ##"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"><filter id="f"><feFlood/></filter>"##
            + ##"<g id="a" filter="url(#f)"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>"##
        let work = try #require(svgFilterWork(Array(cycle.utf8), maximumPixels: 4096))
        #expect(work.picturePixels == 4096)
        #expect(work.filterRuns == .max && work.pixels == .max)
        let noFilters = cycle.replacingOccurrences(of: #" filter="url(#f)""#, with: "")
        #expect(svgFilterWork(Array(noFilters.utf8), maximumPixels: 4096)?.filterRuns == 0)
        #expect(svgFilterWork(Array("GIF89a".utf8), maximumPixels: 4096) == nil)
    }
}

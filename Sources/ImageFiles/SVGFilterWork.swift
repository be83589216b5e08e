// The work librsvg will do for an SVG's filters, bounded before it runs.
// librsvg cannot be interrupted once it renders, and filters are the one
// part of SVG whose cost does not follow the file's size: every primitive
// touches every pixel of its region (up to the whole picture), and `<use>`
// draws a filtered element again. Forty blurred rectangles in 5 KB keep it
// busy for minutes. Everything else librsvg bounds itself (element and
// reference counts); the picture's size is capped by the decoder.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An upper bound of the pixels librsvg's filter primitives touch to draw
/// an SVG document: each drawing of a filtered element counts its filter's
/// primitives times the whole picture.
package struct SVGFilterWork: Sendable, Equatable {
    /// The picture's pixels, from the root's `width`/`height` or `viewBox`
    /// (the caller's cap when neither is a plain length).
    package var picturePixels: Int
    /// How many times a filter runs when the document is drawn, counting
    /// every `<use>`, pattern, mask and marker that draws an element again
    /// (`Int.max` when filters are drawn through a reference loop).
    package var filterRuns: Int
    /// Pixels touched by filter primitives, at most (saturating).
    package var pixels: Int

    /// The budget every SVG is held to: about 32 million pixel-primitives,
    /// two full-picture blurs at 4096×4096 (seconds of librsvg's time).
    package static let budget = 1 << 25
}

/// The filter work of an SVG document (see ``SVGFilterWork``), or nil when
/// `bytes` do not look like SVG. `maximumPixels` stands in for a picture
/// whose size is relative (`100%`) or missing.
package func svgFilterWork(_ bytes: [UInt8], maximumPixels: Int) -> SVGFilterWork? {
    guard looksLikeSVG(bytes) else { return nil }
    let document = SVGOutline(bytes)
    guard let root = document.elements.firstIndex(where: { $0.name == "svg" }) else { return nil }
    let pixels = min(maximumPixels, document.picturePixels(root) ?? maximumPixels)
    var primitives: [String: Int] = [:]
    for (i, element) in document.elements.enumerated() where element.name == "filter" {
        if let id = element.id { primitives[id] = max(1, document.descendants(of: i).count { document.elements[$0].name.hasPrefix("fe") }) }
    }
    let widest = primitives.values.max() ?? 0
    let cssFilters = document.styleSheetMentionsFilter
    // Filter runs per element, then summed over every way it is drawn.
    let own: [Int] = document.elements.map { element in
        if let value = element.filter, value != "none" {
            if let id = SVGOutline.reference(in: value) { return primitives[id] ?? widest }
            return max(widest, 1, value.count { $0 == "(" })  // CSS filter functions: blur(…) drop-shadow(…)
        }
        return cssFilters && element.name != "filter" ? max(widest, 1) : 0
    }
    let runs = own.allSatisfy { $0 == 0 } ? 0 : document.drawings(own: own, from: root) ?? .max
    return SVGFilterWork(picturePixels: pixels, filterRuns: runs, pixels: runs.multipliedReportingOverflow(by: pixels).overflow ? .max : runs * pixels)
}

/// An SVG starts, after a byte-order mark, white space, an XML declaration,
/// comments or a doctype, with `<svg` — what FFmpeg's `svg_pipe` probe asks.
private func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    guard let first = head.firstIndex(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }), head[first] == "<" else { return false }
    return head.contains("<svg")
}

/// The largest SVG file read to bound its filter work.
let maximumSVGFileBytes = 64 << 20

/// Refuses, before librsvg runs, an SVG file whose filter work exceeds
/// ``SVGFilterWork/budget``; other files pass untouched.
func refuseCostlySVG(atPath path: String, maximumPixels: Int) throws(MediaError) {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return }
    let head = HeaderReader(fd: fd).bytes(at: 0, count: 4096)
    close(fd)
    guard looksLikeSVG(head) else { return }
    let bytes: [UInt8]
    do { bytes = try readInputFile(atPath: path, limit: maximumSVGFileBytes) } catch {
        throw MediaError(.invalidSize, "The SVG \(path) \(error.problem). Rasterize it to PNG first (for example with rsvg-convert).")
    }
    guard let work = svgFilterWork(bytes, maximumPixels: maximumPixels), work.pixels > SVGFilterWork.budget else { return }
    let fix = "Rasterize it to PNG first (for example with rsvg-convert), or filter fewer or smaller elements."
    if work.filterRuns == .max {
        throw MediaError(.invalidSize, "The SVG \(path) draws filtered elements through references that loop (a <use> or url(#…) that reaches itself), so its filter work has no bound. Break the loop; \(fix)")
    }
    let millions = work.pixels == .max ? "more than \(Int.max / 1_000_000)" : "about \(max(1, work.pixels / 1_000_000))"
    throw MediaError(.invalidSize, "The SVG \(path) runs filters \(work.filterRuns) times over a picture of \(work.picturePixels) pixels: \(millions) million pixels of filter work, over the limit of \(SVGFilterWork.budget / 1_000_000) million. \(fix)")
}

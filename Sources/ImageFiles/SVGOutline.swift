// What of an SVG document bounds its filter work: its elements (name,
// parent, the few attributes that apply or reference filters), read by a
// tag scanner in one pass. Not an XML parser: malformed input gives some
// outline, and librsvg, which parses properly, refuses it afterwards.
import Foundation

/// The element tree of an SVG document, reduced to what draws filters.
struct SVGOutline {
    private static let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
    private static let dataOpen = Array("<![CDATA[".utf8), dataClose = Array("]]>".utf8)

    struct Element {
        var name: String
        var parent: Int?
        var id: String?
        /// The `filter` presentation attribute or `filter:` in `style`.
        var filter: String?
        /// Elements this one draws again: `href` of `<use>`, and `url(#…)`
        /// in any attribute other than `filter` (fill patterns, masks,
        /// clip paths, markers).
        var references: [String] = []
        var width: String?
        var height: String?
        var viewBox: String?
    }

    private(set) var elements: [Element] = []
    /// A `<style>` sheet mentions `filter`: any element may run one.
    private(set) var styleSheetMentionsFilter = false
    private var children: [[Int]] = []

    init(_ bytes: [UInt8]) {
        var stack: [Int] = []
        var i = 0
        let n = bytes.count
        func find(_ needle: [UInt8], from start: Int) -> Int {
            guard needle.count <= n else { return n }
            var j = start
            while j + needle.count <= n {
                if bytes[j] == needle[0], bytes[j..<j + needle.count].elementsEqual(needle) { return j }
                j += 1
            }
            return n
        }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else {
                let next = find([UInt8(ascii: "<")], from: i)
                if let top = stack.last, elements[top].name == "style",
                   String(decoding: bytes[i..<next], as: UTF8.self).contains("filter") { styleSheetMentionsFilter = true }
                i = next
                continue
            }
            if bytes[i...].starts(with: Self.commentOpen) { i = find(Self.commentClose, from: i + 4) + 3; continue }
            if bytes[i...].starts(with: Self.dataOpen) {
                let end = find(Self.dataClose, from: i + 9)
                if let top = stack.last, elements[top].name == "style",
                   String(decoding: bytes[(i + 9)..<end], as: UTF8.self).contains("filter") { styleSheetMentionsFilter = true }
                i = end + 3
                continue
            }
            if i + 1 < n, bytes[i + 1] == UInt8(ascii: "?") || bytes[i + 1] == UInt8(ascii: "!") {
                i = find([UInt8(ascii: ">")], from: i) + 1
                continue
            }
            let (tag, end) = Self.tag(bytes, at: i)
            i = end
            if tag.closing {
                if let open = stack.lastIndex(where: { elements[$0].name == tag.name }) { stack.removeSubrange(open...) }
                continue
            }
            var element = Element(name: tag.name, parent: stack.last)
            for (key, value) in tag.attributes {
                switch key {
                case "id": element.id = value
                case "filter": element.filter = value
                case "style":
                    if let range = value.range(of: "filter") {
                        let rest = value[range.upperBound...].drop { $0 == " " || $0 == ":" }
                        element.filter = String(rest.prefix { $0 != ";" })
                    }
                case "href", "xlink:href":
                    if tag.name == "use", value.hasPrefix("#") { element.references.append(String(value.dropFirst())) }
                case "width": element.width = value
                case "height": element.height = value
                case "viewBox": element.viewBox = value
                default:
                    if let id = Self.reference(in: value) { element.references.append(id) }
                }
            }
            elements.append(element)
            children.append([])
            if let parent = stack.last { children[parent].append(elements.count - 1) }
            if !tag.selfClosing { stack.append(elements.count - 1) }
        }
    }

    private static let drawnByReference: Set<String> = ["defs", "symbol", "clipPath", "mask", "pattern", "marker", "filter"]

    /// The `id` in `url(#id)`, if `value` holds one.
    static func reference(in value: String) -> String? {
        guard let start = value.range(of: "url(") else { return nil }
        let inner = value[start.upperBound...].drop { $0 == " " || $0 == "'" || $0 == "\"" }
        guard inner.first == "#" else { return nil }
        let id = inner.dropFirst().prefix { $0 != ")" && $0 != "'" && $0 != "\"" && $0 != " " }
        return id.isEmpty ? nil : String(id)
    }

    /// Every element below `index`, in no order.
    func descendants(of index: Int) -> [Int] {
        var found: [Int] = [], pending = children[index]
        while let next = pending.popLast() { found.append(next); pending += children[next] }
        return found
    }

    /// How many filter runs drawing `root` makes, when element i runs
    /// `own[i]` itself: its own, its children's and its references', each
    /// reference counted every time it is drawn (saturating); nil when
    /// references loop (librsvg breaks the loop where it meets it, which
    /// depends on the path taken: no count bounds that). Walked with an
    /// explicit stack: documents nest deeper than threads' stacks.
    func drawings(own: [Int], from root: Int) -> Int? {
        var ids: [String: Int] = [:]
        for (i, element) in elements.enumerated() { if let id = element.id, ids[id] == nil { ids[id] = i } }
        // What defs, symbols, masks, patterns and markers hold is drawn
        // only where something references it.
        let edges = elements.indices.map { i in
            children[i].filter { !Self.drawnByReference.contains(elements[$0].name) } + elements[i].references.compactMap { ids[$0] }
        }
        var total = [Int?](repeating: nil, count: elements.count)
        var visiting = [Bool](repeating: false, count: elements.count)
        var stack = [(node: root, next: 0)]
        visiting[root] = true
        while let (node, next) = stack.last {
            if next < edges[node].count {
                stack[stack.count - 1].next += 1
                let child = edges[node][next]
                if visiting[child] { return nil }
                if total[child] == nil { visiting[child] = true; stack.append((child, 0)) }
                continue
            }
            var sum = own[node]
            for child in edges[node] {
                let (s, overflow) = sum.addingReportingOverflow(total[child] ?? 0)
                sum = overflow ? .max : s
            }
            total[node] = sum
            visiting[node] = false
            stack.removeLast()
        }
        return total[root]
    }

    /// The pixels of the picture the root `<svg>` declares, if its sizes are
    /// plain lengths (CSS pixels: px, pt, pc, mm, cm, in) or a `viewBox`.
    func picturePixels(_ root: Int) -> Int? {
        let element = elements[root]
        if let w = element.width.flatMap(Self.pixels), let h = element.height.flatMap(Self.pixels) { return Self.area(w, h) }
        let box = (element.viewBox ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        return box.count == 4 ? Self.area(box[2], box[3]) : nil
    }

    private static func area(_ w: Double, _ h: Double) -> Int? {
        guard w.isFinite, h.isFinite, w > 0, h > 0, w * h < 1e15 else { return nil }
        return Int((w.rounded(.up) * h.rounded(.up)))
    }

    /// A length in CSS pixels (96 per inch), or nil for percentages and
    /// font-relative units.
    private static func pixels(_ text: String) -> Double? {
        let units: [(String, Double)] = [("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96)]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for (unit, scale) in units where trimmed.hasSuffix(unit) { return Double(trimmed.dropLast(2)).map { $0 * scale } }
        return Double(trimmed)
    }

    /// The tag starting at `start` (`<name attr="value" …>`), and the index
    /// after it.
    private static func tag(_ bytes: [UInt8], at start: Int) -> (tag: (name: String, closing: Bool, selfClosing: Bool, attributes: [(String, String)]), end: Int) {
        var i = start + 1
        let n = bytes.count
        let closing = i < n && bytes[i] == UInt8(ascii: "/")
        if closing { i += 1 }
        func isNameByte(_ b: UInt8) -> Bool { !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: ">") || b == UInt8(ascii: "/") || b == UInt8(ascii: "=")) }
        let nameStart = i
        while i < n, isNameByte(bytes[i]) { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        var attributes: [(String, String)] = []
        var selfClosing = false
        while i < n, bytes[i] != UInt8(ascii: ">") {
            if bytes[i] == UInt8(ascii: "/") { selfClosing = true; i += 1; continue }
            guard isNameByte(bytes[i]) else { i += 1; continue }
            let keyStart = i
            while i < n, isNameByte(bytes[i]) { i += 1 }
            let key = String(decoding: bytes[keyStart..<i], as: UTF8.self)
            while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
            guard i < n, bytes[i] == UInt8(ascii: "=") else { continue }
            i += 1
            while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
            guard i < n, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { continue }
            let quote = bytes[i]
            let valueStart = i + 1
            i = valueStart
            while i < n, bytes[i] != quote { i += 1 }
            attributes.append((key, String(decoding: bytes[valueStart..<min(i, n)], as: UTF8.self)))
            i += 1
            selfClosing = false
        }
        return ((name, closing, selfClosing, attributes), min(i + 1, n))
    }
}

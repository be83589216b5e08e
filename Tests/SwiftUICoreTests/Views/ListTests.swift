// Lists against iOS's look, with geometry worked out by hand from the
// numbers in Sources/SwiftUICore/Lists/ListLook.swift: cards 16 points
// in, rows ≥ 44 tall with content 20 in and 6 above and below, 20 points
// above the first section, half a section's spacing above its header and
// 6 below it, 35 points between sections, corners of 10, one-pixel
// separators from the content's leading edge; colours from UIColor's
// documented values (systemGroupedBackground #F2F2F7 / black,
// secondarySystemGroupedBackground white / #1C1C1E, separator #3C3C43 at
// 29 % / #545458 at 60 %), composited by hand.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

@Suite struct ListTests {
    private func still<V: View>(_ view: V, width: Int = 390, height: Int = 300, scheme: ColorScheme = .light,
                                scale: CGFloat = 1) throws -> Pixmap {
        var movie = ViewAnimation(view, width: width, height: height, scale: scale)
        movie.colorScheme = scheme
        return try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1).render(frame: 0)
    }

    private func expectColor(_ p: Pixmap, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), within: Int = 1,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let c = p.rgba(x, y)
        #expect(abs(c.r - rgb.0) <= within && abs(c.g - rgb.1) <= within && abs(c.b - rgb.2) <= within && c.a == 255,
                "(\(x), \(y)) is \(c), expected \(rgb)", sourceLocation: sourceLocation)
    }

    /// The list node of a laid-out tree.
    private func listNode(_ node: Node) -> ListNode? {
        if let l = node as? ListNode { return l }
        if let w = node as? WrapperNode { return listNode(w.child) }
        for c in node.preferenceSources { if let l = listNode(c) { return l } }
        return nil
    }

    /// Three 20-point rows under an 18-point header, in a 390-point list.
    private var fruitSection: some View {
        List {
            Section {
                Color.red.frame(height: 20)
                Color.green.frame(height: 20)
                Color.blue.frame(height: 20)
            } header: {
                Color.black.frame(width: 50, height: 18)
            }
        }
    }

    @Test func rowsOfAnInsetGroupedSectionUnderAHeader() throws {
        let list = try #require(listNode(layout(fruitSection, ProposedViewSize(width: 390, height: 600))))
        let section = try #require(list.sections.first)
        // Header: half of the 20 above the first section, 20 in from the 16-point card.
        #expect(section.header?.frame == rect(36, 10, 50, 18))
        // Card top: 10 + 18 + 6 = 34. Row k: 44 tall (20 + 6 + 6 < 44) from 34 + 44k, content
        // centred in it: 34 + 44k + 12; the content 390 − 32 − 40 = 318 wide.
        for (k, row) in section.rows.enumerated() {
            #expect(row.background.frame == rect(16, 34 + 44 * CGFloat(k), 358, 44), "row \(k)")
            #expect(row.content.frame == rect(36, 46 + 44 * CGFloat(k), 318, 20), "row \(k)")
        }
        // Separators below rows 0 and 1 (not the last): one pixel (scale 1) at the row's
        // bottom, from the content's leading edge (36) to the card's trailing edge (374).
        #expect(section.rows.map { $0.separator?.frame } == [rect(36, 77, 338, 1), rect(36, 121, 338, 1), nil])
    }

    @Test func insetGroupedColoursInLightAndDark() throws {
        let light = try still(fruitSection), dark = try still(fruitSection, scheme: .dark)
        // The list's background, left of the card.
        expectColor(light, 8, 100, (242, 242, 247)); expectColor(dark, 8, 100, (0, 0, 0))
        // A row's background, between the card's edge and the content.
        expectColor(light, 25, 50, (255, 255, 255)); expectColor(dark, 25, 50, (28, 28, 30))
        // The separator at row 77: #3C3C43 at 0.29 over white, 255 − 0.29 × (255 − c):
        // (198.5, 198.5, 200.4); #545458 at 0.6 over #1C1C1E: (61.6, 61.6, 64.8).
        expectColor(light, 200, 77, (198, 198, 200)); expectColor(dark, 200, 77, (62, 62, 65))
        // Left of the content's edge there is no separator, only the row.
        expectColor(light, 30, 77, (255, 255, 255)); expectColor(dark, 30, 77, (28, 28, 30))
        // The card's corners are rounded (radius 10): its corner pixel is the background.
        expectColor(light, 16, 34, (242, 242, 247)); expectColor(light, 373, 165, (242, 242, 247))
        expectColor(light, 21, 39, (255, 255, 255))
    }

    @Test func groupedHeadersAreUpperCaseFootnotesInTheSecondaryColour() throws {
        let titled = try still(List { Section("Fruit") { Text("Apple") } })
        let written = try still(List { Section { Text("Apple") } header: { Text("FRUIT") } })
        let asWritten = try still(List { Section { Text("Apple") } header: { Text("Fruit").textCase(nil) } })
        #expect(titled.bytes == written.bytes)
        #expect(titled.bytes != asWritten.bytes)
        // The darkest header pixel (at scale 3, where stems cover whole pixels) is the
        // secondary label colour, #3C3C43 at 0.6 over #F2F2F7: (132.8, 132.8, 139.0).
        let sharp = try still(List { Section("Fruit") { Text("Apple") } }, scale: 3)
        var darkest = (r: 255, g: 255, b: 255, a: 255)
        for y in 0..<(34 * 3) { for x in (36 * 3)..<(120 * 3) { let c = sharp.rgba(x, y); if c.r < darkest.r { darkest = c } } }
        #expect(abs(darkest.r - 133) <= 2 && abs(darkest.b - 139) <= 2, "\(darkest)")
    }

    @Test func aToggleRowHasItsLabelLeftAndItsSwitchRight() throws {
        let form = Form { Toggle("Wi-Fi", isOn: .constant(true)) }
        let p = try still(form)
        // One section 20 below the top: the row 20…64; the 51 × 31 switch ends 20 before
        // the card's trailing edge (374): columns 303…353, rows 26.5…57.5.
        expectColor(p, 310, 42, (52, 199, 89))
        #expect(p.rgba(300, 42) == p.rgba(25, 42))
        expectColor(p, 200, 80, (242, 242, 247))
        // The label's ink starts at the content's leading edge.
        let inked = (0..<200).filter { p.rgba($0, 42).r < 128 }
        #expect((36...40).contains(inked.first ?? -1), "\(inked.first ?? -1)")
    }

    @Test func sectionSpacingIsHalfOfEachNeighboursSpacing() throws {
        func secondCardTop<V: View>(_ view: V) throws -> CGFloat {
            let list = try #require(listNode(layout(view, ProposedViewSize(width: 390, height: 600))))
            return try #require(list.sections.last?.rows.first?.background.frame.minY)
        }
        // First card 20…64; then 35 (the default), 20 (`.compact`), (35 + 10) / 2 = 22.5.
        #expect(try secondCardTop(List { Section { Text("A") }; Section { Text("B") } }) == 99)
        #expect(try secondCardTop(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(.compact)) == 84)
        #expect(try secondCardTop(List { Section { Text("A") }; Section { Text("B") }.listSectionSpacing(10) }) == 86.5)
    }

    @Test func rowSpacingMakesEachRowACardWithoutSeparators() throws {
        let view = List { Text("A"); Text("B") }.listRowSpacing(10)
        let list = try #require(listNode(layout(view, ProposedViewSize(width: 390, height: 300))))
        let rows = try #require(list.sections.first?.rows)
        #expect(rows.map(\.background.frame) == [rect(16, 20, 358, 44), rect(16, 74, 358, 44)])
        #expect(rows.allSatisfy { $0.separator == nil })
        let p = try still(view)
        expectColor(p, 200, 69, (242, 242, 247))
        // Each row's own corners are rounded.
        expectColor(p, 16, 74, (242, 242, 247)); expectColor(p, 16, 63, (242, 242, 247))
    }

    @Test func rowsAreAtLeastTheDefaultMinimumHeight() throws {
        // Apple: bounded below by `defaultMinListRowHeight`, else content plus insets.
        func heights<V: View>(_ view: V) throws -> [CGFloat] {
            let list = try #require(listNode(layout(view, ProposedViewSize(width: 390, height: 600))))
            return list.sections.first?.rows.map(\.background.frame.height) ?? []
        }
        let rows = List { Color.red.frame(height: 20); Color.red.frame(height: 50) }
        #expect(try heights(rows) == [44, 62])
        #expect(try heights(rows.environment(\.defaultMinListRowHeight, 70)) == [70, 70])
        #expect(try heights(rows.environment(\.defaultMinListRowHeight, 10)) == [32, 62])
    }

    @Test func rowSettingsReplaceBackgroundsInsetsAndSeparators() throws {
        let view = List {
            Color.red.frame(height: 20).listRowBackground(Color.yellow).listRowSeparator(.hidden)
            Color.red.frame(height: 20).listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            Color.red.frame(height: 20)
        }
        let list = try #require(listNode(layout(view, ProposedViewSize(width: 390, height: 300))))
        let rows = try #require(list.sections.first?.rows)
        // Row 0 hides its separator; row 1 (no insets) fills its card's width, its
        // separator from the card's edge.
        #expect(rows[0].separator == nil)
        #expect(rows[1].content.frame == rect(16, 64 + 12, 358, 20))
        #expect(rows[1].separator?.frame == rect(16, 107, 358, 1))
        let p = try still(view)
        expectColor(p, 25, 30, (255, 204, 0))
        // The yellow is clipped to the card's rounded corner.
        expectColor(p, 16, 20, (242, 242, 247))
    }

    @Test func labelRowSeparatorsStartUnderTheTitle() throws {
        // No header: rows 44 tall from y = 20, content 36 in, separators at the
        // rows' last pixel (63, 107, 151, 195) running to the card's edge (374).
        // A Label's 24-point icon, then 8 points, then its title: the separator
        // starts under the title, at 36 + 24 + 8 = 68 (listRowSeparatorLeading).
        // A Text row keeps 36; a Label whose guide is set back to its leading edge
        // too; a row setting listRowSeparatorTrailing to the trailing edge of its
        // 100-point frame ends the line at 136.
        let view = List {
            Label { Text("Wi-Fi") } icon: { Color.blue.frame(width: 24, height: 24) }
            Text("Plain")
            Label { Text("Bluetooth") } icon: { Color.blue.frame(width: 24, height: 24) }
                .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            Text("Short").frame(width: 100, alignment: .leading)
                .alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
            Text("Last")
        }
        let list = try #require(listNode(layout(view, ProposedViewSize(width: 390, height: 300))))
        let rows = try #require(list.sections.first?.rows)
        #expect(rows.map { $0.separator?.frame } == [rect(68, 63, 306, 1), rect(36, 107, 338, 1), rect(36, 151, 338, 1),
                                                     rect(36, 195, 100, 1), nil])
        let p = try still(view)
        expectColor(p, 66, 63, (255, 255, 255)); expectColor(p, 70, 63, (198, 198, 200))
        expectColor(p, 40, 107, (198, 198, 200)); expectColor(p, 40, 151, (198, 198, 200))
        expectColor(p, 130, 195, (198, 198, 200)); expectColor(p, 140, 195, (255, 255, 255))
    }

    @Test func plainRowsSpanTheListOnItsPlainBackground() throws {
        let view = List { Color.red.frame(height: 20); Color.red.frame(height: 20) }.listStyle(.plain)
        let list = try #require(listNode(layout(view, ProposedViewSize(width: 390, height: 300))))
        let rows = try #require(list.sections.first?.rows)
        #expect(rows.map(\.background.frame) == [rect(0, 0, 390, 44), rect(0, 44, 390, 44)])
        #expect(rows[0].separator?.frame == rect(20, 43, 370, 1))
        let p = try still(view)
        expectColor(p, 10, 150, (255, 255, 255)); expectColor(p, 385, 43, (198, 198, 200))
        let dark = try still(view, scheme: .dark)
        expectColor(dark, 10, 150, (0, 0, 0))
    }

    @Test func hiddenContentBackgroundShowsWhatIsBehind() throws {
        let p = try still(List { Text("A") }.scrollContentBackground(.hidden).background(Color.orange))
        expectColor(p, 8, 100, (255, 149, 0))
        expectColor(p, 25, 30, (255, 255, 255))
    }

    @Test func aListTallerThanItsFrameShowsItsTopClipped() throws {
        let view = VStack(spacing: 0) {
            List(0..<20) { Color.red.frame(height: 20).id($0) }.frame(height: 150)
            Color.clear.frame(height: 150)
        }
        let p = try still(view)
        // Row 0 at 20…64; row 2's content at 20 + 88 + 12 = 120…140 is drawn; nothing below 150.
        expectColor(p, 100, 130, (255, 59, 48))
        #expect(p.rgba(100, 160).a == 0 && p.rgba(8, 160).a == 0)
        expectColor(p, 8, 149, (242, 242, 247))
    }

    @Test func dataInitialisersMakeTheSameRowsAsStaticOnes() throws {
        struct Fruit: Identifiable { let id: Int; let name: String }
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        let stat = try still(List { Text("Apple"); Text("Pear") })
        #expect(try still(List(fruits) { Text($0.name) }).bytes == stat.bytes)
        #expect(try still(List(fruits, id: \.name) { Text($0.name) }).bytes == stat.bytes)
        #expect(try still(List { ForEach(fruits) { Text($0.name) } }).bytes == stat.bytes)
        #expect(try still(List(selection: .constant(Set<Int>())) { Text("Apple"); Text("Pear") }).bytes == stat.bytes)
        #expect(try still(List(0..<2) { Text($0 == 0 ? "Apple" : "Pear") }).bytes == stat.bytes)
    }

    @Test func increasedProminenceHeadersAreLargerInTheLabelColour() throws {
        func header<V: View>(_ view: V) throws -> CGRect {
            let list = try #require(listNode(layout(view, ProposedViewSize(width: 390, height: 600))))
            return try #require(list.sections.first?.header?.frame)
        }
        let standard = try header(List { Section("Fruit") { Text("Apple") } })
        let increased = try header(List { Section("Fruit") { Text("Apple") }.headerProminence(.increased) })
        // title3 (20 points) against footnote (13 points).
        #expect(increased.height > standard.height * 1.3, "\(increased) \(standard)")
        let p = try still(List { Section("Fruit") { Text("Apple") }.headerProminence(.increased) }, scale: 2)
        var darkest = 255
        for y in 0..<Int(increased.maxY * 2) { for x in 72..<240 { darkest = min(darkest, p.rgba(x, y).r) } }
        #expect(darkest < 40, "\(darkest)")
    }

    @Test func aSectionOutsideAListIsItsPartsInARow() throws {
        let node = layout(VStack(spacing: 0) {
            Section { Color.red.frame(width: 10, height: 10) } header: { Color.blue.frame(width: 10, height: 5) } footer: { Color.green.frame(width: 10, height: 7) }
        }, ProposedViewSize(width: 10, height: 22))
        #expect(leafFrames(node) == [rect(0, 0, 10, 5), rect(0, 5, 10, 10), rect(0, 15, 10, 7)])
    }

    @Test func theMenuPickersChevronsPointUpAndDown() throws {
        // Drawn into 100 × 100: an up chevron whose apex is at the top-centre (y 16) and a
        // down one mirrored below it (apex y 84), nothing across the middle row.
        let p = try still(Image(systemName: "chevron.up.chevron.down").resizable().frame(width: 100, height: 100),
                          width: 100, height: 100)
        func inked(_ x: Int, _ y: Int) -> Bool { p.rgba(x, y).a >= 128 }
        #expect(inked(50, 17) && inked(50, 83) && !(0..<100).contains { inked($0, 50) })
        #expect(inked(28, 39) && inked(72, 39) && inked(28, 61) && inked(72, 61))
        #expect(!inked(50, 30) && !inked(50, 70))
    }

    @Test func aMenuPickerRowShowsItsLabelAndTheSelectionAtTheTrailingEdge() throws {
        let p = try still(Form {
            Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(1); Text("Mint").tag(2) }
        })
        // Ink near the leading edge (the label) and ending near the trailing inset (374 − 20).
        let inked = (0..<390).filter { x in (30..<56).contains { p.rgba(x, $0).r < 200 } }
        #expect((36...40).contains(inked.first ?? -1) && (346...354).contains(inked.last ?? -1), "\(inked.first ?? -1) \(inked.last ?? -1)")
        // The selection is in the secondary colour, not the tint (no blue ink).
        #expect(!(300..<354).contains { x in (30..<56).contains { let c = p.rgba(x, $0); return c.b > c.r + 60 } })
    }
}

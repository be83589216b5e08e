// The everyday views render, and what they rely on draws as Apple says.
import AnimGen
import Testing

@Suite struct EverydayViewChecks {
    @Test func everydayViewsRenderWithInk() throws {
        let frames = try ViewAnimation(EverydayPanel(), width: 260, height: 520, background: .white)
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let p = Picture(pixmap: try frames.render(frame: 5), scale: 1)
        // The gradient circle (80 across, below the 60-point wave) is inked in its middle.
        #expect(p.at(130, 150).a == 255 && !matches(p.at(130, 150), 255, 255, 255))
        #expect(!(try render(EverydayStyles(), scale: 1)).isEmpty)
    }

    @Test func aTextsOwnTintStyleFollowsTheTintAroundIt() throws {
        // Apple: `.tint` is the tint in the view's environment; `.tint(.pink)`
        // outside the text sets it, so "A" is pink (255, 45, 85), not the
        // accent colour.
        let p = try render(Text("A").font(.system(size: 40)).foregroundStyle(.tint).tint(.pink), scale: 1)
        let inked = (0..<p.pixmap.height).flatMap { y in (0..<p.pixmap.width).map { p.pixmap.pixel(x: $0, y: y) } }
            .filter { $0.a == 255 }
        #expect(!inked.isEmpty)
        #expect(inked.allSatisfy { matches($0, 255, 45, 85) })
    }

    @Test func labelsShowIconAndTitleAsTheirStyleSays() throws {
        // Apple: a label is "an icon with a title"; `.titleOnly` and
        // `.iconOnly` keep one of them. Rows of the same height: the full
        // label is wider than the title alone by the icon and a gap.
        let p = try render(LabelPair(), scale: 1)
        let h = p.pixmap.height / 3
        func inkedSpan(row: Int) -> ClosedRange<Int>? {
            let xs = (0..<p.pixmap.width).filter { x in (row * h..<(row + 1) * h).contains { p.pixmap.pixel(x: x, y: $0).a >= 128 } }
            return xs.first.map { $0...xs.last! }
        }
        let both = try #require(inkedSpan(row: 0)), title = try #require(inkedSpan(row: 1)), icon = try #require(inkedSpan(row: 2))
        #expect(both.count > title.count + icon.count)
        #expect(abs((both.count - title.count) - (icon.count + 8)) <= 3)
    }

    @Test func theCardGalleryRenders() throws {
        let frames = try ViewAnimation(Gallery(), width: 320, height: 900, background: .white)
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let p = Picture(pixmap: try frames.render(frame: 3), scale: 1)
        // The card's background (250, 247, 242) beside its ring, the first bar orange (255, 149, 0).
        #expect(matches(p.at(200, 160), 250, 247, 242) && matches(p.at(55, 280), 255, 149, 0))
    }

    @Test func aScrollViewShowsItsContentFromTheStart() throws {
        // At rest a vertical scroll view shows the top of its content,
        // offered its width and no height limit, clipped to its frame.
        let column = try render(ScrolledColumn(), scale: 1)
        #expect(column.pixmap.width == 50 && column.pixmap.height == 100)
        #expect(matches(column.at(25, 15), 255, 59, 48) && matches(column.at(25, 60), 0, 122, 255))
        #expect(matches(column.at(1, 99), 0, 122, 255))
        // Horizontal: from the leading edge, centred vertically (y 15…35).
        let row = try render(ScrolledRow(), scale: 1)
        #expect(row.isOpaque(10, 25) && row.isClear(30, 25) && row.isClear(10, 12) && row.isOpaque(10, 16))
    }

    @Test func lineLimitAndFormattedText() throws {
        let words = "one two three four five six seven"
        let wrapped = try render(Text(words).frame(width: 60).fixedSize(horizontal: false, vertical: true), scale: 1)
        let limited = try render(Text(words).lineLimit(1).frame(width: 60).fixedSize(horizontal: false, vertical: true), scale: 1)
        let line = try render(Text("one"), scale: 1)
        #expect(limited.pixmap.height == line.pixmap.height && wrapped.pixmap.height > 2 * line.pixmap.height)
        // Text(_:format:) formats (in en_US_POSIX): 0.72 as a percentage is "72%".
        let formatted = try render(Text(0.72, format: .percent), scale: 1)
        let literal = try render(Text("72%"), scale: 1)
        #expect(formatted.pixmap.width == literal.pixmap.width && formatted.pixmap.bytes == literal.pixmap.bytes)
    }
}

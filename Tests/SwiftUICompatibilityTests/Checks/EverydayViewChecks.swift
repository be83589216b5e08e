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
}

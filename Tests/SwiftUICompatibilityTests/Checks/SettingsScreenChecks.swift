// The Settings screen (SwiftUICode/SettingsScreen.swift) on a 390 × 844
// iPhone canvas, checked on pixels at hand-computed places and times.
// Geometry from the list look's numbers (Sources/SwiftUICore/Lists/
// ListLook.swift) and the navigation bar's: the form starts under the
// 44 + 52-point bar at y = 96; its first card 20 below (116…204, rows of
// 44); each later section's header starts half of 35 below the card above
// and its card 6 below the header's footnote line; the switch is 51 × 31,
// 20 points in from the card's trailing edge (374): columns 303…353.
import AnimGen
import Testing

@Suite struct SettingsScreenChecks {
    private static let fps = 20

    private func frame(_ t: Double, _ scheme: ColorScheme = .light, renderer: ViewRenderer? = nil) throws -> Picture {
        var movie = ViewAnimation(SettingsScreen(), width: 390, height: 844)
        movie.colorScheme = scheme
        let frames = try renderer ?? movie.makeRenderer(frameRate: try FrameRate(Self.fps), duration: 2)
        return Picture(pixmap: try frames.render(frame: Int((t * Double(Self.fps)).rounded())), scale: 1)
    }

    /// The height of one line of footnote text (a grouped header's).
    private func footnoteLine() throws -> CGFloat {
        try Text("MY DEVICES").font(.footnote).layout().size.height
    }

    /// The top of the devices section's card.
    private func devicesCardTop() throws -> CGFloat {
        let h = try footnoteLine()
        let displayCard = 204 + 17.5 + h + 6
        return displayCard + 88 + 17.5 + h + 6
    }

    /// The darkest red component in the points x0..<x1, y0..<y1.
    private func darkest(_ p: Picture, _ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> Int {
        var d = 255
        for y in y0..<y1 { for x in x0..<x1 { d = min(d, Int(p.at(CGFloat(x), CGFloat(y)).r)) } }
        return d
    }

    @Test func theFormSitsUnderTheBarInGroupedCards() throws {
        let p = try frame(0)
        // The bar is transparent over the list: its grey (#F2F2F7) shows behind the title.
        #expect(matches(p.at(8, 40), 242, 242, 247))
        // The first card (white) and the gap under it (grey).
        #expect(matches(p.at(25, 130), 255, 255, 255) && matches(p.at(25, 210), 242, 242, 247))
        // Airplane Mode is off: the track is the system fill (#787880 at 20 %) over white.
        #expect(matches(p.at(345, 138), 228, 228, 230))
        // Wi-Fi is on: green (#34C759).
        #expect(matches(p.at(310, 182), 52, 199, 89))
        // The label starts at the row's leading inset (16 + 20; the A's slope puts its
        // ink at mid-height a few points further in).
        #expect((36...40).contains((0..<200).first { p.at(CGFloat($0), 138).r < 128 } ?? -1))
        // The separator between the two toggles at y = 159, from x = 36 to the card's edge.
        #expect(matches(p.at(200, 159), 198, 198, 200) && matches(p.at(30, 159), 255, 255, 255))
    }

    @Test func theInsertedDeviceFadesInWhileTheFooterMovesDown() throws {
        let top = try devicesCardTop()
        let third = Int(top + 88), row = third + 22
        // Before 0.5 s the third row's place is the footer's grey; from then on a white row.
        #expect(matches(try frame(0.25).at(25, CGFloat(row)), 242, 242, 247))
        #expect(matches(try frame(0.75).at(25, CGFloat(row)), 255, 255, 255))
        // The text fades in linearly from 0.5 s to 1 s: at 0.75 s half way between the
        // white row and its darkest ink at 1 s.
        let full = darkest(try frame(1), 36, 200, third + 6, third + 38)
        let half = darkest(try frame(0.75), 36, 200, third + 6, third + 38)
        let none = darkest(try frame(0.5), 36, 200, third + 6, third + 38)
        #expect(full < 60 && none == 255, "\(full) \(none)")
        #expect(abs(Double(half) - (255 + Double(full)) / 2) <= 3, "\(half) vs \(full)")
        // The footer is 6 below the card: it moves down by one 44-point row. Its first
        // inked line below the card's last row, before and after.
        func footerTop(_ p: Picture, below: Int) -> Int? {
            (below..<844).first { y in (36..<300).contains { p.at(CGFloat($0), CGFloat(y)).r < 200 } }
        }
        let before = try #require(footerTop(try frame(0.25), below: third))
        let after = try #require(footerTop(try frame(1), below: third + 44))
        #expect(after - before == 44, "\(before) \(after)")
    }

    @Test func airplaneModeSwitchesOnAtOneAndAHalfSeconds() throws {
        // Set at 1.5 s; the switch animates itself for 0.25 s.
        #expect(!matches(try frame(1.45).at(310, 138), 52, 199, 89))
        #expect(matches(try frame(1.8).at(310, 138), 52, 199, 89))
    }

    @Test func aTapOnTheSwitchInAFormRowTurnsItOn() throws {
        // The Airplane Mode switch (303…354, 122.5…153.5) tapped at 0.2 s, lifted at
        // 0.3 s; its 0.25 s animation has ended by 0.6 s.
        let frames = try ViewAnimation(SettingsScreen(), width: 390, height: 844)
            .tap(.point(x: 328, y: 138), at: 0.2)
            .makeRenderer(frameRate: try FrameRate(Self.fps), duration: 2)
        #expect(!matches(try frame(0.1, renderer: frames).at(310, 138), 52, 199, 89))
        #expect(matches(try frame(0.6, renderer: frames).at(310, 138), 52, 199, 89))
    }

    @Test func darkAppearanceUsesTheDarkGroupedColours() throws {
        let p = try frame(0, .dark)
        #expect(matches(p.at(8, 40), 0, 0, 0) && matches(p.at(25, 210), 0, 0, 0))
        #expect(matches(p.at(25, 130), 28, 28, 30))
        // The row's label is white on the card.
        var lightest = 0
        for y in 128..<148 { for x in 36..<150 { lightest = max(lightest, Int(p.at(CGFloat(x), CGFloat(y)).r)) } }
        #expect(lightest > 200)
    }

    @Test func aFrameAloneEqualsTheSameFrameOfASequence() throws {
        let frames = try ViewAnimation(SettingsScreen(), width: 390, height: 844).makeRenderer(frameRate: try FrameRate(Self.fps), duration: 2)
        for i in [0, 10, 14] { _ = try frames.render(frame: i) }
        let inSequence = try frame(0.75, renderer: frames)
        let alone = try frame(0.75)
        #expect(inSequence.pixmap.bytes == alone.pixmap.bytes)
    }
}

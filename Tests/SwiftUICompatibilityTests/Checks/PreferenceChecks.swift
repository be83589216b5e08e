// Preferences and anchors against hand-computed positions: Apple's
// PreferenceKey reduces values in view-tree order, preference(key:value:)
// sets a view's value, transformPreference changes the one coming up,
// overlayPreferenceValue and backgroundPreferenceValue draw from the value
// in the view's frame, and GeometryProxy resolves an anchor into its own
// coordinates.
import AnimGen
import Testing

@Suite struct PreferenceChecks {
    @Test func anAnchorUnderlinesTheSelectedTab() throws {
        // Padding 10, tabs 30, 50 and 20 wide 10 apart (140 wide): the middle one spans x 50…100, y 10…30.
        for (selection, span) in [(1, 50...99), (0, 10...39), (2, 110...129)] {
            let picture = try render(UnderlinedTabs(selection: selection), scale: 1)
            #expect(picture.pixmap.width == 140 && picture.pixmap.height == 40)
            let underline = (0..<140).filter { picture.at(CGFloat($0), 32).r > 200 && picture.at(CGFloat($0), 32).g < 80 }
            #expect(underline.first == span.lowerBound && underline.last == span.upperBound, "selection \(selection)")
            #expect(picture.at(CGFloat(span.lowerBound), 29).r < 200)   // the tab itself stays grey above y 30
            #expect(picture.isClear(CGFloat(span.lowerBound), 34.5))    // 4 points tall: y 30…34
        }
    }

    @Test func anAnchorResolvesThroughTheEffectsBetweenTheViews() throws {
        // The 40 × 10 bar is laid out at (30, 20) in the 100 × 50 card.
        func blue<M: ViewModifier>(_ effect: M, readerOffset: CGFloat = 0) throws -> (ClosedRange<Int>?, ClosedRange<Int>?) {
            let picture = try render(AnchoredThroughEffect(effect: effect, readerOffset: readerOffset), scale: 1)
            func isBlue(_ x: Int, _ y: Int) -> Bool { let p = picture.at(CGFloat(x), CGFloat(y)); return p.b > 200 && p.r < 60 }
            let columns = (0..<100).filter { isBlue($0, 25) }, rows = (0..<50).filter { isBlue(50, $0) }
            guard let c0 = columns.first, let c1 = columns.last, let r0 = rows.first, let r1 = rows.last else { return (nil, nil) }
            return (c0...c1, r0...r1)
        }
        #expect(try blue(AsLaidOut()) == (30...69, 20...29))
        // Doubled about its centre (50, 25): 80 × 20 from (10, 15).
        #expect(try blue(ScaledBy(scale: 2)) == (10...89, 15...34))
        // A quarter turn: the box around it, 10 × 40 from (45, 5).
        #expect(try blue(RotatedBy(degrees: 90)) == (45...54, 5...44))
        // An eighth of a turn: the box is (40 + 10) cos 45° = 35.36 square about
        // (50, 25), x 32.32…67.68: columns 33…66 are wholly inside, 32 and 67 partly.
        let (columns, _) = try blue(RotatedBy(degrees: 45))
        #expect(columns.map { $0.lowerBound >= 32 && $0.lowerBound <= 33 && $0.upperBound >= 66 && $0.upperBound <= 67 } == true)
        // A reader moved by an offset resolves into its own, moved space: what it
        // draws at the anchor lands on the bar again.
        #expect(try blue(AsLaidOut(), readerOffset: 15) == (30...69, 20...29))
    }

    @Test func anAnchorFollowsAnAnimatedOffset() throws {
        // The anchored square's offset goes from 0 to 60 in 2 s: at t it is at 30 t.
        let frames = try ViewAnimation(SlidingAnchor(), width: 100, height: 20)
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        for (index, x) in [(5, 15), (10, 30), (25, 60), (15, 45)] {
            let picture = Picture(pixmap: try frames.render(frame: index), scale: 1)
            let blue = (0..<100).filter { let p = picture.at(CGFloat($0), 5); return p.b > 200 && p.r < 60 }
            #expect(blue.first == x && blue.last == x + 9, "frame \(index)")
        }
    }

    @Test func valuesReduceInOrderAndTheOuterPreferenceWins() throws {
        // 20 + 30 from the views (the third sets none), + 5 from transformPreference.
        let summed = try render(WidthReport(), scale: 1)
        #expect(summed.pixmap.width == 60 && summed.pixmap.height == 20)
        #expect(summed.inkedColumns(row: 15) == 0...54)
        #expect(summed.at(10, 15).b > 200)
        // The row's own preference (12) replaces its views' values; the transform still adds 5.
        let replaced = try render(WidthReport(override: 12), scale: 1)
        #expect(replaced.inkedColumns(row: 15) == 0...16)
    }

    @Test func aReaderInABackgroundReportsItsSizeAndAnAnchorPointItsCentre() throws {
        // 100 × 40 content inside padding 8: 116 × 56. The label is 60 × 24 centred on x 58, y 8…32.
        let picture = try render(MeasuredCard(), scale: 1)
        #expect(picture.pixmap.width == 116 && picture.pixmap.height == 56)
        // The measured width, 60, as a rule 8 tall at the bottom of the card, centred: x 28…88, y 48…56.
        #expect(picture.inkedColumns(row: 52) == 28...87)
        let rule = picture.at(40, 52)
        #expect(rule.g > 150 && rule.r < 100 && rule.b < 120)
        #expect(picture.isClear(40, 47))
        // The purple dot at the label's centre (58, 20), over the orange label.
        let dot = picture.at(58, 20), label = picture.at(35, 20)
        #expect(dot.b > 150 && dot.g < 120)
        #expect(label.r > 200 && label.g > 100 && label.b < 60)
        #expect(picture.at(62, 20).b < 100)   // the dot is 6 wide: x 55…61
    }

    @Test func aPreferenceChangeActionKeepsTheMeasuredWidthInState() throws {
        // Apple: onPreferenceChange adds "an action to perform when the
        // specified preference key's value changes". The swatch is 37 wide,
        // so the red bar becomes 37 wide; one call so far (black bar 10).
        // A change that keeps the width (the tint) calls nothing; one that
        // widens the swatch to 61 calls again.
        let frames = try ViewAnimation(MeasuredUnderline(), width: 100, height: 30)
            .at(1) { $0.update { $0.tint = .green } }
            .at(2) { $0.update { $0.swatchWidth = 61 } }
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        func widths(_ frame: Int) throws -> (Int?, Int?) {
            let p = Picture(pixmap: try frames.render(frame: frame), scale: 1)
            return (p.inkedColumns(row: 15).map { $0.count }, p.inkedColumns(row: 25).map { $0.count })
        }
        #expect(try widths(5) == (37, 10))
        #expect(try widths(15) == (37, 10))
        #expect(try widths(25) == (61, 20))   // changes += 1 read the state the first call left
    }
}

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

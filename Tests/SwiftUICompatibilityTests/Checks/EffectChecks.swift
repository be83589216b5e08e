// Geometry effects, AnimatableModifier, animation(_:) and border against
// positions worked out by hand from Apple's documented semantics:
// effectValue(size:) transforms the view's rendering in its own space after
// layout; animation(_:) animates every animatable change of the view; a
// border is drawn inside the view's frame.
import AnimGen
import Testing

@Suite struct EffectChecks {
    @Test func shakeFollowsItsAnimatableData() throws {
        // At 6 fps, frame i is t = i/6 and the offset is 10·sin(3πt).
        let expectedLeftEdges = [0: 20, 1: 30, 2: 20, 3: 10, 4: 20, 5: 30, 6: 20]
        for (index, left) in expectedLeftEdges {
            let picture = try frame(index, of: ShakeDemo(), width: 80, height: 80, fps: 6, seconds: 1.5)
            #expect(picture.inkedColumns(row: 40) == left...(left + 39), "frame \(index)")
        }
    }

    @Test func rotation3DWithoutPerspectiveSquashesByTheCosine() throws {
        // 100 wide turned 60° about the vertical axis through its centre: cos 60° · 100 = 50.
        let picture = try render(FlipCard(angle: 60, perspective: 0), scale: 1)
        #expect(picture.inkedColumns(row: 70) == 45...94)
        #expect(picture.inkedRowCount(column: 70) == 100)
    }

    @Test func rotation3DWithPerspectiveMakesTheNearEdgeTaller() throws {
        let picture = try render(FlipCard(angle: 60), scale: 1)
        let columns = try #require(picture.inkedColumns(row: 70))
        let leftHeight = picture.inkedRowCount(column: columns.lowerBound + 1)
        let rightHeight = picture.inkedRowCount(column: columns.upperBound - 1)
        // One edge comes towards the eye (taller than the view), the other goes away.
        #expect(max(leftHeight, rightHeight) > 100 && min(leftHeight, rightHeight) < 100)
        #expect(picture.at(70, 70).a == 255)   // the centre stays on the anchor
    }

    @Test func rotation3DEdgeOnDrawsNothing() throws {
        #expect(try render(FlipCard(angle: 90, perspective: 0), scale: 1).isEmpty)
        #expect(try render(FlipCard(angle: 90), scale: 1).isEmpty)
    }

    @Test func animatableModifierInterpolatesItsData() throws {
        // The bar is (10, 10) 200 × 20; at t = 0.25 the fill covers its first 50 points.
        let picture = try frame(5, of: LoadingBar(), width: 220, height: 40, fps: 20, seconds: 1.5)
        let filled = picture.at(58, 20), empty = picture.at(62, 20)
        #expect(filled.g > 150 && filled.r < 100)
        #expect(empty.r == 255 && empty.g == 255 && empty.b == 255)
    }

    @Test func implicitAnimationAnimatesEveryChange() throws {
        // Diameter 40 → 80 over 1 s, centred on (50, 50).
        for (index, diameter) in [0: 40.0, 5: 60.0, 10: 80.0] {
            let picture = try frame(index, of: Pulse(), width: 100, height: 100, fps: 10, seconds: 1.5)
            let left = 50 - diameter / 2
            #expect(picture.isOpaque(left + 1, 50) && picture.isClear(left - 1, 50), "frame \(index)")
        }
    }

    @Test func borderIsDrawnInsideTheFrame() throws {
        let picture = try render(BorderedTile())
        // Tile (10, 10) 60 × 40, border 4 wide inside it.
        for (x, y) in [(10.0, 30.0), (13.5, 30.0), (40.0, 10.0), (40.0, 13.5), (69.5, 30.0), (40.0, 49.5)] {
            let p = picture.at(x, y)
            #expect(p.a == 255 && p.r < 10 && p.g < 10 && p.b < 10, "(\(x), \(y)) is border")
        }
        for (x, y) in [(14.5, 30.0), (40.0, 14.5), (65.0, 30.0)] {
            let p = picture.at(x, y)
            #expect(p.a == 255 && p.r > 200 && p.b < 60, "(\(x), \(y)) is the yellow tile")
        }
        #expect(picture.isClear(9, 30) && picture.isClear(71, 30))
    }

    @Test func scopedAnimationAnimatesOnlyTheModifiersInItsBody() throws {
        // Unanimated change at t = 0: the width jumps to 40 (x 10…50) while
        // the opacity runs 0.2 → 1 over 1 s: 0.6 (alpha 153) at t = 0.5.
        let picture = try frame(5, of: ScopedFade(), width: 60, height: 40, fps: 10, seconds: 1.5)
        let p = picture.at(11, 20)
        #expect(abs(Int(p.a) - 153) <= 2 && p.r == 0, "\(p)")
        #expect(picture.isClear(9, 20))
    }

    @Test func scopedTransactionChangesOnlyTheModifiersInItsBody() throws {
        // withAnimation(linear 1 s): the width animates 20 → 40 (30 at t = 0.5,
        // x 15…45); the fade at double speed is already done.
        let picture = try frame(5, of: QuickFade(), width: 60, height: 40, fps: 10, seconds: 1.5)
        #expect(picture.isOpaque(16, 20) && picture.isOpaque(44, 20))
        #expect(picture.isClear(14, 20) && picture.isClear(46, 20))
        let early = try frame(2, of: QuickFade(), width: 60, height: 40, fps: 10, seconds: 1.5)
        let p = early.at(30, 20)   // t = 0.2: the fade is at 0.4
        #expect(abs(Int(p.a) - 102) <= 2, "\(p)")
    }

    @Test func keyPathTransactionAnimatesTheChange() throws {
        // 20 → 60 wide over 1 s: 40 at t = 0.5.
        let picture = try frame(5, of: KeyPathTransactionBar(), width: 60, height: 10, fps: 10, seconds: 1.5)
        #expect(picture.isOpaque(39.5, 5) && picture.isClear(40.5, 5))
    }

    @Test func customTransactionValuesReachTransactionModifiers() throws {
        // At t = 0.5 (frame 5 at 10 fps) the dot is at x 40…50 when its 80 pt move runs linearly over 1 s,
        // at 80…90 when the change is immediate.
        func dotAt(_ change: TransactionDot.Change) throws -> (Bool, Bool) {
            let p = try frame(5, of: TransactionDot(change: change), width: 100, height: 10, fps: 10, seconds: 1.5)
            return (p.isOpaque(45, 5) && p.isClear(55, 5), p.isOpaque(85, 5) && p.isClear(75, 5))
        }
        let plain = try dotAt(.plain), slow = try dotAt(.slowMotion), continuous = try dotAt(.continuousAnimated)
        #expect(!plain.0 && plain.1)            // no animation: already there
        #expect(slow.0 && !slow.1)              // the key's value turned an animation on
        #expect(!continuous.0 && continuous.1)  // isContinuous turned withAnimation's off
    }

    @Test func explicitAndMinuteSchedulesPickTheirDates() throws {
        func width(_ picture: Picture) -> Int { (picture.inkedColumns(row: 5)?.upperBound ?? -1) + 1 }
        let explicit = ScheduledBar(schedule: .explicit([Date(timeIntervalSinceReferenceDate: 0.5),
                                                         Date(timeIntervalSinceReferenceDate: 1)]))
        // t = 0.2: before the first date, the render time: 10 + 4 = 14.
        #expect(width(try frame(2, of: explicit, width: 100, height: 10)) == 14)
        // t = 0.7 shows the 0.5 s entry (20), t = 1.5 the 1 s one (30).
        #expect(width(try frame(7, of: explicit, width: 100, height: 10)) == 20)
        #expect(width(try frame(15, of: explicit, width: 100, height: 10)) == 30)
        // Within the first minute, .everyMinute shows its start: 10.
        #expect(width(try frame(25, of: ScheduledBar(schedule: .everyMinute), width: 100, height: 10)) == 10)
    }
}

@Suite struct VisualEffectChecks {
    @Test func visualEffectReadsEachViewsFrame() throws {
        // Row i has its top at y = 10 i and is drawn moved right by as much.
        let picture = try render(StaggeredRows(), scale: 1)
        #expect(picture.pixmap.width == 40 && picture.pixmap.height == 30)
        #expect(matches(picture.at(5, 5), 0, 0, 0) && picture.isClear(15, 5))
        let middle = picture.at(15, 15)
        #expect(abs(Int(middle.a) - 128) <= 1 && middle.r == 0, "\(middle)")
        #expect(picture.isClear(5, 15) && picture.isClear(25, 15))
        #expect(matches(picture.at(25, 25), 0, 0, 0) && picture.isClear(15, 25) && picture.isClear(35, 25))
    }

    @Test func visualEffectSeesNamedCoordinateSpaces() throws {
        // The square spans (0, 10)–(20, 30) of the stack; at y = 10 > 5 it is
        // halved around its centre (10, 20): (5, 15)–(15, 25).
        let picture = try render(ShrinkingBadge(), scale: 1)
        #expect(matches(picture.at(6, 16), 0, 0, 255) && matches(picture.at(14, 24), 0, 0, 255))
        #expect(picture.isClear(4, 20) && picture.isClear(16, 20) && picture.isClear(10, 14) && picture.isClear(10, 26))
    }

    @Test func visualEffectTransformsByTheViewsSize() throws {
        // The 20 × 10 bar moved right by its width: (20, 0)–(40, 10).
        let picture = try render(SlidingBar(), scale: 1)
        #expect(picture.isClear(10, 5) && picture.isClear(19.5, 5))
        #expect(matches(picture.at(20.5, 5), 0, 0, 0) && matches(picture.at(39.5, 5), 0, 0, 0))
    }

    @Test func aHiddenViewKeepsItsPlaceButIsNotDrawn() throws {
        // Apple: hidden views "remain in the view hierarchy and affect
        // layout". Four 10-point squares in a 40-point row: the third
        // (x 20…30) is hidden, the fourth still starts at 30.
        let p = try render(RowWithAHiddenItem(), scale: 1)
        #expect(p.pixmap.width == 40)
        #expect(matches(p.at(5, 5), 255, 59, 48) && matches(p.at(15, 5), 52, 199, 89))
        #expect(p.isClear(25, 5))
        #expect(matches(p.at(35, 5), 0, 0, 0))
    }
}

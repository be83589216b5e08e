// A body runs when what it reads changes; an animation then only
// interpolates what that body produced (Apple, "Animatable": SwiftUI
// "interpolates the animatable data" between the old and new values). So
// random values chosen in a body or a ForEach's content stay put while the
// animation runs, and a view whose state did not change keeps its body
// while other views' states change. A modifier's own @State drives its
// animation (the shimmer). Positions are worked out by hand.
import AnimGen
import Testing

@Suite struct RandomAndShimmerChecks {
    private func renderer<V: View>(_ view: V, width: Int, height: Int, fps: Int = 20, seconds: Double = 3) throws -> SceneRenderer {
        try ViewAnimation(view, width: width, height: height).makeRenderer(frameRate: try FrameRate(fps), duration: seconds)
    }

    /// The centre of the fully opaque pixels within `within` of (r, g, b), if at least `minimum` of them.
    private func centroid(_ p: Pixmap, _ r: Int, _ g: Int, _ b: Int, minimum: Int = 40) -> CGPoint? {
        var sx = 0.0, sy = 0.0, n = 0
        for y in 0..<p.height {
            for x in 0..<p.width where matches(p.pixel(x: x, y: y), r, g, b, within: 3) {
                sx += Double(x) + 0.5; sy += Double(y) + 0.5; n += 1
            }
        }
        return n >= minimum ? CGPoint(x: sx / Double(n), y: sy / Double(n)) : nil
    }

    @Test func confettiFliesStraightToOneRandomPlace() throws {
        // Each dot's offset is eased from 0 to one random target D, so
        // every frame shows it on the line from the centre (100, 100) to
        // 100 + D: the direction of its offset is the same in every frame.
        // A body evaluated again per frame would draw another target each
        // time, and the dot would jump between directions.
        let colors = [(255, 59, 48), (52, 199, 89), (0, 122, 255), (255, 204, 0), (175, 82, 222)]
        let frames = try renderer(ConfettiBurst(), width: 200, height: 200)
        // Out of order first, then in order: the same frame, the same pixels.
        let shuffled = [30, 9, 14, 6, 22, 11]
        let first = try Dictionary(uniqueKeysWithValues: shuffled.map { ($0, try frames.render(frame: $0)) })
        var directions: [Int: [Double]] = [:]
        for i in 5...30 {
            let p = try frames.render(frame: i)
            if let earlier = first[i] { #expect(p == earlier, "frame \(i) alone and in sequence") }
            let centres = colors.map { centroid(p, $0.0, $0.1, $0.2) }
            for (k, centre) in centres.enumerated() {
                guard let at = centre else { continue }
                // Targets are random, so two dots may cross: a dot partly
                // hidden by another has its centroid pulled aside.
                let crossed = centres.enumerated().contains { j, other in
                    guard j != k, let other else { return false }
                    return (other.x - at.x) * (other.x - at.x) + (other.y - at.y) * (other.y - at.y) < 13 * 13
                }
                if crossed { continue }
                let d = CGPoint(x: at.x - 100, y: at.y - 100)
                guard (d.x * d.x + d.y * d.y).squareRoot() > 15 else { continue }
                directions[k, default: []].append(atan2(d.y, d.x))
            }
        }
        #expect(directions.count == 5, "every dot was seen away from the centre")
        for (k, angles) in directions {
            // Up (negative y), right for even dots, left for odd ones.
            #expect(angles.allSatisfy { $0 < 0 && ($0 > -.pi / 2) == k.isMultiple(of: 2) }, "dot \(k): \(angles)")
            // A centroid is within half a pixel, 15 px out: 2° at most.
            #expect(angles.max()! - angles.min()! < 0.04, "dot \(k) changed direction: \(angles)")
        }
        // Done by 1.4 s (last delay 0.4 + 1 s): nothing moves after.
        #expect(try frames.render(frame: 40) == frames.render(frame: 59))
    }

    @Test func aPieceKeepsItsColourWhileOtherPiecesChangeTheirState() throws {
        // Piece i (10 × 10, x = 15 + 20 i) falls 50 points from 0.25 i s
        // over 0.5 s; its body runs when its own state changes, so its
        // colour — drawn at random there — is the same from the end of its
        // own change on, although the others' states change after it.
        let frames = try renderer(StaggeredCelebration(), width: 100, height: 80)
        func colour(_ piece: Int, at t: Double) throws -> RGBA8 {
            let p = try frames.render(frame: Int((t * 20).rounded()))
            return p.pixel(x: 20 + 20 * piece, y: 55)
        }
        for piece in 0..<4 {
            let settled = 0.25 * Double(piece) + 0.5
            let c = try colour(piece, at: settled + 0.05)
            #expect(c.a == 255, "piece \(piece) has fallen by \(settled) s")
            for t in [settled + 0.3, 1.5, 2.5] {
                #expect(try colour(piece, at: t) == c, "piece \(piece) at \(t) s")
            }
        }
        // Half-way: piece 1 at 0.5 s has fallen 25 (rows 25…34).
        let mid = try frames.render(frame: 10)
        #expect(mid.pixel(x: 40, y: 24).a == 0 && mid.pixel(x: 40, y: 25).a == 255 && mid.pixel(x: 40, y: 34).a == 255)
        #expect(mid.pixel(x: 40, y: 35).a == 0)
    }

    /// The columns of row 10 drawn white (the band's saturated core).
    private func whiteColumns(_ p: Pixmap) -> ClosedRange<Int>? {
        let white = (0..<p.width).filter { let c = p.pixel(x: $0, y: 10); return c.r >= 250 && c.g >= 250 && c.b >= 250 }
        guard let a = white.first, let b = white.last else { return nil }
        return a...b
    }

    @Test func aModifiersBodyRunsOnlyWhenWhatItReadsChanges() throws {
        // The dot moves 40 points a second (its centre at x = 5 + 40 t,
        // row 25: 7 at frame 1, 43 at frame 19) while the
        // badge's colour, drawn at random in the modifier's body, holds
        // still; at 1 s the modifier's own state widens the badge to 20
        // points (the body runs again), and it holds still after that.
        let frames = try renderer(BadgedSlider(), width: 100, height: 40, fps: 20, seconds: 2)
        func badge(_ p: Pixmap) -> RGBA8 { p.pixel(x: 5, y: 5) }
        let first = try frames.render(frame: 1), later = try frames.render(frame: 19)
        #expect(first.pixel(x: 7, y: 25).a == 255 && later.pixel(x: 7, y: 25).a == 0 && later.pixel(x: 43, y: 25).a == 255)
        #expect(badge(first).a == 255 && first.pixel(x: 15, y: 5).a == 0)
        for frame in [3, 7, 12, 19] { #expect(badge(try frames.render(frame: frame)) == badge(first), "frame \(frame)") }
        let widened = try frames.render(frame: 21)
        #expect(widened.pixel(x: 15, y: 5) == badge(widened) && badge(widened).a == 255)
        for frame in [25, 30, 39] { #expect(badge(try frames.render(frame: frame)) == badge(widened), "frame \(frame)") }
        // Out of order, the same frame gives the same pixels.
        #expect(try frames.render(frame: 7) == frames.render(frame: 7) && frames.render(frame: 30) == frames.render(frame: 30))
    }

    @Test func shimmerBandSweepsOverTheSkeleton() throws {
        // The gradient clear → white → clear fills the 200-wide bar and is
        // offset by phase = −200 + 400 t (one sweep a second, again and
        // again), so its white peak is at x = phase + 100. Added
        // (plusLighter) to the bar's 51 grey it saturates to white in a
        // core centred on the peak (how wide depends on how the stops are
        // interpolated, at least 20 points with either rule).
        let frames = try renderer(SkeletonRow(), width: 200, height: 20)
        for (t, peak) in [(0.3, 20), (0.5, 100), (0.65, 160), (1.4, 60)] {
            let p = try frames.render(frame: Int((t * 20).rounded()))
            let white = whiteColumns(p)
            let centre = white.map { Double($0.lowerBound + $0.upperBound + 1) / 2 }
            #expect(centre.map { abs($0 - Double(peak)) <= 1 } == true && (white?.count ?? 0) >= 20,
                    "t = \(t): white columns \(String(describing: white)), peak \(peak)")
            // A hundred points from the peak the bar is its own grey.
            let far = peak >= 100 ? peak - 100 : peak + 100
            if far < 200 { #expect(matches(p.pixel(x: far == 200 ? 199 : far, y: 10), 51, 51, 51, within: 3), "t = \(t)") }
        }
    }
}

@Suite struct MissingInputChecks {
    @Test func aMissingEnvironmentObjectIsAClearErrorNotACrash() throws {
        // SwiftUI stops the app; a render fails with what, where and how to fix.
        do {
            _ = try ViewAnimation(ScoreBadge(), width: 40, height: 40).makeRenderer(frameRate: try FrameRate(10), duration: 1)
            Issue.record("expected an error")
        } catch let e as ViewRenderError {
            #expect(e.description.contains("ScoreBadge") && e.description.contains("ScoreSettings"), "\(e)")
            #expect(e.description.contains(".environmentObject("), "\(e)")
        }
        #expect(throws: ViewRenderError.self) { try ImageRenderer(content: ScoreBadge()).render() }
        // Supplied, it draws in its accent (orange: 255, 149, 0).
        let p = try render(ScoreBadge().environmentObject(ScoreSettings()), scale: 1)
        #expect(matches(p.at(10, 10), 255, 149, 0))
    }

    @Test func aMissingObservableInTheEnvironmentIsAClearError() throws {
        do {
            _ = try ImageRenderer(content: SessionDot()).render()
            Issue.record("expected an error")
        } catch let e as ViewRenderError {
            #expect(e.description.contains("SessionDot") && e.description.contains("SessionStore"), "\(e)")
            #expect(e.description.contains(".environment("), "\(e)")
        }
        let p = try render(SessionDot().environment(SessionStore()), scale: 1)
        #expect(matches(p.at(5, 5), 52, 199, 89))
    }

    @Test func aMissingImageDrawsNothingAndTheRestDraws() throws {
        // SwiftUI draws nothing for a name no catalog holds; the frame keeps
        // its 20 × 20 points, the blue bar is below it.
        let p = try render(MissingThumbnail(), scale: 1)
        #expect(p.pixmap.width == 20 && p.pixmap.height == 30)
        #expect(p.isClear(10, 10))
        #expect(matches(p.at(10, 25), 0, 122, 255))
    }
}

@Suite struct ColorSchemeChecks {
    // Apple: preferredColorScheme(_:) sets the scheme "for the nearest
    // enclosing presentation, like a popover, a sheet, or a window"; a
    // render is one. systemBackground is white in light mode, black in
    // dark; primary is black in light mode, white in dark.
    @Test func preferredColorSchemeOnASubtreeDarkensTheWholeRender() throws {
        let p = try render(PlayerPanel(), scale: 1)
        #expect(matches(p.at(20, 10), 0, 0, 0), "the header, outside the modifier")
        #expect(matches(p.at(20, 30), 255, 255, 255), "primary in the panel")
        let light = try render(PlayerPanel(darkPanel: false), scale: 1)
        #expect(matches(light.at(20, 10), 255, 255, 255) && matches(light.at(20, 30), 0, 0, 0))
    }

    @Test func theColorSchemeEnvironmentValueChangesOnlyItsSubtree() throws {
        let p = try render(EnvironmentDarkPanel(), scale: 1)
        #expect(matches(p.at(20, 10), 255, 255, 255))
        #expect(matches(p.at(20, 30), 0, 0, 0))
    }

    @Test func aPreferenceSetLaterDarkensTheFramesFromThen() throws {
        let frames = try ViewAnimation(NightFallScreen(), width: 40, height: 40).makeRenderer(frameRate: try FrameRate(20), duration: 1)
        let day = try frames.render(frame: 5), night = try frames.render(frame: 10)
        #expect(matches(day.pixel(x: 2, y: 2), 255, 255, 255) && matches(day.pixel(x: 20, y: 20), 0, 0, 0))
        #expect(matches(night.pixel(x: 2, y: 2), 0, 0, 0) && matches(night.pixel(x: 20, y: 20), 255, 255, 255))
    }

    /// The presentation's scheme as a preview canvas sets it: a dark canvas
    /// darkens what resolves by scheme, the system background under the
    /// view included; a view's own preferred scheme wins over the canvas's.
    @Test func thePresentationsSchemeAndBackgroundFollowAViewsPreference() throws {
        func frame<V: View>(_ view: V, _ scheme: ColorScheme) throws -> Pixmap {
            var animation = ViewAnimation(view, width: 40, height: 40, background: Color(UIColor.systemBackground))
            animation.colorScheme = scheme
            return try animation.makeRenderer(frameRate: try FrameRate(20), duration: 1).render(frame: 0)
        }
        let dot = Circle().fill(.primary).frame(width: 10, height: 10)
        let dark = try frame(dot, .dark), light = try frame(dot, .light)
        #expect(matches(dark.pixel(x: 2, y: 2), 0, 0, 0) && matches(dark.pixel(x: 20, y: 20), 255, 255, 255))
        #expect(matches(light.pixel(x: 2, y: 2), 255, 255, 255) && matches(light.pixel(x: 20, y: 20), 0, 0, 0))
        let prefersDark = try frame(dot.preferredColorScheme(.dark), .light)
        #expect(matches(prefersDark.pixel(x: 2, y: 2), 0, 0, 0) && matches(prefersDark.pixel(x: 20, y: 20), 255, 255, 255))
    }
}

@Suite struct SymbolEffectOptionChecks {
    private func frames<V: View>(_ view: V) throws -> SceneRenderer {
        try ViewAnimation(view, width: 20, height: 20).makeRenderer(frameRate: try FrameRate(20), duration: 2)
    }

    @Test func aCountedIndefiniteEffectStopsAfterItsCycles() throws {
        // Our pulse dips to opacity 0.3 at the middle of each cycle; at
        // speed 2 a cycle lasts 0.5 s, so the dips are at 0.25 and 0.75 s,
        // and after two cycles (1 s) the symbol stays opaque.
        let f = try frames(RecordIndicator())
        for (frame, alpha) in [(0, 255), (5, 77), (15, 77), (25, 255), (35, 255)] {
            #expect(abs(Int(try f.render(frame: frame).pixel(x: 10, y: 10).a) - alpha) <= 1, "frame \(frame)")
        }
    }

    @Test func aCountedDiscreteEffectPlaysThatManyTimesPerChange() throws {
        // Bounce: scale 0.85 at 0.15 s into a play of 0.5 s; the change at
        // 0.5 s starts it. The circle (20 wide) is then 17 wide at 0.65 s,
        // and again at 1.15 s when it plays twice, but whole when once.
        func width(_ view: LikeBadge, at frame: Int) throws -> Int {
            let p = Picture(pixmap: try frames(view).render(frame: frame), scale: 1)
            return p.inkedColumns(row: 10).map { $0.count } ?? 0
        }
        #expect(try width(LikeBadge(), at: 9) == 20)
        #expect(abs(try width(LikeBadge(), at: 13) - 17) <= 1)
        #expect(abs(try width(LikeBadge(), at: 23) - 17) <= 1)
        #expect(try width(LikeBadge(bounces: 1), at: 23) == 20)
        #expect(try width(LikeBadge(), at: 35) == 20)
    }
}

@Suite struct EverydayAnimationChecks {
    @Test func theSpinnersArcTurnsOnceASecond() throws {
        // The arc covers 0…252° clockwise from 3 o'clock, turned by 360 t°:
        // the middle of the arc is at 126 + 360 t, the middle of the gap at
        // 306 + 360 t. The ring has radius 20 around (30, 30).
        let frames = try ViewAnimation(ArcSpinner(), width: 60, height: 60).makeRenderer(frameRate: try FrameRate(20), duration: 2)
        func inked(_ p: Pixmap, at degrees: Double) -> Bool {
            let a = degrees * .pi / 180
            return p.pixel(x: Int(30 + 20 * cos(a)), y: Int(30 + 20 * sin(a))).a > 200
        }
        for frame in [0, 5, 7, 10, 25] {
            let t = Double(frame) / 20, p = try frames.render(frame: frame)
            for offset in stride(from: 20.0, through: 230, by: 30) {
                #expect(inked(p, at: 360 * t + offset), "frame \(frame): arc at \(offset)°")
            }
            for offset in [280.0, 306, 330] {
                #expect(!inked(p, at: 360 * t + offset), "frame \(frame): gap at \(offset)°")
            }
        }
    }

    @Test func aCanvasReadingAModelOrStateShowsEachMomentsValue() throws {
        // SwiftUI draws the Canvas with the model as it is at each moment:
        // empty before 0.5 s, 20 points high from 0.5 s, 40 from 1 s.
        // The same with the level in @State.
        for view in [AnyView(LevelCanvas()), AnyView(StateLevelCanvas())] {
            let frames = try ViewAnimation(view, width: 20, height: 40).makeRenderer(frameRate: try FrameRate(20), duration: 1.5)
            let heights = try [5, 15, 25].map { Picture(pixmap: try frames.render(frame: $0), scale: 1).inkedRowCount(column: 10) }
            #expect(heights == [0, 20, 40])
        }
    }
}

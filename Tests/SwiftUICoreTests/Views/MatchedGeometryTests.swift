// Matched geometry: a view removed and another inserted with the same id in
// one animated change move together from the old frame to the new one.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

struct Hero: View {
    @Namespace var ns
    var right = false
    var wide = false
    var body: some View {
        HStack(spacing: 0) {
            // The effect inside the frames: the colours take the size the
            // matched geometry proposes.
            if !right { Color.black.matchedGeometryEffect(id: "box", in: ns).frame(width: 10, height: 10) }
            Spacer()
            if right { Color.black.matchedGeometryEffect(id: "box", in: ns).frame(width: wide ? 20 : 10, height: 10) }
        }
        .frame(width: 100, height: 10)
    }
}

@Suite struct MatchedGeometryTests {
    func alpha(_ p: Pixmap, _ x: Int) -> Double { Double(p.pixel(x: x, y: 5).a) / 255 }

    @Test func insertedAndRemovedViewsShareTheMovingFrame() throws {
        let frames = try ViewAnimation(Hero(), width: 100, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.right = true }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        // At t = 0.5 the frame is at x 45…55; the leaving view (opacity 0.5)
        // and the arriving one (0.5) are both drawn there: 1 − 0.5·0.5.
        let p = try frames.render(frame: 5)
        #expect(abs(alpha(p, 50) - 0.75) < 0.01)
        #expect(alpha(p, 2) == 0)
        #expect(alpha(p, 95) == 0)
        #expect(alpha(p, 44) == 0 && alpha(p, 55) == 0)
        // Done: the new view alone, in its own place.
        let q = try frames.render(frame: 12)
        #expect(alpha(q, 95) == 1 && alpha(q, 50) == 0 && alpha(q, 5) == 0)
    }

    @Test func sizeAnimatesWithTheFrame() throws {
        let frames = try ViewAnimation(Hero(wide: true), width: 100, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.right = true }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        // From 0…10 to 80…100: at t = 0.5, 40…55.
        let p = try frames.render(frame: 5)
        #expect(abs(alpha(p, 41) - 0.75) < 0.01 && abs(alpha(p, 54) - 0.75) < 0.01)
        #expect(alpha(p, 39) == 0 && alpha(p, 55) == 0)
    }

    @Test func aChangeWithoutAnimationJumps() throws {
        let frames = try ViewAnimation(Hero(), width: 100, height: 10)
            .at(0) { $0.right = true }
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let p = try frames.render(frame: 5)
        #expect(alpha(p, 95) == 1 && alpha(p, 50) == 0)
    }
}

/// The boxes of `Hero` with their fixed frames inside the effect.
struct FixedHero: View {
    @Namespace var ns
    var right = false
    var body: some View {
        HStack(spacing: 0) {
            if !right { Color.black.frame(width: 10, height: 10).matchedGeometryEffect(id: "box", in: ns) }
            Spacer()
            if right { Color.black.frame(width: 20, height: 10).matchedGeometryEffect(id: "box", in: ns) }
        }
        .frame(width: 100, height: 10)
    }
}

@Suite struct MatchedGeometryLayoutTests {
    func alpha(_ p: Pixmap, _ x: Int) -> Double { Double(p.pixel(x: x, y: 5).a) / 255 }

    @Test func fixedFramesKeepTheirSizeOnTheMovingFrame() throws {
        // The shared frame goes from 0…10 to 80…100: at t = 0.5 it is
        // 40…55, centre 47.5. Proposed 15 wide, each fixed frame keeps its
        // own width, centred there: the leaving 10 at 42.5…52.5, the
        // arriving 20 at 37.5…57.5, each at opacity 0.5.
        let frames = try ViewAnimation(FixedHero(), width: 100, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.right = true }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        let p = try frames.render(frame: 5)
        #expect(abs(alpha(p, 39) - 0.5) < 0.01 && abs(alpha(p, 55) - 0.5) < 0.01)
        #expect(abs(alpha(p, 44) - 0.75) < 0.01 && abs(alpha(p, 51) - 0.75) < 0.01)
        #expect(alpha(p, 36) == 0 && alpha(p, 58) == 0)
    }
}

/// `Hero` with its boxes built in `@ViewBuilder` helpers.
struct HelperHero: View {
    @Namespace var ns
    var right = false
    var body: some View {
        HStack(spacing: 0) {
            slot(!right)
            Spacer()
            slot(right)
        }
        .frame(width: 100, height: 10)
    }
    @ViewBuilder func slot(_ shown: Bool) -> some View {
        if shown { Color.black.matchedGeometryEffect(id: "box", in: ns).frame(width: 10, height: 10) } else { EmptyView() }
    }
}

/// `Hero` as one `if`/`else` choosing the whole row.
struct BranchHero: View {
    @Namespace var ns
    var right = false
    var body: some View {
        HStack(spacing: 0) { row }.frame(width: 100, height: 10)
    }
    @ViewBuilder var row: some View {
        if right {
            Spacer()
            Color.black.matchedGeometryEffect(id: "box", in: ns).frame(width: 10, height: 10)
        } else {
            Color.black.matchedGeometryEffect(id: "box", in: ns).frame(width: 10, height: 10)
            Spacer()
        }
    }
}

@Suite struct MatchedGeometryStructureTests {
    func alpha(_ p: Pixmap, _ x: Int) -> Double { Double(p.pixel(x: x, y: 5).a) / 255 }
    func render<V: View>(_ v: V, _ change: @escaping (inout V) -> Void) throws -> Pixmap {
        try ViewAnimation(v, width: 100, height: 10)
            .at(0, animation: .linear(duration: 1), change)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2).render(frame: 5)
    }
    /// Same views, different code structure: SwiftUI gives the views in
    /// helper `if`s and in one `if`/`else` the same identities-by-branch as
    /// inline `if`s (each removed and inserted), so the midpoint is the
    /// same hand-computed 1 − 0.5·0.5 on the shared frame 45…55, pixel for pixel.
    @Test func helperAndBranchBuildsDrawLikeInlineIfs() throws {
        let inline = try render(Hero()) { $0.right = true }
        let helper = try render(HelperHero()) { $0.right = true }
        let branch = try render(BranchHero()) { $0.right = true }
        #expect(abs(alpha(inline, 50) - 0.75) < 0.01)
        #expect(alpha(inline, 44) == 0 && alpha(inline, 55) == 0)
        for x in 0..<100 {
            #expect(alpha(helper, x) == alpha(inline, x), "helper x \(x)")
            #expect(alpha(branch, x) == alpha(inline, x), "branch x \(x)")
        }
    }
}

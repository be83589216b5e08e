// Modifiers that animated app code leans on, each checked against its
// Apple page: `onDisappear` runs once the view has left the interface;
// `imageScale` sizes symbols small / medium / large (AppKit's SymbolScale
// pages: about 20% smaller, about 30% larger); `redacted(reason:
// .placeholder)` masks text and images keeping their size and shape;
// `NavigationStack` shows its root under a bar with the
// `navigationTitle`; `CircularProgressViewStyle(tint:)` colours the
// spinner; `UIScreen.main` is one fixed iPhone screen.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

private struct DisappearingChild: View {
    @Binding var departures: Int
    var body: some View {
        Color.black.frame(width: 10, height: 10).onDisappear { departures += 1 }
    }
}

/// A red bar 5 points wide plus 20 for each time the child disappeared.
private struct DisappearHost: View {
    @State var showsChild = true
    @State var departures = 0
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 5 + 20 * CGFloat(departures), height: 10)
            if showsChild { DisappearingChild(departures: $departures) }
        }
        .frame(width: 100, height: 10, alignment: .leading)
    }
}

@Suite struct AppIdiomTests {
    private func redWidth(_ p: Pixmap, row: Int = 5) -> Int {
        (0..<p.width).filter { let c = p.pixel(x: $0, y: row); return c.r > 200 && c.g < 60 && c.a > 200 }.count
    }

    private func inkBox(_ p: Pixmap, where test: (RGBA8) -> Bool) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<p.height { for x in 0..<p.width where test(p.pixel(x: x, y: y)) { xs.append(x); ys.append(y) } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    @Test func onDisappearRunsEachTimeTheViewLeavesAndNotWhileItStays() throws {
        let frames = try ViewAnimation(DisappearHost(), width: 100, height: 10)
            .at(1) { $0.showsChild = false }
            .at(2) { $0.showsChild = true }
            .at(3) { $0.showsChild = false }
            .makeRenderer(frameRate: try FrameRate(10), duration: 4)
        // Shown from the start: nothing has disappeared.
        #expect(redWidth(try frames.render(frame: 5)) == 5)
        // Removed at 1 s: its action has run once.
        #expect(redWidth(try frames.render(frame: 15)) == 25)
        // Back at 2 s (appearing runs no disappear action), removed again at 3 s.
        #expect(redWidth(try frames.render(frame: 25)) == 25)
        #expect(redWidth(try frames.render(frame: 35)) == 45)
        // Frame 35 alone equals frame 35 of the sequence.
        let alone = try ViewAnimation(DisappearHost(), width: 100, height: 10)
            .at(1) { $0.showsChild = false }.at(2) { $0.showsChild = true }.at(3) { $0.showsChild = false }
            .makeRenderer(frameRate: try FrameRate(10), duration: 4)
        #expect(try alone.render(frame: 35).bytes == frames.render(frame: 35).bytes)
    }

    @Test func imageScaleSizesSymbolsSmallMediumLarge() throws {
        func height(_ scale: Image.Scale) throws -> Int {
            let p = try ImageRenderer(content: Image(systemName: "heart.fill").font(.system(size: 40)).imageScale(scale)
                .frame(width: 120, height: 120)).render()
            return try #require(inkBox(p) { $0.a >= 128 }).y.count
        }
        let small = try height(.small), medium = try height(.medium), large = try height(.large)
        #expect(abs(Double(small) - 0.8 * Double(medium)) <= 1.5, "\(small) \(medium)")
        #expect(abs(Double(large) - 1.3 * Double(medium)) <= 1.5, "\(large) \(medium)")
        // Without the modifier symbols are at medium; bitmap images keep their size.
        let plain = try ImageRenderer(content: Image(systemName: "heart.fill").font(.system(size: 40))
            .frame(width: 120, height: 120)).render()
        #expect(try #require(inkBox(plain) { $0.a >= 128 }).y.count == medium)
    }

    @Test func placeholderRedactionMasksTextKeepingItsSize() throws {
        // The text, then a 10-point blue marker: the marker stays where it was.
        func row(_ reasons: RedactionReasons?) -> some View {
            HStack(spacing: 0) {
                if let reasons { Text("Hello world").redacted(reason: reasons) } else { Text("Hello world") }
                Color.blue.frame(width: 10, height: 10)
            }
            .frame(width: 200, height: 40, alignment: .leading).background(Color.white)
        }
        let plain = try ImageRenderer(content: row(nil)).render()
        let masked = try ImageRenderer(content: row(.placeholder)).render()
        let isBlue = { (c: RGBA8) in c.b > 200 && c.r < 60 && c.g < 150 }
        #expect(inkBox(plain, where: isBlue)?.x == inkBox(masked, where: isBlue)?.x)
        // The text's place: a bar of one grey, black at 0.16 over white = 214.
        let blueX = try #require(inkBox(masked, where: isBlue)).x.lowerBound
        let grey = (4..<(blueX - 4)).map { masked.pixel(x: $0, y: 20) }
        #expect(grey.allSatisfy { abs(Int($0.r) - 214) <= 1 && $0.r == $0.g && $0.g == $0.b }, "\(grey.prefix(3))")
        // No glyph ink (nothing darker than the bar) anywhere.
        #expect(!(0..<200).contains { x in (0..<40).contains { masked.pixel(x: x, y: $0).r < 200 && !isBlue(masked.pixel(x: x, y: $0)) } })
        // `.privacy` alone changes no pixels; reasons add up down the tree; `unredacted()` clears them.
        let privacy = try ImageRenderer(content: row(.privacy)).render()
        #expect(privacy.bytes == plain.bytes)
        let nested = try ImageRenderer(content: row(nil).redacted(reason: .placeholder).redacted(reason: .privacy)).render()
        #expect(nested.bytes == masked.bytes)
        let cleared = try ImageRenderer(content: row(nil).unredacted().redacted(reason: .placeholder)).render()
        #expect(cleared.bytes == plain.bytes)
    }

    @Test func placeholderRedactionMasksAnImageAsItsFrame() throws {
        let p = try ImageRenderer(content: Image(systemName: "heart.fill").font(.system(size: 40))
            .redacted(reason: .placeholder).frame(width: 120, height: 120).background(Color.white)).render()
        // One grey inside the symbol's frame, heart-shaped ink nowhere.
        let box = try #require(inkBox(p) { $0.r < 250 })
        let centre = p.pixel(x: (box.x.lowerBound + box.x.upperBound) / 2, y: (box.y.lowerBound + box.y.upperBound) / 2)
        #expect(abs(Int(centre.r) - 214) <= 1 && p.pixel(x: box.x.lowerBound + 3, y: box.y.lowerBound + 3).r == centre.r)
    }

    @Test func navigationStackShowsTheRootUnderABarWithItsLargeTitle() throws {
        let p = try ImageRenderer(content: NavigationStack { Color.blue.navigationTitle("Title") }
            .frame(width: 393, height: 300).background(Color.white)).render()
        let isBlue = { (c: RGBA8) in c.b > 200 && c.r < 60 && c.g < 150 }
        // The root fills everything under the 44-point bar and 52-point title row.
        let blue = try #require(inkBox(p, where: isBlue))
        #expect(blue.y == 96...299 && blue.x == 0...392, "\(blue)")
        // The title's ink: dark, in the title row, from about 16 points in.
        let title = try #require(inkBox(p) { $0.r < 100 && $0.b < 100 })
        #expect(title.y.lowerBound >= 44 && title.y.upperBound < 96, "\(title)")
        #expect(title.x.lowerBound >= 16 && title.x.lowerBound <= 19, "\(title)")
        // Without a title the bar is empty.
        let untitled = try ImageRenderer(content: NavigationStack { Color.blue }
            .frame(width: 393, height: 300).background(Color.white)).render()
        #expect(inkBox(untitled) { $0.r < 100 && $0.b < 100 } == nil)
    }

    @Test func spinnerTakesTheStylesTint() throws {
        let p = try ViewAnimation(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red)), width: 40, height: 40)
            .makeRenderer(frameRate: try FrameRate(8), duration: 1).render(frame: 0)
        // At t = 0 the head is the 12 o'clock spoke: red, opaque.
        let head = try #require((10..<20).map { p.pixel(x: 20, y: $0) }.max { $0.a < $1.a })
        #expect(head.r > 200 && head.g < 80 && head.b < 80 && head.a > 200, "\(head)")
        let bar = try ImageRenderer(content: ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .green))
            .frame(width: 100)).render()
        let c = bar.pixel(x: 10, y: bar.height / 2)
        #expect(c.g > 150 && c.r < 100 && c.b < 120, "\(c)")
    }

    @Test func mainScreenIsAPortraitIPhone() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
    }
}

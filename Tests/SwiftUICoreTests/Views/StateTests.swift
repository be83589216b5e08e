// @State and @Binding: values keyed by view identity, changed by scripts
// and onAppear actions, read by every frame from its own snapshot.
import Foundation
import Testing
import Timeline
@testable import SwiftUICore

struct Bar: View {
    @Binding var width: CGFloat
    var body: some View {
        Color.black.frame(width: width, height: 10)
            .onAppear { width = 30 }
    }
}

struct Parent: View {
    @State var width: CGFloat = 10
    @State var showsSecond = false
    var body: some View {
        HStack(spacing: 0) {
            Bar(width: $width)
            if showsSecond { Child() }
        }
        .frame(width: 100, height: 10, alignment: .leading)
    }
}

struct Child: View {
    @State private var grown = false
    var body: some View {
        Color.black.frame(width: grown ? 20 : 5, height: 10)
            .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
    }
}

/// The SwiftUI spinner idiom: a state flipped on appear inside a
/// repeating linear animation.
struct Spinner: View {
    @State private var spinning = false
    var body: some View {
        Rectangle()
            .frame(width: 40, height: 4)
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
            }
    }
}

@Suite struct StateTests {
    func inkWidth(_ frames: ViewRenderer, _ i: Int) throws -> Int {
        let p = try frames.render(frame: i)
        return (0..<100).filter { p.pixel(x: $0, y: 5).a > 127 }.count
    }

    @Test func bindingWrittenOnAppearChangesTheParentsState() throws {
        let frames = try ViewAnimation(Parent(), width: 100, height: 10).makeRenderer(frameRate: try FrameRate(10), duration: 1)
        #expect(try inkWidth(frames, 0) == 30)
    }

    @Test func aViewThatAppearsLaterRunsItsOnAppearThen() throws {
        let frames = try ViewAnimation(Parent(), width: 100, height: 10)
            .at(1) { $0.showsSecond = true }
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        #expect(try inkWidth(frames, 5) == 30)
        // Appears at 1 s at 5 points and grows linearly to 20 over a second.
        #expect(try inkWidth(frames, 10) == 35)
        #expect(try inkWidth(frames, 15) == 30 + 13)   // 5 + 15 · 0.5 = 12.5 → 13 pixels by coverage
        #expect(try inkWidth(frames, 25) == 50)
    }

    @Test func stateOutsideARenderIsAPlainValue() {
        let s = State(wrappedValue: 3)
        s.wrappedValue = 4
        #expect(s.wrappedValue == 4)
        let b = s.projectedValue
        b.wrappedValue = 5
        #expect(s.wrappedValue == 5)
    }

    @Test func repeatForeverSpinnerTurnsAQuarterEveryQuarterSecond() throws {
        let frames = try ViewAnimation(Spinner(), width: 50, height: 50).makeRenderer(frameRate: try FrameRate(4), duration: 3)
        for i in 0..<12 {
            let p = try frames.render(frame: i)
            // Horizontal bar at whole turns and half turns, vertical at quarters.
            let vertical = i % 2 == 1
            #expect(p.pixel(x: 25, y: 8).a == (vertical ? 255 : 0), "frame \(i)")
            #expect(p.pixel(x: 8, y: 25).a == (vertical ? 0 : 255), "frame \(i)")
        }
    }
}

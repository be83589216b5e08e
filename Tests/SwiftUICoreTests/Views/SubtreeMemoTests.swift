// Frames of a view animation reuse the subtrees the animation does not touch
// (Rendering/SubtreeMemo.swift). Reuse must not change a byte, whatever the
// order frames are rendered in or the threads rendering them: the frames
// are compared with those of renders that resolve every view afresh
// (`ANIMGEN_CACHE=0`'s switch), and the memo is shown to be used at all.
import Foundation
import Raster
import Synchronization
import Testing
import TestSupport
import Geometry
@testable import SwiftUICore

@Suite(.serialized) struct SubtreeMemoTests {
    /// A bar whose body is built from its animated value (Animatable).
    struct Gauge: View, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        var body: some View { Rectangle().fill(Color.mint).frame(width: 4 + 40 * value, height: 4) }
    }

    /// A view built from the time by its parent.
    struct Tick: View {
        var t: Double
        var body: some View {
            Rectangle().fill(Color.green).frame(width: 4 + 30 * t.truncatingRemainder(dividingBy: 1), height: 4)
        }
    }

    /// A card of springing bars with labels, a trimmed ring, a shadowed
    /// background, plus what must never be reused: a clock drawn from the
    /// time, a geometry reader, a badge inserted with a transition, and a
    /// gauge whose body follows its animated value.
    struct Card: View {
        var values: [Double]
        var showsBadge = false
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("Week").font(.system(size: 12, weight: .bold)).foregroundStyle(Color.white)
                HStack(alignment: .bottom, spacing: 4) {
                    ForEach(0..<values.count, id: \.self) { i in
                        VStack(spacing: 2) {
                            Capsule().fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                                .frame(width: 8, height: 10 + 50 * values[i])
                            Text("\(i)").font(.system(size: 8)).foregroundStyle(Color.white.opacity(0.6))
                        }
                    }
                    ZStack {
                        Circle().stroke(Color.white.opacity(0.2), lineWidth: 5)
                        Circle().trim(from: 0, to: values[0]).stroke(Color.cyan, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    }
                    .frame(width: 40, height: 40)
                    .opacity(0.5 + values[1] / 2)
                }
                HStack {
                    TimelineView(.animation) { context in Tick(t: context.time) }
                    Gauge(value: values[3])
                    GeometryReader { proxy in
                        Rectangle().fill(Color.yellow).frame(width: proxy.size.width * values[2], height: 4)
                    }
                    .frame(height: 4)
                    if showsBadge {
                        Text("new").font(.system(size: 8)).padding(2).background(Capsule().fill(Color.red))
                            .transition(.scale)
                    }
                }
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.16, green: 0.18, blue: 0.26))
                .shadow(color: .black.opacity(0.5), radius: 6, y: 3))
        }
    }

    /// Springs at 0.3 s, a badge appearing at 0.9 s while they still move,
    /// a second spring interrupting the first at 1.1 s; still from about 2.5 s.
    static func renderer() throws -> ViewRenderer {
        try ViewAnimation(Card(values: [0.2, 0.6, 0.4, 0.8]), width: 150, height: 120,
                          background: Color(red: 0.08, green: 0.09, blue: 0.13))
            .at(0.3, animation: .spring(duration: 0.8, bounce: 0.3)) { $0.values = [0.9, 0.3, 0.7, 0.5] }
            .at(0.9, animation: .easeInOut(duration: 0.4)) { $0.showsBadge = true }
            .at(1.1, animation: .spring(duration: 0.6)) { $0.values[0] = 0.4 }
            .makeRenderer(frameRate: .fps30, duration: 3)
    }

    /// Every frame, resolved afresh, in order.
    static func plainFrames() throws -> [[UInt8]] {
        let before = RenderCaches.isEnabled
        defer { RenderCaches.isEnabled = before }
        RenderCaches.isEnabled = false
        let renderer = try renderer()
        return try (0..<renderer.frameCount).map { try renderer.render(frame: $0).bytes }
    }

    @Test func framesKeepTheirBytesInAnyOrderOnAnyThread() throws {
        let plain = try Self.plainFrames()
        #expect(plain.count == 90)
        #expect(plain[20] != plain[21], "the bars spring")
        #expect(plain[85] != plain[86], "the clock moves in still frames")

        let before = RenderCaches.isEnabled
        defer { RenderCaches.isEnabled = before }
        RenderCaches.isEnabled = true
        let renderer = try Self.renderer()
        let width = renderer.pixelWidth, height = renderer.pixelHeight
        // Backwards, then shuffled with repeats, into one reused canvas.
        let canvas = Pixmap(width: width, height: height)
        var order = Array((0..<plain.count).reversed())
        var rng = SystemRandomNumberGenerator()
        order += (0..<plain.count).shuffled(using: &rng) + [40, 40, 0, 89, 41]
        for i in order {
            try renderer.render(frame: i, into: canvas)
            #expect(firstPixelDifference(plain[i], canvas.bytes, width: width, height: height, bytesPerPixel: 4) == nil,
                    "frame \(i)")
        }
        // Several threads at once, each frame rendered twice.
        let frames = Mutex<[Int: [UInt8]]>([:])
        let failures = Mutex<[String]>([])
        Dispatch.DispatchQueue.concurrentPerform(iterations: 2 * plain.count) { k in
            let i = (k * 37) % plain.count
            do {
                let bytes = try renderer.render(frame: i).bytes
                if bytes != plain[i] { failures.withLock { $0.append("frame \(i) on a thread") } }
                frames.withLock { $0[i] = bytes }
            } catch {
                failures.withLock { $0.append("frame \(i): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(frames.withLock { $0.count } == plain.count)
        // A frame alone, from a fresh renderer.
        #expect(try Self.renderer().render(frame: 50).bytes == plain[50])
    }

    /// The memo is used: a subtree nothing animates is the same node object
    /// in two frames of a snapshot, one whose frame springs is made again,
    /// and the view inside that frame is kept (the frame only wraps it).
    @Test func unchangedSubtreesAreTakenFromTheMemo() throws {
        struct Pair: View {
            var height: Double
            var body: some View {
                VStack {
                    Text("title")
                    Rectangle().fill(Color.blue).frame(width: 10, height: height)
                }
            }
        }
        let script = ScriptRun(root: Pair(height: 10), canvas: CGSize(width: 100, height: 100), environment: EnvironmentValues())
        script.time = 1
        script.perform { withAnimation(.linear(duration: 1)) { ViewState(script).update { $0.height = 50 } } }
        let snapshot = try #require(script.snapshots.last)
        let memo = SubtreeMemo()
        func layout(at time: Double) -> (title: Node, framed: Node, inside: Node) {
            let sites = AnimationSites(mode: .present, time: time, state: snapshot.animation)
            let root = RootLayout(snapshot.root, proposal: ProposedViewSize(width: 100, height: 100), environment: EnvironmentValues(),
                                  sites: sites, state: snapshot.state, memo: memo).node
            let stack = root as! StackNode
            let framed = stack.children[1] as! WrapperNode
            return (stack.children[0], framed, framed.child)
        }
        let a = layout(at: 1.25), b = layout(at: 1.5)
        #expect(a.title === b.title, "the title does not animate")
        #expect(a.framed !== b.framed, "the frame's height springs")
        #expect(a.inside === b.inside, "the rectangle inside the frame does not change")
        #expect(a.framed.frame.height == 20 && b.framed.frame.height == 30, "10 + 40 × t of a linear animation")
        #expect(memo.count > 0)
    }
}

// A task and a subscription end with their view (DisappearingWork.swift):
// ticks at 0.1, 0.2 and 0.3 s (frames 2, 4, 6 at 20 fps; the checks look
// between them), the view gone at 0.35 s (frame 7), so the bar stays 30
// points wide; the task's sleep ends with CancellationError at 0.35 s
// (not when it was due, 0.4 s), which it shows as the red square.
import AnimGen
import Testing

@Suite struct DisappearingWorkChecks {
    private func barWidth(_ p: Pixmap) -> Int { (0..<100).filter { p.pixel(x: $0, y: 5).a > 127 }.count }

    @Test func aTaskIsCancelledWhenItsViewDisappears() throws {
        let frames = try ViewAnimation(TickerHost(usesTimer: false), width: 100, height: 30)
            .makeRenderer(frameRate: try FrameRate(20), duration: 1)
        // Frame 7 is t = 0.35 s, the moment the view goes.
        for (frame, width, cancelled) in [(1, 0, false), (3, 10, false), (5, 20, false), (7, 30, true), (8, 30, true),
                                          (19, 30, true)] {
            let p = try frames.render(frame: frame)
            #expect(barWidth(p) == width, "frame \(frame)")
            #expect((p.pixel(x: 5, y: 15).a == 255) == cancelled, "frame \(frame)")
        }
    }

    @Test func onReceiveStopsWhenItsViewDisappears() throws {
        let frames = try ViewAnimation(TickerHost(usesTimer: true), width: 100, height: 30)
            .makeRenderer(frameRate: try FrameRate(20), duration: 1)
        for (frame, width) in [(1, 0), (3, 10), (5, 20), (7, 30), (10, 30), (19, 30)] {
            #expect(barWidth(try frames.render(frame: frame)) == width, "frame \(frame)")
        }
    }
}

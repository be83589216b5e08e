// Controls against iOS's documented and measured looks: UISwitch is 51 × 31
// points; UIActivityIndicatorView's medium spinner is 20 × 20 and turns
// once a second; a progress bar fills the tint over its fraction of the
// width; bindings drive every control, and taps on a segment, a stepper
// half or a slider's drag change them.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

@Suite struct ControlTests {
    /// The first and last columns and rows whose alpha is at least half.
    private func inkBox(_ p: Pixmap) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<p.height { for x in 0..<p.width where p.pixel(x: x, y: y).a >= 128 { xs.append(x); ys.append(y) } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    private func still<V: View>(_ view: V, width: Int, height: Int, at frame: Int = 0, fps: Int = 10) throws -> Pixmap {
        try ViewAnimation(view, width: width, height: height).makeRenderer(frameRate: try FrameRate(fps), duration: 2).render(frame: frame)
    }

    @Test func switchIs51By31AndGreenWhenOn() throws {
        // An empty label: the row is the switch at the trailing edge of 100 points.
        let p = try still(Toggle(isOn: .constant(true)) { EmptyView() }, width: 100, height: 41)
        let box = try #require(inkBox(p))
        // 31 tall centred in 41 (rows 5…35); 51 wide at the right edge (columns 49…99).
        #expect(box.x == 49...99 && box.y == 5...35, "\(box)")
        let green = p.pixel(x: 55, y: 20)
        #expect(green.r == 52 && green.g == 199 && green.b == 89 && green.a == 255, "\(green)")
    }

    @Test func switchTrackFollowsTheAppearance() throws {
        let light = try still(Toggle(isOn: .constant(false)) { EmptyView() }, width: 100, height: 41)
        let dark = try still(Toggle(isOn: .constant(false)) { EmptyView() }.environment(\.colorScheme, .dark), width: 100, height: 41)
        // System fill: (120, 120, 128) at 0.2 light (alpha 51), 0.36 dark (alpha 92).
        let l = light.pixel(x: 94, y: 20), d = dark.pixel(x: 94, y: 20)
        #expect(abs(Int(l.a) - 51) <= 1 && abs(Int(d.a) - 92) <= 1, "\(l) \(d)")
    }

    @Test func linearProgressFillsItsFractionOfTheWidthFourPointsTall() throws {
        let p = try still(ProgressView(value: 30, total: 120).frame(width: 100), width: 100, height: 20)
        // Blue (0, 122, 255) over 25 points; the 4-point bar centred: rows 8…11.
        let row = (0..<100).filter { let c = p.pixel(x: $0, y: 10); return c.b > 200 && c.r < 50 && c.a >= 128 }
        #expect(row.first == 0 && row.last == 24, "\(row)")
        #expect(p.pixel(x: 50, y: 10).a < 255 && p.pixel(x: 50, y: 7).a == 0 && p.pixel(x: 50, y: 12).a == 0)
    }

    @Test func spinnerTurnsOnTheRenderClockOnceASecond() throws {
        // 20 × 20 at the centre of 40 × 40; eight spokes, the head one step on every 1/8 s.
        let frames = try ViewAnimation(ProgressView(), width: 40, height: 40).makeRenderer(frameRate: try FrameRate(8), duration: 2)
        let f0 = try frames.render(frame: 0), f1 = try frames.render(frame: 1), f8 = try frames.render(frame: 8)
        #expect(f0.bytes != f1.bytes)
        #expect(f0.bytes == f8.bytes)
        let box = try #require(inkBox(f0))
        #expect(box.x.lowerBound >= 10 && box.x.upperBound < 30 && box.y.lowerBound >= 10 && box.y.upperBound < 30)
        // At t = 0 the head is the 12 o'clock spoke (darkest); at 1/8 s the one at half past one.
        #expect(ActivitySpinner.head(at: 0) == 0 && ActivitySpinner.head(at: 0.125) == 1 && ActivitySpinner.head(at: 0.99) == 7)
        #expect(f0.pixel(x: 20, y: 12).a > f1.pixel(x: 20, y: 12).a)
    }

    /// A segmented picker of three colours, with a swatch showing the choice.
    struct ColourChoice: View {
        @State private var choice = 0
        var body: some View {
            VStack(spacing: 0) {
                Picker("Colour", selection: $choice) {
                    Text("Red").tag(0)
                    Text("Green").tag(1)
                    Text("Blue").tag(2)
                }
                .pickerStyle(.segmented)
                (choice == 0 ? Color.red : choice == 1 ? Color.green : Color.blue).frame(height: 10)
            }
        }
    }

    @Test func tappingASegmentSelectsIt() throws {
        // 32 points of control, then the 10-point swatch (rows 32…41) in a 180 × 42 canvas.
        let frames = try ViewAnimation(ColourChoice(), width: 180, height: 42)
            .tap("Blue", at: 0.5)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        let before = try frames.render(frame: 0).pixel(x: 90, y: 37), after = try frames.render(frame: 10).pixel(x: 90, y: 37)
        #expect(before.r == 255 && before.g == 59 && after.b == 255 && after.g == 122, "\(before) \(after)")
        // The control is 32 points tall.
        let control = try frames.render(frame: 0)
        #expect(control.pixel(x: 90, y: 0).a > 0 && control.pixel(x: 90, y: 31).a > 0)
    }

    /// A stepper with a bar as long as its value.
    struct Counter: View {
        @State private var count = 2
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Stepper("Count", value: $count, in: 0...5)
                Color.black.frame(width: CGFloat(count) * 10, height: 10)
            }
        }
    }

    @Test func stepperStepsWithinItsBounds() throws {
        let frames = try ViewAnimation(Counter(), width: 200, height: 42)
            .tap("Increment", at: 0.2).tap("Increment", at: 0.4).tap("Increment", at: 0.6).tap("Increment", at: 0.8)
            .tap("Decrement", at: 1.2)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        func length(_ frame: Int) throws -> Int {
            let p = try frames.render(frame: frame)
            return (0..<200).filter { p.pixel(x: $0, y: 37).a == 255 }.count
        }
        // 2 → 3 → 4 → 5 → 5 (the top bound) → 4.
        #expect(try length(0) == 20 && length(4) == 30 && length(6) == 40 && length(11) == 50 && length(15) == 40)
        // The stepper is 94 × 32.
        let p = try frames.render(frame: 0)
        let row = (50..<200).filter { p.pixel(x: $0, y: 16).a > 0 }
        #expect(row.first == 106 && row.last == 199, "\(row.first ?? -1)")
        #expect(p.pixel(x: 150, y: 0).a > 0 && p.pixel(x: 150, y: 31).a > 0)
    }

    /// A slider with a bar as long as its value × 100.
    struct Volume: View {
        @State private var level = 0.0
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: $level).frame(width: 227)
                Color.black.frame(width: level * 100, height: 10).frame(width: 227, alignment: .leading)
            }
        }
    }

    @Test func draggingTheThumbSetsTheValue() throws {
        // The thumb's centre runs from x 13.5 to 213.5 (200 points for 0…1);
        // dragged 100 points right from the start the value is 0.5.
        let frames = try ViewAnimation(Volume(), width: 227, height: 37)
            .drag(.point(x: 13.5, y: 13.5), by: CGSize(width: 100, height: 0), at: 0.2, duration: 0.5)
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let p = try frames.render(frame: 9)
        let bar = (0..<227).filter { p.pixel(x: $0, y: 32).a == 255 }
        #expect(bar.count == 50, "\(bar.count)")
    }

    @Test func buttonStylesDrawTheirPlatters() throws {
        // Bordered: the tint at 15 % (alpha 38); prominent: the tint; borderless: no platter.
        let bordered = try still(Button("OK") {}.buttonStyle(.bordered), width: 100, height: 50)
        let prominent = try still(Button("OK") {}.buttonStyle(.borderedProminent), width: 100, height: 50)
        let plain = try still(Button("OK") {}, width: 100, height: 50)
        let bx = try #require(inkBox(prominent))
        let corner = bordered.pixel(x: bx.x.lowerBound + 4, y: 25), solid = prominent.pixel(x: bx.x.lowerBound + 4, y: 25)
        #expect(abs(Int(corner.a) - 38) <= 1 && solid.a == 255 && solid.b == 255 && solid.g == 122, "\(corner) \(solid)")
        #expect(plain.pixel(x: bx.x.lowerBound + 4, y: 25).a == 0)
        // The platter pads the label 12 across and 7 down and up.
        let text = try #require(inkBox(try still(Text("OK"), width: 100, height: 50)))
        #expect(bx.x.count >= text.x.count + 24)
        // Destructive: red label.
        let destructive = try still(Button("Delete", role: .destructive) {}, width: 100, height: 50)
        let ink = (0..<100).flatMap { x in (0..<50).map { destructive.pixel(x: x, y: $0) } }.filter { $0.a == 255 }
        #expect(!ink.isEmpty && ink.allSatisfy { $0.r == 255 && $0.g == 59 })
    }

    @Test func symbolEffectsMoveOnTheClockAndOnValueChanges() throws {
        // Pulse: opacity 1 at t = 0 and 0.3 at t = 0.5 (the dip of each 1 s cycle).
        let pulse = try ViewAnimation(Color.blue.frame(width: 10, height: 10).symbolEffect(.pulse), width: 10, height: 10)
            .makeRenderer(frameRate: try FrameRate(4), duration: 2)
        #expect(try pulse.render(frame: 0).pixel(x: 5, y: 5).a == 255)
        #expect(abs(Int(try pulse.render(frame: 2).pixel(x: 5, y: 5).a) - 77) <= 1)
        #expect(SymbolEffectCurve.opacity(.variableColor, phase: 0.5) == 1)
    }
}

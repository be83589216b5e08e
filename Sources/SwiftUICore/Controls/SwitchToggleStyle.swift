// The iOS switch (UISwitch's look): a 51 × 31 point capsule track, green
// (`systemGreen`, or the tint when one is set) while on and the system fill
// grey while off, and a white 27-point knob inset by 2 points with a soft
// shadow. The knob slides and the track colour fades whenever the value
// changes — a switch animates itself, in or out of `withAnimation` — over
// an ease-in-out of 0.25 s (UIKit's duration is not documented; this is
// our choice). The label sits at the leading edge and the switch at the
// trailing edge of the width offered; a tap on the switch toggles it.
import Foundation
import Geometry

/// A toggle drawn as iOS's switch, as SwiftUI's `SwitchToggleStyle`.
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch, green while on (or `tint`'s colour).
    public init(tint: Color? = nil) { self.tint = tint }
    let tint: Color?

    /// The label, then the switch at the trailing edge.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            SwitchTrack(isOn: configuration.$isOn, tint: tint)
        }
    }

    /// The switch's size in points.
    static let size = CGSize(width: 51, height: 31)
    /// The knob's diameter and its inset from the track's edge.
    static let knob: CGFloat = 27, inset: CGFloat = 2
    /// The switch's own animation.
    static let animation = Animation.easeInOut(duration: 0.25)
}

struct SwitchTrack: View {
    let isOn: Binding<Bool>
    let tint: Color?
    @Environment(\.self) private var environment

    var body: some View {
        let on = isOn.wrappedValue
        let s = SwitchToggleStyle.self
        let travel = s.size.width - s.knob - 2 * s.inset
        let onColor: AnyShapeStyle = tint.map { AnyShapeStyle($0) } ?? environment.tint ?? AnyShapeStyle(Color.green)
        ZStack(alignment: .leading) {
            Capsule().fill(Color.systemFill)
            Capsule().fill(onColor).opacity(on ? 1 : 0)
            Circle().fill(Color.white)
                .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 3)
                .frame(width: s.knob, height: s.knob)
                .offset(x: s.inset + (on ? travel : 0))
        }
        .frame(width: s.size.width, height: s.size.height)
        .animation(s.animation, value: on)
        .contentShape(Capsule())
        .onTapGesture { isOn.wrappedValue.toggle() }
    }
}

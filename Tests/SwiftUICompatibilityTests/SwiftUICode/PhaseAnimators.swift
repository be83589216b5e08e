// Triggered phase animators the way SwiftUI code writes them: a marker
// that hops along on each tap and comes back.
import AnimGen

/// A 10-point marker moved through `stops` each time `taps` changes.
struct HoppingMarker: View {
    var taps = 0
    var stops: [CGFloat]

    var body: some View {
        Rectangle()
            .fill(.black)
            .frame(width: 10, height: 10)
            .phaseAnimator(stops, trigger: taps) { content, x in
                content.offset(x: x)
            } animation: { _ in
                .linear(duration: 1)
            }
            .frame(width: 120, height: 10, alignment: .leading)
    }
}

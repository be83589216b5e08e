// Canvas drawings moved through GraphicsContext's projection filter.
import AnimGen

/// A 10-point square drawn at the origin, shifted by (20, 10) by the filter.
struct ShiftedSquareCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 20, y: 10))))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        .frame(width: 60, height: 40)
    }
}

/// The whole canvas filled, seen in perspective: w = 1 + x / 100 halves
/// the far edge and pulls it to x = 50.
struct PerspectiveCanvas: View {
    var body: some View {
        Canvas { context, size in
            var tilt = ProjectionTransform()
            tilt.m13 = 0.01
            context.addFilter(.projectionTransform(tilt))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        .frame(width: 100, height: 40)
    }
}

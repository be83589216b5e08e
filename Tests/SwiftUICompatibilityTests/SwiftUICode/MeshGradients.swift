// Mesh gradients as SwiftUI code writes them: SIMD2 point literals, a grid
// of colors, used as a view and as a shape's fill.
import AnimGen

/// Black, red / green, blue at the corners of a 40-point square.
struct FourCornerMesh: View {
    var body: some View {
        MeshGradient(width: 2, height: 2, points: [
            [0, 0], [1, 0],
            [0, 1], [1, 1],
        ], colors: [
            Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0),
            Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1),
        ])
        .frame(width: 40, height: 40)
    }
}

/// A white centre vertex pulled to (0.75, 0.5) among black ones.
struct PulledMesh: View {
    var body: some View {
        Rectangle()
            .fill(MeshGradient(width: 3, height: 3, points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.75, 0.5], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ], colors: [
                .black, .black, .black,
                .black, .white, .black,
                .black, .black, .black,
            ]))
            .frame(width: 40, height: 40)
    }
}

/// A mesh covering the left half only; the rest is its background.
struct HalfMesh: View {
    var body: some View {
        MeshGradient(width: 2, height: 2, points: [
            [0, 0], [0.5, 0],
            [0, 1], [0.5, 1],
        ], colors: [.black, .black, .black, .black], background: Color(red: 0, green: 0, blue: 1), smoothsColors: false)
        .frame(width: 40, height: 20)
    }
}

/// A 2 × 2 mesh over a 40-point square whose top edge sags: the control
/// points of its two top vertices towards each other sit at half height.
struct SaggingMesh: View {
    var body: some View {
        MeshGradient(width: 2, height: 2, locations: .bezierPoints([
            .init(position: [0, 0], leadingControlPoint: [0, 0], topControlPoint: [0, 0],
                  trailingControlPoint: [1.0 / 3, 0.5], bottomControlPoint: [0, 1.0 / 3]),
            .init(position: [1, 0], leadingControlPoint: [2.0 / 3, 0.5], topControlPoint: [1, 0],
                  trailingControlPoint: [1, 0], bottomControlPoint: [1, 1.0 / 3]),
            .init(position: [0, 1], leadingControlPoint: [0, 1], topControlPoint: [0, 2.0 / 3],
                  trailingControlPoint: [1.0 / 3, 1], bottomControlPoint: [0, 1]),
            .init(position: [1, 1], leadingControlPoint: [2.0 / 3, 1], topControlPoint: [1, 2.0 / 3],
                  trailingControlPoint: [1, 1], bottomControlPoint: [1, 1]),
        ]), colors: .colors([.blue, .blue, .blue, .blue]))
        .frame(width: 40, height: 40)
    }
}

/// Black on the left, white on the right, mixed in `colorSpace`.
struct BlackToWhiteMesh: View {
    var colorSpace: Gradient.ColorSpace

    var body: some View {
        MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                     colors: [.black, .white, .black, .white], smoothsColors: false, colorSpace: colorSpace)
            .frame(width: 40, height: 40)
    }
}

/// The mesh's right edge slides from the middle to the far side, and its
/// colours turn from black to white (or the colours given), over a second.
struct SlidingMesh: View {
    var closedColor = Color.black
    var openColor = Color.white
    @State private var open = false

    var body: some View {
        MeshGradient(width: 2, height: 2, points: [
            [0, 0], [open ? 1 : 0.5, 0],
            [0, 1], [open ? 1 : 0.5, 1],
        ], colors: Array(repeating: open ? openColor : closedColor, count: 4))
        .frame(width: 40, height: 40)
        .onAppear {
            withAnimation(.linear(duration: 1)) { open = true }
        }
    }
}

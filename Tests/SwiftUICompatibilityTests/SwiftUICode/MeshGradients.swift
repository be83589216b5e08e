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

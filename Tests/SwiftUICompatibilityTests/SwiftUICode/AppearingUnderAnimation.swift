// Views that are on screen from the first frame under an animation, and
// views added inside a view that is itself being added: written as apps
// write them (the deprecated everywhere-`animation(_:)` on a container,
// a ForEach inside an `if`).
import AnimGen

/// Two blue squares in a column that grow to twice their size when they
/// appear, under an everywhere-animation of 2 s.
struct GrowingColumn: View {
    @State private var grown = false

    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<2, id: \.self) { _ in
                Color.blue.frame(width: 20, height: 20)
            }
        }
        .scaleEffect(grown ? 1.5 : 1)
        .animation(.linear(duration: 2))
        .onAppear { grown = true }
    }
}

/// A column of two blue squares shown when `shown` turns true.
struct RevealedColumn: View {
    var shown = false

    var body: some View {
        ZStack {
            if shown {
                VStack(spacing: 8) {
                    ForEach(0..<2, id: \.self) { _ in
                        Color.blue.frame(width: 20, height: 20)
                    }
                }
            }
        }
        .frame(width: 60, height: 60)
    }
}

/// A row of `count` blue squares: a square added later comes in.
struct GrowingRow: View {
    var count = 0

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in
                Color.blue.frame(width: 20, height: 20)
            }
        }
        .frame(width: 60, height: 60, alignment: .leading)
    }
}

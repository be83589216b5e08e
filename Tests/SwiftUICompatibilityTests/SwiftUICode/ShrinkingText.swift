// A dashboard value that shrinks to fit its tile, as widgets write it.
import AnimGen

struct ShrinkingReading: View {
    var minimum: CGFloat
    var body: some View {
        Text("Temperature")
            .font(.system(size: 40))
            .lineLimit(1)
            .minimumScaleFactor(minimum)
            .frame(width: 100, height: 60)
    }
}

struct NaturalReading: View {
    var body: some View {
        Text("Temperature").font(.system(size: 40)).fixedSize()
    }
}
